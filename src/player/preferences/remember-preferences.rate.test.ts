import { describe, expect, it, vi } from 'vitest';
import type { Preferences } from '@/services/preferences';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { rememberPreferences } from './remember-preferences';

/**
 * A stand-in player as far as the rate's preference uses it: its rate and default rate, a ratechange a task after a
 * change (as media fire it), the media's load (which resets the rate to the default) and its metadata when
 * `metadataIn()` says.
 */
function ratePlayer() {
  const handlers = new Map<string, (() => void)[]>();
  const state = { rate: 1, defaultRate: 1 };
  const fire = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  let metadataIn: () => void = () => undefined;
  let metadata = false;
  const setRate = (rate: number): void => {
    if (rate !== state.rate) queueMicrotask(() => fire('ratechange'));
    state.rate = rate;
  };
  const player = {
    on: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    one: (_event: string, handler: () => void) => (metadataIn = handler),
    ready: (run: () => void) => run(),
    readyState: () => (metadata ? 1 : 0),
    isDisposed: () => false,
    paused: () => true,
    volume: () => 1,
    muted: () => false,
    playbackRate: (rate?: number) => (rate === undefined ? state.rate : setRate(rate)),
    defaultPlaybackRate: (rate?: number) => (rate === undefined ? state.defaultRate : void (state.defaultRate = rate)),
    textTracks: () => Object.assign(new EventTarget(), { length: 0 }),
    audioTracks: () => Object.assign(new EventTarget(), { length: 0 }),
  };
  const load = (): void => {
    setRate(state.defaultRate);
    metadata = true;
    metadataIn();
  };
  return { player: player as unknown as VideoJsPlayer, state, load };
}

/** Lets the promises and tasks queued so far run (the stored preferences' applying). */
const queuedWorkDone = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/** Saves that named the rate. */
const rateSaves = (save: ReturnType<typeof vi.fn>): unknown[] =>
  save.mock.calls.map(([change]) => change as Preferences).filter((change) => 'playbackRate' in change);

describe('the rate, remembered', () => {
  it('comes from the stored preferences at the metadata, which is not taken for the viewer’s choice', async () => {
    const { player, state, load } = ratePlayer();
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({ playbackRate: 1.25 }), save);
    load();
    await queuedWorkDone();
    expect(state).toEqual({ rate: 1.25, defaultRate: 1.25 });
    expect(rateSaves(save).every((change) => (change as Preferences).playbackRate === 1.25)).toBe(true);
  });

  it('set before the metadata (a host’s call as the widget starts) outlasts the media’s load, stands over the stored one and is remembered', async () => {
    const { player, state, load } = ratePlayer();
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({ playbackRate: 1.25 }), save);
    player.playbackRate(1.75);
    await queuedWorkDone();
    load();
    await queuedWorkDone();
    expect(state).toEqual({ rate: 1.75, defaultRate: 1.75 });
    expect(rateSaves(save)).toContainEqual({ playbackRate: 1.75 });
    expect(rateSaves(save)).not.toContainEqual({ playbackRate: 1.25 });
  });

  it('the load’s own reset to the default before the metadata is not taken for a choice', async () => {
    const { player, state, load } = ratePlayer();
    const save = vi.fn();
    state.rate = 1.5; // as a media element whose rate the load resets
    rememberPreferences(player, Promise.resolve({}), save);
    load();
    await queuedWorkDone();
    expect(state.rate).toBe(1);
    expect(rateSaves(save)).toEqual([]);
  });
});
