import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Preferences } from '@/services/preferences';
import { useAppStore } from '@/store/app-store';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { queuedWorkDone, standInPlayer } from './preferences-test-player';
import { rememberPreferences } from './remember-preferences';

/** A stand-in player as far as audio mode's preference uses it: its metadata, in at once or when `metadataIn()` says. */
function audioPlayer({ metadata = true } = {}) {
  return standInPlayer({ readyState: () => (metadata ? 1 : 0) });
}

/** Saves that named audio mode. */
const audioModeSaves = (save: ReturnType<typeof vi.fn>): unknown[] =>
  save.mock.calls.map(([change]) => change as Preferences).filter((change) => 'audioMode' in change);

describe('audio mode, remembered', () => {
  const detach: (() => void)[] = [];
  beforeEach(() => useAppStore.setState({ config: sampleConfig(), item: sampleItem(), audioMode: false }));
  afterEach(() => {
    for (const stop of detach.splice(0)) stop();
    useAppStore.setState({ config: null, item: null, audioMode: false });
  });
  const remembering = (player: VideoJsPlayer, stored: Preferences) => {
    const save = vi.fn();
    detach.push(rememberPreferences(player, Promise.resolve(stored), save));
    return save;
  };

  it('comes on from the stored preferences, which is not taken for the viewer’s choice', async () => {
    const save = remembering(audioPlayer().player, { audioMode: true });
    await queuedWorkDone();
    expect(useAppStore.getState().audioMode).toBe(true);
    expect(audioModeSaves(save)).toEqual([]);
  });

  it('set before the metadata (the host’s setAudioMode as the widget starts) is remembered, as it is after', async () => {
    const { player, metadataIn } = audioPlayer({ metadata: false });
    const save = remembering(player, {});
    await queuedWorkDone();
    useAppStore.getState().setAudioMode(true);
    expect(audioModeSaves(save)).toEqual([{ audioMode: true }]);
    metadataIn();
    await queuedWorkDone();
    useAppStore.getState().setAudioMode(false);
    expect(audioModeSaves(save)).toEqual([{ audioMode: true }, { audioMode: false }]);
  });

  it('turned off before the metadata stands over the stored one, which comes later', async () => {
    const { player, metadataIn } = audioPlayer({ metadata: false });
    const save = remembering(player, { audioMode: true });
    await queuedWorkDone();
    useAppStore.getState().setAudioMode(true);
    useAppStore.getState().setAudioMode(false);
    metadataIn();
    await queuedWorkDone();
    expect(useAppStore.getState().audioMode).toBe(false);
    expect(audioModeSaves(save).at(-1)).toEqual({ audioMode: false });
  });

  it('started in (the remembered audio mode’s own start) and turned off by the host before the metadata stays off', async () => {
    // mount-player.ts sets it before the preferences are followed: the widget's own, not a change.
    useAppStore.getState().setAudioMode(true);
    const { player, metadataIn } = audioPlayer({ metadata: false });
    const save = remembering(player, { audioMode: true });
    await queuedWorkDone();
    expect(audioModeSaves(save)).toEqual([]);
    useAppStore.getState().setAudioMode(false);
    metadataIn();
    await queuedWorkDone();
    expect(useAppStore.getState().audioMode).toBe(false);
    expect(audioModeSaves(save)).toEqual([{ audioMode: false }]);
  });
});
