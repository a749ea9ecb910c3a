import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackFault } from '@/services/playback-fault';
import { reloadingPlayer } from './fake-reload-player';

describe('reloadOnError after failing media requests', () => {
  let faults: PlaybackFault[];
  beforeEach(() => {
    vi.useFakeTimers();
    faults = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const setUp = () => reloadingPlayer(faults);

  const mediaFault = (kind: 'expired' | 'failing', status: number) => ({
    code: 2,
    message: 'media request failed',
    mediaFault: { kind, status, detail: '' },
  });

  it('reloads from a fresh signature at once after a refused one (403)', async () => {
    const { sources, state, fire } = setUp();
    state.error = mediaFault('expired', 403);
    fire('error');
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.at(-1)?.src).toBe('https://media/hls/master.m3u8?sig=2');
  });

  it('waits a jittered moment, within a second, before reloading after a 404 or the network', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { sources, state, fire, refresh } = setUp();
    state.error = mediaFault('failing', 404);
    fire('error');
    await vi.advanceTimersByTimeAsync(499);
    expect(refresh).not.toHaveBeenCalled();
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources.at(-1)?.src).toBe('https://media/hls/master.m3u8?sig=2');
  });

  it('keeps playing when the fault comes right after play, before any timeupdate', async () => {
    const { sources, state, fire, player } = setUp();
    state.paused = false;
    fire('play');
    state.error = mediaFault('expired', 403);
    fire('error');
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(2);
    fire('loadstart');
    state.paused = true;
    fire('loadedmetadata');
    expect(player.paused()).toBe(false);
    expect(state.plays).toBe(1);
  });
});
