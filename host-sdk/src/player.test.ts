// @vitest-environment happy-dom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { Player } from './player';
import { SpherePlayerError } from './sphere-player-error';
import type { Quality, TimeData } from './protocol';
import { message } from './messages';
import { cleanUp, ready, setup, tick, WIDGET } from '../testing/widget-frame';

afterEach(cleanUp);

describe('Player', () => {
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
});

describe('a frame that reloads, or is shared', () => {
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
