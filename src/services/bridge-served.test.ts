import { message, type Message } from '@sphere/host-sdk/messages';
import { describe, expect, it, vi } from 'vitest';
import { createBridge, type CommandHandlers } from './bridge';

const HOST = 'http://localhost:4174';

/** A widget window inside a parent, with the messages the widget posts to the parent recorded. */
function frame() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: { data: Message; origin: string }[] = [];
  const parent = { postMessage: (data: Message, origin: string) => posted.push({ data, origin }) };
  const win = {
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  } as unknown as Window;
  const deliver = (data: unknown): void => {
    for (const listener of listeners) listener({ data, origin: HOST, source: parent as unknown } as MessageEvent);
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { bridge: createBridge(win, [HOST]), posted, deliver, flush };
}

const handlers = (overrides: Partial<CommandHandlers> = {}): CommandHandlers =>
  ({ play: vi.fn(), pause: vi.fn(), ...overrides }) as unknown as CommandHandlers;

describe('commands the frame serves (loadVideo)', () => {
  it('answers a command the frame serves while no player is up: after a failure, and while an item loads', async () => {
    const { bridge, posted, deliver, flush } = frame();
    const loadVideo = vi.fn(async () => undefined);
    bridge.serve({ loadVideo });
    deliver(message.hello());
    bridge.fail({ code: 'not-found', message: 'Vídeo não encontrado.' });
    deliver(message.call(1, 'loadVideo', ['next-token']));
    bridge.fail(null);
    deliver(message.call(2, 'loadVideo', ['other-token']));
    await flush();
    expect(loadVideo.mock.calls).toEqual([['next-token'], ['other-token']]);
    const replies = posted.map((p) => p.data).filter((d) => d.type === 'reply');
    expect(replies).toMatchObject([
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);
    // The player's own handlers do not replace it.
    const players = vi.fn();
    bridge.attach(handlers({ loadVideo: players }));
    deliver(message.call(3, 'loadVideo', ['third-token']));
    await flush();
    expect(players).not.toHaveBeenCalled();
    expect(loadVideo).toHaveBeenCalledTimes(3);
  });
});
