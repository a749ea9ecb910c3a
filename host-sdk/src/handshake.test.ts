// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Player } from './player';
import { SDK_VERSION } from './protocol';
import { message } from './messages';
import { cleanUp, readableDocument, ready, setup, tick, WIDGET } from '../testing/widget-frame';

afterEach(cleanUp);

describe('Player', () => {
  it("says hello to the iframe's origin only, until ready", async () => {
    const { player, posted, fromWidget } = setup();
    expect(posted[0]).toMatchObject({ data: { ...message.hello(), player: expect.any(String) }, origin: WIDGET });
    fromWidget(message.event('ready', ready));
    await expect(player.ready()).resolves.toEqual(ready);
    player.destroy();
  });
});

describe('nothing waits forever', () => {
  it('ready() rejects with no-handshake after the deadline, naming the likely cause, and so do waiting calls', async () => {
    vi.useFakeTimers();
    const { player } = setup({ readyTimeout: 1000, timeout: 5000 });
    const ready = expect(player.ready()).rejects.toMatchObject({ code: 'no-handshake', message: /HOST_ORIGINS/ });
    const call = expect(player.play()).rejects.toMatchObject({ code: 'no-handshake' });
    await vi.advanceTimersByTimeAsync(1000);
    await ready;
    await call;
    player.destroy();
  });

  it('a widget of another protocol version is an explicit incompatible error', async () => {
    const { player, fromWidget } = setup({ timeout: 60_000 });
    const call = player.play();
    fromWidget({ ...message.event('ready', { ...ready, version: 2 }), sphere: 2 });
    await expect(player.ready()).rejects.toMatchObject({ code: 'incompatible', message: /protocol 2/ });
    await expect(call).rejects.toMatchObject({ code: 'incompatible' });
    player.destroy();
  });

  it('says which SDK version it is in its hello, and which Player', () => {
    const { player, posted, iframe } = setup();
    expect(posted[0]?.data).toMatchObject({ type: 'hello', sdk: SDK_VERSION, player: expect.stringMatching(/^\w{4,}$/) });
    const other = new Player(iframe);
    expect((posted.at(-1)?.data as { player: string }).player).not.toBe((posted[0]?.data as { player: string }).player);
    player.destroy();
    other.destroy();
  });
});

describe('a frame that reloads, or is shared', () => {
  it('after a reload, rejects what the old document never answered, hears the new ready, and stops saying hello', async () => {
    vi.useFakeTimers();
    const { player, fromWidget, iframe, lastCall, hellos } = setup({ timeout: 60_000 });
    const onReady = vi.fn();
    player.on('ready', onReady);
    fromWidget(message.event('ready', { ...ready, instance: 'first' }));
    const lost = expect(player.seek(10)).rejects.toMatchObject({ name: 'SpherePlayerError', code: 'reloaded' });
    await vi.advanceTimersByTimeAsync(0);
    iframe.dispatchEvent(new Event('load'));
    // Made while the new document loads: it reaches no widget that answers it.
    const meanwhile = expect(player.play()).rejects.toMatchObject({ code: 'reloaded' });
    const afterLoad = hellos();
    await vi.advanceTimersByTimeAsync(450);
    expect(hellos()).toBe(afterLoad + 2);
    fromWidget(message.event('ready', { ...ready, methods: ['play', 'seek'], instance: 'second' }));
    await lost;
    await meanwhile;
    expect(onReady).toHaveBeenCalledTimes(2);
    await expect(player.ready()).resolves.toMatchObject({ instance: 'second' });
    const next = player.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(lastCall().method).toBe('play');
    fromWidget(message.reply(lastCall().id, { ok: true, value: null }));
    await expect(next).resolves.toBeNull();
    const settled = hellos();
    await vi.advanceTimersByTimeAsync(2000);
    expect(hellos()).toBe(settled);
    player.destroy();
  });

  it("the load of the document that already answered changes nothing: calls go on, 'ready' is not heard twice", async () => {
    const { player, fromWidget, iframe, lastCall, hellos } = setup({ timeout: 60_000 });
    const onReady = vi.fn();
    player.on('ready', onReady);
    fromWidget(message.event('ready', { ...ready, instance: 'only' }));
    const seek = player.seek(5);
    await tick();
    iframe.dispatchEvent(new Event('load'));
    // Between its load and its answer, the player is still ready: a late listener hears it, calls are sent.
    const late = vi.fn();
    player.on('ready', late);
    const play = player.play();
    await tick();
    expect(late).toHaveBeenCalledTimes(1);
    expect(lastCall().method).toBe('play');
    fromWidget(message.event('ready', { ...ready, instance: 'only' }));
    fromWidget(message.reply(lastCall().id - 1, { ok: true, value: 5 }));
    fromWidget(message.reply(lastCall().id, { ok: true, value: null }));
    await expect(seek).resolves.toBe(5);
    await expect(play).resolves.toBeNull();
    expect(onReady).toHaveBeenCalledTimes(1);
    const after = hellos();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(hellos()).toBe(after);
    player.destroy();
  });

  it('a reloaded frame that never answers: what it was asked rejects with reloaded, later calls with no-handshake, the hellos slow down', async () => {
    vi.useFakeTimers();
    const { player, fromWidget, iframe, hellos } = setup({ readyTimeout: 1000, timeout: 60_000 });
    fromWidget(message.event('ready', ready));
    iframe.dispatchEvent(new Event('load'));
    const asked = expect(player.play()).rejects.toMatchObject({ code: 'reloaded' });
    await vi.advanceTimersByTimeAsync(1000);
    await asked;
    await expect(player.ready()).rejects.toMatchObject({ code: 'no-handshake' });
    await expect(player.seek(1)).rejects.toMatchObject({ code: 'no-handshake' });
    // Greeted slowly from then on (one hello every 3 s), not every 200 ms.
    const after = hellos();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(hellos()).toBe(after);
    await vi.advanceTimersByTimeAsync(100);
    expect(hellos()).toBe(after + 1);
    // The widget comes back later: a new handshake.
    iframe.dispatchEvent(new Event('load'));
    fromWidget(message.event('ready', { ...ready, instance: 'back' }));
    await expect(player.ready()).resolves.toMatchObject({ instance: 'back' });
    player.destroy();
  });

  it('keeps greeting, slowly, a frame whose handshake failed: a widget that comes up later in the same document is heard', async () => {
    vi.useFakeTimers();
    const { player, fromWidget, hellos } = setup({ readyTimeout: 1000, timeout: 60_000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(player.ready()).rejects.toMatchObject({ code: 'no-handshake' });
    const after = hellos();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(hellos()).toBe(after + 3);
    const greeted = vi.fn();
    player.on('ready', greeted);
    // The widget answers a hello at last (its config came late, then the viewer's retry).
    fromWidget(message.event('ready', { ...ready, instance: 'late' }));
    await expect(player.ready()).resolves.toMatchObject({ instance: 'late' });
    expect(greeted).toHaveBeenCalledTimes(1);
    // Connected: no more hellos.
    await vi.advanceTimersByTimeAsync(9_000);
    expect(hellos()).toBe(after + 3);
    player.destroy();
  });

  it('after destroy(), a load of the frame sends nothing', () => {
    const { player, iframe, posted } = setup();
    player.destroy();
    const count = posted.length;
    iframe.dispatchEvent(new Event('load'));
    expect(posted).toHaveLength(count);
  });

  it('says hello at once to a same-origin frame that already holds the widget', () => {
    const { player, hellos } = setup({}, readableDocument(WIDGET));
    expect(hellos()).toBe(1);
    player.destroy();
  });

  it("posts nothing while the frame still holds its first blank page, and greets the widget's document once it is in", async () => {
    vi.useFakeTimers();
    // about:blank, readable by the host: its URL has no origin of its own (the browser would refuse the post and log it).
    const { player, iframe, hellos, fromWidget, posted } = setup({ timeout: 60_000 }, readableDocument('null'));
    const call = player.seek(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(posted).toEqual([]);
    // The widget's document of another origin: unreadable, so the frame's contentDocument is null.
    Object.defineProperty(iframe, 'contentDocument', { value: null });
    await vi.advanceTimersByTimeAsync(200);
    expect(hellos()).toBe(1);
    fromWidget(message.event('ready', ready));
    await expect(player.ready()).resolves.toEqual(ready);
    player.destroy();
    await expect(call).rejects.toMatchObject({ code: 'destroyed' });
  });

  it("a same-origin host: no hello to the blank page of the host's own origin, one to the widget's page", () => {
    const { player, iframe, hellos } = setup({}, readableDocument('null'));
    expect(hellos()).toBe(0);
    Object.defineProperty(iframe, 'contentDocument', { value: readableDocument(WIDGET) });
    iframe.dispatchEvent(new Event('load'));
    expect(hellos()).toBe(1);
    player.destroy();
  });
});

describe('what the widget sends is checked', () => {
  it('ignores a ready without its data, and a ready of the wrong shape, without throwing', async () => {
    const { player, fromWidget } = setup();
    expect(() => fromWidget(message.event('ready', null))).not.toThrow();
    expect(() => fromWidget(message.event('ready', { version: 1, methods: 'play' }))).not.toThrow();
    expect(() => fromWidget(message.event('ready', {}))).not.toThrow();
    expect(() => fromWidget(message.event('play', 'now'))).not.toThrow();
    fromWidget(message.event('ready', ready));
    await expect(player.ready()).resolves.toEqual(ready);
    player.destroy();
  });
});
