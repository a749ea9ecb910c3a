// @vitest-environment happy-dom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { embed } from './embed';
import { Player } from './player';
import { SpherePlayerError } from './sphere-player-error';
import { SDK_VERSION, type Quality, type ReadyData, type TimeData } from './protocol';
import { message, type Message } from './messages';

const WIDGET = 'http://127.0.0.1:4173';
const ready: ReadyData = { version: 1, methods: ['play', 'seek', 'getQualities'], events: ['ready', 'play'] };

/** An iframe whose widget window records what the SDK posts to it. */
function setup(options: ConstructorParameters<typeof Player>[1] = {}, contentDocument: Document | null = null) {
  const posted: { data: Message; origin: string }[] = [];
  const widget = {
    postMessage: (data: Message, options: string | { targetOrigin: string }) =>
      posted.push({ data, origin: typeof options === 'string' ? options : options.targetOrigin }),
  };
  const iframe = document.createElement('iframe');
  // A property, not the attribute: happy-dom would try (and refuse) to load the page.
  Object.defineProperty(iframe, 'src', { value: `${WIDGET}/player?token=abc` });
  Object.defineProperty(iframe, 'contentWindow', { value: widget });
  Object.defineProperty(iframe, 'contentDocument', { value: contentDocument });
  const player = new Player(iframe, { timeout: 200, ...options });
  const fromWidget = (data: unknown, origin = WIDGET, source: unknown = widget): void => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  };
  const lastCall = () =>
    posted
      .map((p) => p.data)
      .filter((d) => d.type === 'call')
      .at(-1) as { id: number; method: string; args: unknown[] };
  const hellos = () => posted.filter((p) => p.data.type === 'hello').length;
  return { player, posted, fromWidget, lastCall, iframe, hellos };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('Player', () => {
  it("says hello to the iframe's origin only, until ready", async () => {
    const { player, posted, fromWidget } = setup();
    expect(posted[0]).toMatchObject({ data: { ...message.hello(), player: expect.any(String) }, origin: WIDGET });
    fromWidget(message.event('ready', ready));
    await expect(player.ready()).resolves.toEqual(ready);
    player.destroy();
  });

  it('queues calls made before ready, and matches replies by id', async () => {
    const { player, fromWidget, lastCall } = setup();
    const seek = player.seek(30);
    const qualities = player.getQualities();
    fromWidget(message.event('ready', ready));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const calls = [lastCall()];
    expect(calls[0]?.method).toBe('getQualities');
    // Answer the second call first: each promise still gets its own answer.
    fromWidget(message.reply(calls[0]?.id ?? 0, { ok: true, value: [{ id: 'auto', label: 'Auto', selected: true }] }));
    fromWidget(message.reply((calls[0]?.id ?? 0) - 1, { ok: true, value: 30 }));
    await expect(seek).resolves.toBe(30);
    await expect(qualities).resolves.toEqual([{ id: 'auto', label: 'Auto', selected: true }]);
    player.destroy();
  });

  it('rejects what the widget does not support, refusals and silence with typed errors', async () => {
    const { player, fromWidget, lastCall } = setup();
    fromWidget(message.event('ready', ready));
    await expect(player.setVolume(0.5)).rejects.toMatchObject({ name: 'SpherePlayerError', code: 'unsupported' });
    const seek = player.seek(-1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fromWidget(message.reply(lastCall().id, { ok: false, error: { code: 'invalid-args', message: 'seconds' } }));
    await expect(seek).rejects.toBeInstanceOf(SpherePlayerError);
    await expect(player.play()).rejects.toMatchObject({ code: 'timeout' });
    player.destroy();
  });

  it("hands a download the sandboxed widget could not save to listeners, its file's bytes included", async () => {
    const { player, fromWidget } = setup();
    fromWidget(message.event('ready', ready));
    const heard: unknown[] = [];
    player.on('download', (data) => heard.push(data));
    // 40 KB of bytes: a Blob is no bigger than '{}' on the wire's size check, which counts JSON.
    const file = new Blob([new Uint8Array(40 * 1024)], { type: 'video/mp4' });
    const download = { method: 'download', url: `${WIDGET}/f.mp4`, name: 'arquivo_1_baixa.mp4', token: 't', id: 'v' };
    fromWidget(message.event('download', { ...download, saved: false, file }));
    fromWidget(message.event('download', { ...download, saved: true }));
    expect(heard).toEqual([
      { ...download, saved: false, file },
      { ...download, saved: true },
    ]);
    expect((heard[0] as { file: Blob }).file.size).toBe(40 * 1024);
    player.destroy();
  });

  it('ignores messages from another origin, another window, or not ours', async () => {
    const { player, fromWidget } = setup();
    const onPlay = vi.fn();
    player.on('play', onPlay);
    fromWidget(message.event('ready', ready), 'http://127.0.0.1:9999');
    fromWidget(message.event('ready', ready), WIDGET, window);
    fromWidget({ type: 'event', name: 'play' });
    fromWidget(message.event('play', { currentTime: 1, duration: 2 }), 'http://evil.test');
    expect(onPlay).not.toHaveBeenCalled();
    fromWidget(message.event('play', { currentTime: 1, duration: 2 }));
    expect(onPlay).toHaveBeenCalledWith({ currentTime: 1, duration: 2 });
    player.destroy();
  });

  it('on() returns an unsubscribe, once() fires once, ready replays to late listeners', async () => {
    const { player, fromWidget } = setup();
    const each = vi.fn();
    const first = vi.fn();
    const stop = player.on('play', each);
    player.once('play', first);
    const time = { currentTime: 0, duration: 1 };
    fromWidget(message.event('play', time));
    fromWidget(message.event('play', time));
    stop();
    fromWidget(message.event('play', time));
    expect(each).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalledTimes(1);
    fromWidget(message.event('ready', ready));
    const late = vi.fn();
    player.on('ready', late);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late).toHaveBeenCalledWith(ready);
    player.destroy();
  });

  it('answers token requests through getToken', async () => {
    const { player, posted, fromWidget } = setup({ getToken: async () => 'jwt-from-intranet' });
    fromWidget(message.call(5, 'getToken', []));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted.at(-1)).toEqual({ data: message.reply(5, { ok: true, value: 'jwt-from-intranet' }), origin: WIDGET });
    player.destroy();
  });

  it('resizes the iframe to the reported height, clamped, unless told not to', () => {
    const { player, fromWidget, iframe } = setup({ minHeight: 60, maxHeight: 600 });
    fromWidget(message.event('resize', { height: 72.2 }));
    expect(iframe.style.height).toBe('73px');
    fromWidget(message.event('resize', { height: 5000 }));
    expect(iframe.style.height).toBe('600px');
    fromWidget(message.event('resize', { height: 0 }));
    expect(iframe.style.height).toBe('');
    player.destroy();
    const fixed = setup({ autoResize: false });
    fixed.fromWidget(message.event('resize', { height: 72 }));
    expect(fixed.iframe.style.height).toBe('');
    fixed.player.destroy();
  });

  it('destroy rejects pending calls and stops listening', async () => {
    const { player, fromWidget } = setup();
    fromWidget(message.event('ready', ready));
    const pending = player.play();
    await new Promise((resolve) => setTimeout(resolve, 0));
    player.destroy();
    await expect(pending).rejects.toMatchObject({ code: 'destroyed' });
    await expect(player.ready()).rejects.toMatchObject({ code: 'destroyed' });
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

  it("a call's timeout starts when it is made, even while it waits for ready", async () => {
    vi.useFakeTimers();
    const { player } = setup({ readyTimeout: 60_000, timeout: 300 });
    const call = expect(player.getDuration()).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(300);
    await call;
    player.destroy();
  });

  it('destroy() settles ready() and every call that waits for it', async () => {
    const { player } = setup({ timeout: 60_000 });
    const ready = player.ready();
    const call = player.seek(3);
    player.destroy();
    await expect(ready).rejects.toMatchObject({ code: 'destroyed' });
    await expect(call).rejects.toMatchObject({ code: 'destroyed' });
    await expect(player.play()).rejects.toMatchObject({ code: 'destroyed' });
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
    const { player, hellos } = setup({}, document);
    expect(hellos()).toBe(1);
    player.destroy();
  });

  it('two players on one frame each get their own replies', async () => {
    const one = setup();
    const two = new Player(one.iframe, { timeout: 200 });
    one.fromWidget(message.event('ready', ready));
    const first = one.player.seek(1);
    const second = two.seek(2);
    await tick();
    const calls = one.posted.map((p) => p.data).filter((d) => d.type === 'call') as { id: number; args: number[] }[];
    expect(calls).toHaveLength(2);
    expect(calls[0]?.id).not.toBe(calls[1]?.id);
    for (const call of calls) one.fromWidget(message.reply(call.id, { ok: true, value: call.args[0] }));
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
    one.player.destroy();
    two.destroy();
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

  it('a listener that throws is reported and does not stop the others', async () => {
    vi.useFakeTimers();
    const { player, fromWidget } = setup();
    const thrown = new Error('host bug');
    const after = vi.fn();
    player.on('pause', () => {
      throw thrown;
    });
    player.on('pause', after);
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent): void => {
      reported.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    fromWidget(message.event('pause', { currentTime: 1, duration: 2 }));
    expect(after).toHaveBeenCalledTimes(1);
    expect(() => vi.runAllTimers()).toThrow(thrown);
    window.removeEventListener('error', onError);
    player.destroy();
  });

  it("hears after 'ready' the failure the viewer already sees when the host said hello late", () => {
    const { player, fromWidget } = setup();
    const heard: string[] = [];
    player.on('ready', () => heard.push('ready'));
    player.on('error', ({ code }) => heard.push(code));
    fromWidget(message.event('ready', { ...ready, error: { code: 'token-expired', message: 'Sua sessão expirou.' } }));
    fromWidget(message.event('ready', { ...ready, error: { code: 'token-expired', message: 'Sua sessão expirou.' } }));
    expect(heard).toEqual(['ready', 'token-expired']);
    player.destroy();
  });
});

describe('targets and listeners', () => {
  it('finds the iframe from itself, an element around it, its id or a selector, and says so when none matches', () => {
    const holder = document.createElement('div');
    holder.id = 'lesson';
    const iframe = document.createElement('iframe');
    iframe.id = 'frame';
    // about:blank: happy-dom would try (and refuse) to load a real page once the iframe is in the document.
    iframe.src = 'about:blank';
    holder.append(iframe);
    document.body.append(holder);
    for (const target of [iframe, holder, 'frame', '#lesson iframe', 'lesson']) {
      const player = new Player(target);
      expect(player.element).toBe(iframe);
      player.destroy();
    }
    expect(() => new Player('#nothing')).toThrow('Sphere Player: no iframe at #nothing.');
  });

  it('off(event) without a listener removes every listener of that event', () => {
    const { player, fromWidget } = setup();
    const one = vi.fn();
    const two = vi.fn();
    player.on('pause', one);
    player.on('pause', two);
    player.off('pause');
    fromWidget(message.event('pause', { currentTime: 0, duration: 1 }));
    expect(one).not.toHaveBeenCalled();
    expect(two).not.toHaveBeenCalled();
    player.destroy();
  });
});

describe('embed', () => {
  it('creates a responsive iframe with the allow list, and removes it on destroy', () => {
    // A detached container: happy-dom loads no page (the browser tests embed the real widget).
    const container = document.createElement('div');
    const player = embed(container, { url: `${WIDGET}/player?token=abc`, title: 'Aula 1' });
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture; encrypted-media');
    expect(iframe?.title).toBe('Aula 1');
    expect(iframe?.style.width).toBe('100%');
    player.destroy();
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('types', () => {
  it('types commands, results and event data', () => {
    const player = {} as Player;
    expectTypeOf(player.getQualities).returns.toEqualTypeOf<Promise<Quality[]>>();
    expectTypeOf(player.seek).parameter(0).toBeNumber();
    expectTypeOf(player.on<'timeupdate'>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<TimeData & { percent: number }>();
    expectTypeOf(player.on<'ready'>).returns.toEqualTypeOf<() => void>();
    // @ts-expect-error: no such event
    expectTypeOf(player.on).toBeCallableWith('tick', () => undefined);
    // Checked by tsc, never run.
    const misuse = (): void => {
      // @ts-expect-error: seek takes seconds
      void player.seek('ten');
      // @ts-expect-error: setQuality's answer is the id, not a number
      const id: Promise<number> = player.setQuality('auto');
      void id;
    };
    expect(typeof misuse).toBe('function');
  });
});
