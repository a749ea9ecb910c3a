import { describe, expect, it, vi } from 'vitest';
import type { Preferences } from '@/services/preferences';
import { chooseRate } from './choose-rate';
import { queuedWorkDone, standInPlayer } from './preferences-test-player';
import { rememberPreferences } from './remember-preferences';

/**
 * A stand-in player as far as the rate's preference uses it: its rate and default rate, a ratechange a task after a
 * change (as media fire it), and the media's load (which resets the rate to the default), then its metadata.
 */
function ratePlayer() {
  const state = { rate: 1, defaultRate: 1 };
  let metadata = false;
  const changed = (): void => void setTimeout(() => stand.fire('ratechange'));
  const stand = standInPlayer({
    readyState: () => (metadata ? 1 : 0),
    playbackRate: (rate?: number) => {
      if (rate === undefined) return state.rate;
      if (rate !== state.rate) changed();
      state.rate = rate;
      return undefined;
    },
    defaultPlaybackRate: (rate?: number) => {
      if (rate === undefined) return state.defaultRate;
      if (rate !== state.defaultRate) changed();
      state.defaultRate = rate;
      return undefined;
    },
  });
  /** The metadata, without a reset of the rate. */
  const metadataIn = (): void => {
    metadata = true;
    stand.metadataIn();
  };
  /** The media's load: its reset of the rate, and a task later (as it comes well before it) the metadata. */
  const load = async (): Promise<void> => {
    stand.player.playbackRate(state.defaultRate);
    await queuedWorkDone();
    metadataIn();
  };
  return { player: stand.player, state, load, metadataIn };
}

/** Saves that named the rate. */
const rateSaves = (save: ReturnType<typeof vi.fn>): unknown[] =>
  save.mock.calls.map(([change]) => change as Preferences).filter((change) => 'playbackRate' in change);

/** A player remembering, with `stored`, and what it saves. */
function remembering(stored: Preferences) {
  const stand = ratePlayer();
  const save = vi.fn();
  rememberPreferences(stand.player, Promise.resolve(stored), save);
  return { ...stand, save };
}

describe('the rate, remembered', () => {
  it('comes from the stored preferences at the metadata, which is not taken for the viewer’s choice', async () => {
    const { state, load, save } = remembering({ playbackRate: 1.25 });
    await load();
    await queuedWorkDone();
    expect(state).toEqual({ rate: 1.25, defaultRate: 1.25 });
    expect(rateSaves(save).every((change) => (change as Preferences).playbackRate === 1.25)).toBe(true);
  });

  it('chosen before the metadata (a host’s call as the widget starts) outlasts the media’s load, stands over the stored one and is remembered', async () => {
    const { player, state, load, save } = remembering({ playbackRate: 1.25 });
    chooseRate(player, 1.75);
    await load();
    await queuedWorkDone();
    expect(state).toEqual({ rate: 1.75, defaultRate: 1.75 });
    expect(rateSaves(save)).toContainEqual({ playbackRate: 1.75 });
    expect(rateSaves(save)).not.toContainEqual({ playbackRate: 1.25 });
  });

  it('chosen before the metadata as the rate already playing (1, no ratechange) still stands over the stored one', async () => {
    const { player, state, load, save } = remembering({ playbackRate: 1.5 });
    chooseRate(player, 1);
    await load();
    await queuedWorkDone();
    expect(state.rate).toBe(1);
    expect(rateSaves(save)).toContainEqual({ playbackRate: 1 });
    expect(rateSaves(save)).not.toContainEqual({ playbackRate: 1.5 });
  });

  it('chosen twice before the metadata: the last choice stands (1.75, then 1)', async () => {
    const { player, state, load, save } = remembering({});
    chooseRate(player, 1.75);
    await queuedWorkDone();
    chooseRate(player, 1);
    await load();
    await queuedWorkDone();
    expect(state.rate).toBe(1);
    expect(rateSaves(save).at(-1)).toEqual({ playbackRate: 1 });
  });

  it('set on the media alone before the metadata (the viewer’s menu) is kept over the stored one, and remembered', async () => {
    const { player, state, metadataIn, save } = remembering({ playbackRate: 1.25 });
    player.playbackRate(1.5);
    await queuedWorkDone();
    metadataIn();
    await queuedWorkDone();
    expect(state.rate).toBe(1.5);
    expect(rateSaves(save)).toContainEqual({ playbackRate: 1.5 });
    expect(rateSaves(save)).not.toContainEqual({ playbackRate: 1.25 });
  });

  it('the load’s own reset to the default before the metadata is not taken for a choice', async () => {
    const { state, load, save } = remembering({});
    state.rate = 1.5; // as a media element whose rate the load resets
    await load();
    await queuedWorkDone();
    expect(state.rate).toBe(1);
    expect(rateSaves(save)).toEqual([]);
  });
});
