import { COMMANDS, PROTOCOL_VERSION } from '@sphere/host-sdk/protocol';
import { message } from '@sphere/host-sdk/messages';
import { describe, expect, it, vi } from 'vitest';
import { BridgeError, createBridge, MAX_CALLS_PER_SECOND, UNSUPPORTED_GRACE_MS, type CommandHandlers } from './bridge';
import { WIDGET_VERSION } from './widget-version';
import { HOST, widgetFrame as frame } from '@/testing/bridge-frame';

const handlers = (overrides: Partial<CommandHandlers> = {}): CommandHandlers =>
  ({ play: vi.fn(), pause: vi.fn(), seek: (s: number) => s, ...overrides }) as unknown as CommandHandlers;

describe('bridge', () => {
  it('stays silent until a listed host says hello, then answers ready to that origin only, before any player', () => {
    const { bridge, posted, deliver } = frame();
    bridge.emit('play', { currentTime: 0, duration: 1 });
    expect(posted).toEqual([]);
    deliver(message.hello());
    expect(bridge.hostOrigin()).toBe(HOST);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.origin).toBe(HOST);
    expect(posted[0]?.data).toMatchObject({
      type: 'event',
      name: 'ready',
      data: { version: PROTOCOL_VERSION, widget: WIDGET_VERSION },
    });
    expect((posted[0]?.data as { data: { methods: string[] } }).data.methods).toEqual([...COMMANDS]);
  });

  it('keeps calls made before the player until it attaches, then answers them', async () => {
    const { bridge, posted, deliver, flush } = frame();
    deliver(message.hello());
    deliver(message.call(1, 'seek', [12]));
    await flush();
    expect(posted.filter((p) => (p.data as { type: string }).type === 'reply')).toEqual([]);
    bridge.attach(handlers());
    await flush();
    expect(posted.at(-1)?.data).toMatchObject({ type: 'reply', id: 1, ok: true, value: 12 });
  });

  it('answers waiting calls, and later ones, with the load failure when no player will come', async () => {
    const { bridge, posted, deliver, flush } = frame();
    deliver(message.hello());
    deliver(message.call(1, 'play', []));
    bridge.fail({ code: 'token-expired', message: 'Sua sessão expirou.' });
    deliver(message.call(2, 'getDuration', []));
    await flush();
    expect(posted.map((p) => p.data)).toContainEqual(
      message.event('error', { code: 'token-expired', message: 'Sua sessão expirou.' }),
    );
    const replies = posted.map((p) => p.data).filter((d) => (d as { type: string }).type === 'reply');
    expect(replies).toMatchObject([
      { id: 1, ok: false, error: { code: 'not-ready', message: 'token-expired: Sua sessão expirou.' } },
      { id: 2, ok: false, error: { code: 'not-ready' } },
    ]);
  });

  it('tells a host that says hello after the failure what the viewer sees, in its ready, until the failure is over', async () => {
    const { bridge, posted, deliver, flush } = frame();
    const error = { code: 'network', message: 'Não foi possível conectar.' } as const;
    bridge.fail(error);
    expect(posted).toEqual([]);
    deliver(message.hello());
    expect(posted.map((p) => p.data)).toMatchObject([{ type: 'event', name: 'ready', data: { error } }]);
    // A retry is loading: the next handshake carries no failure, and calls wait for the player again.
    bridge.fail(null);
    deliver(message.hello());
    expect((posted.at(-1)?.data as { data: object }).data).not.toHaveProperty('error');
    deliver(message.call(3, 'play', []));
    await flush();
    expect(posted.filter((p) => p.data.type === 'reply')).toEqual([]);
    bridge.attach(handlers());
    await flush();
    expect(posted.at(-1)?.data).toMatchObject({ type: 'reply', id: 3, ok: true });
  });

  it("names its document in every ready, the same one each time, and another widget's differently", () => {
    const one = frame();
    one.deliver(message.hello());
    one.deliver(message.hello());
    const [first, second] = one.posted.map((p) => (p.data as { data: { instance: string } }).data.instance);
    expect(first).toMatch(/^[a-z0-9]{6,}$/);
    expect(second).toBe(first);
    const other = frame();
    other.deliver(message.hello());
    expect((other.posted[0]?.data as { data: { instance: string } }).data.instance).not.toBe(first);
  });

  it('tells a host SDK of another protocol version that it is incompatible, and refuses its calls', async () => {
    const { posted, deliver, flush, bridge } = frame();
    bridge.attach(handlers());
    deliver({ sphere: PROTOCOL_VERSION + 1, type: 'hello', sdk: '9.0.0' });
    expect(posted.map((p) => p.data)).toMatchObject([
      { type: 'event', name: 'ready', data: { version: PROTOCOL_VERSION } },
      { type: 'event', name: 'error', data: { code: 'incompatible' } },
    ]);
    deliver({ ...message.call(1, 'play', []), sphere: PROTOCOL_VERSION + 1 });
    deliver(message.call(2, 'play', []));
    await flush();
    expect(posted.slice(2).map((p) => p.data)).toMatchObject([
      { type: 'reply', id: 2, ok: false, error: { code: 'incompatible' } },
    ]);
  });

  it('drops a call that comes before any hello: nobody could hear its answer', async () => {
    const { bridge, posted, deliver, flush } = frame();
    const play = vi.fn();
    bridge.attach(handlers({ play }));
    deliver(message.call(1, 'play', []));
    await flush();
    deliver(message.hello());
    await flush();
    expect(play).not.toHaveBeenCalled();
    expect(posted.map((p) => p.data.type)).toEqual(['event']);
  });

  it('ignores a hello from an unlisted or look-alike origin, or from another window', () => {
    const { bridge, posted, deliver } = frame();
    bridge.attach(handlers());
    deliver(message.hello(), 'http://localhost:4175');
    deliver(message.hello(), 'http://127.0.0.1:4174');
    deliver(message.hello(), HOST, { postMessage: () => undefined });
    expect(bridge.hostOrigin()).toBeNull();
    expect(posted).toEqual([]);
  });

  it('once pinned, ignores every other origin', async () => {
    const { bridge, posted, deliver, flush } = frame([HOST, 'https://other.example']);
    const play = vi.fn();
    bridge.attach(handlers({ play }));
    deliver(message.hello());
    deliver(message.hello(), 'https://other.example');
    deliver(message.call(1, 'play', []), 'https://other.example');
    await flush();
    expect(play).not.toHaveBeenCalled();
    expect(posted.every((p) => p.origin === HOST)).toBe(true);
  });

  it('answers calls by id, with typed errors', async () => {
    const { bridge, posted, deliver, flush } = frame();
    bridge.attach(
      handlers({
        seek: (s) => {
          if (s < 0) throw new BridgeError('invalid-args', 'seconds must be ≥ 0');
          return s;
        },
      }),
    );
    deliver(message.hello());
    deliver(message.call(7, 'seek', [12]));
    deliver(message.call(8, 'seek', [-1]));
    deliver(message.call(9, 'getQualities', []));
    deliver(message.call(10, 'destroyEverything', []));
    await flush();
    // Replies may come in any order; the host matches them by id.
    const replies = posted
      .map((p) => p.data)
      .filter((d) => d.type === 'reply')
      .sort((a, b) => (a as { id: number }).id - (b as { id: number }).id);
    expect(replies).toEqual([
      { sphere: 1, type: 'reply', id: 7, ok: true, value: 12 },
      { sphere: 1, type: 'reply', id: 8, ok: false, error: { code: 'invalid-args', message: 'seconds must be ≥ 0' } },
      { sphere: 1, type: 'reply', id: 9, ok: false, error: { code: 'unsupported', message: 'getQualities' } },
      { sphere: 1, type: 'reply', id: 10, ok: false, error: { code: 'unsupported', message: 'destroyEverything' } },
    ]);
  });

  it("answers a verified host's call that is not well formed with invalid-args, and drops one without an id", async () => {
    const { bridge, posted, deliver, flush } = frame();
    bridge.attach(handlers());
    deliver({ sphere: 1, type: 'call', id: 3, method: 'seek' });
    await flush();
    // Before a hello nobody could hear the answer.
    expect(posted).toEqual([]);
    deliver(message.hello());
    deliver({ sphere: 1, type: 'call', id: 4, method: 'seek' });
    deliver({ sphere: 1, type: 'call', id: 5, method: 'seek', args: 12 });
    deliver({ sphere: 1, type: 'call', id: 6, method: '__proto__', args: [] });
    deliver({ sphere: 1, type: 'call', id: 7, method: 'seek', args: ['x'.repeat(20_000)] });
    deliver({ sphere: 1, type: 'call', method: 'seek', args: [] });
    deliver({ sphere: 1, type: 'call', id: -1, method: 'seek' });
    deliver({ sphere: 1, type: 'call', id: 8, method: 'seek' }, 'https://evil.test');
    await flush();
    const replies = posted.filter((p) => p.data.type === 'reply').map((p) => p.data as { id: number; error?: { code: string } });
    expect(replies.map(({ id, error }) => [id, error?.code])).toEqual([
      [4, 'invalid-args'],
      [5, 'invalid-args'],
      [6, 'invalid-args'],
      [7, 'invalid-args'],
    ]);
  });

  it('refuses a flood of calls beyond the rate limit', async () => {
    const { bridge, posted, deliver, flush } = frame();
    const pause = vi.fn();
    bridge.attach(handlers({ pause }));
    deliver(message.hello());
    for (let id = 1; id <= MAX_CALLS_PER_SECOND + 20; id++) deliver(message.call(id, 'pause', []));
    await flush();
    expect(pause).toHaveBeenCalledTimes(MAX_CALLS_PER_SECOND);
    const limited = posted.filter((p) => p.data.type === 'reply' && !p.data.ok);
    expect(limited).toHaveLength(20);
  });

  it('asks the host for a token and matches the answer by id', async () => {
    const { bridge, posted, deliver } = frame();
    expect(await bridge.connected(0)).toBe(false);
    await expect(bridge.request('getToken')).rejects.toMatchObject({ code: 'not-ready' });
    deliver(message.hello());
    expect(await bridge.connected(0)).toBe(true);
    const token = bridge.request('getToken');
    const call = posted.at(-1)?.data as { id: number; method: string };
    expect(call.method).toBe('getToken');
    deliver(message.reply(call.id + 100, { ok: true, value: 'wrong' }));
    deliver(message.reply(call.id, { ok: true, value: 'jwt-from-host' }));
    expect(await token).toBe('jwt-from-host');
  });

  it("with two Players on the host page, takes one's grant over the other's refusal; with one, its refusal at once", async () => {
    vi.useFakeTimers();
    try {
      const { bridge, posted, deliver } = frame();
      deliver(message.hello('with-token'));
      deliver(message.hello('without'));
      const token = bridge.request('getToken');
      const { id } = posted.at(-1)?.data as { id: number };
      // The one without getToken refuses at once; the other fetches a token first.
      deliver(message.reply(id, { ok: false, error: { code: 'unsupported', message: 'getToken' } }));
      await vi.advanceTimersByTimeAsync(UNSUPPORTED_GRACE_MS / 2);
      deliver(message.reply(id, { ok: true, value: 'jwt-from-host' }));
      expect(await token).toBe('jwt-from-host');
      // Both refuse: the refusal stands at the second, without waiting.
      const refused = bridge.request('getToken');
      const second = (posted.at(-1)?.data as { id: number }).id;
      const both = refused.catch((error: BridgeError) => error.code);
      deliver(message.reply(second, { ok: false, error: { code: 'unsupported', message: 'getToken' } }));
      deliver(message.reply(second, { ok: false, error: { code: 'unsupported', message: 'getToken' } }));
      expect(await both).toBe('unsupported');
      // A Player that says nothing (destroyed): the refusal stands after the grace.
      const third = bridge.request('getToken');
      const late = third.catch((error: BridgeError) => error.code);
      deliver(
        message.reply((posted.at(-1)?.data as { id: number }).id, { ok: false, error: { code: 'unsupported', message: 'x' } }),
      );
      await vi.advanceTimersByTimeAsync(UNSUPPORTED_GRACE_MS);
      expect(await late).toBe('unsupported');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with one Player (or an SDK that names none), a refusal stands at once', async () => {
    const { bridge, posted, deliver } = frame();
    deliver(message.hello());
    deliver(message.hello());
    const token = bridge.request('getToken');
    const outcome = token.catch((error: BridgeError) => error.code);
    deliver(
      message.reply((posted.at(-1)?.data as { id: number }).id, { ok: false, error: { code: 'unsupported', message: 'x' } }),
    );
    expect(await outcome).toBe('unsupported');
  });

  it('posts nothing when the widget has no parent', () => {
    const win = { addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window & { parent: unknown };
    (win as { parent: unknown }).parent = win;
    const bridge = createBridge(win, [HOST]);
    bridge.attach(handlers());
    expect(() => bridge.emit('play', { currentTime: 0, duration: 0 })).not.toThrow();
    expect(bridge.hostOrigin()).toBeNull();
  });
});
