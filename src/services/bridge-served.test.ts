import { message } from '@sphere/host-sdk/messages';
import { describe, expect, it, vi } from 'vitest';
import { widgetFrame as frame } from '@/testing/bridge-frame';
import type { CommandHandlers } from './bridge';

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
