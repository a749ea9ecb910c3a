import { describe, expect, it, vi } from 'vitest';
import type { LearnerPreferences } from '@/services/learner-preferences';
import { queuedWorkDone, standInPlayer } from './preferences-test-player';
import { rememberPreferences } from './remember-preferences';

/**
 * A stand-in player as far as the preferences use it: its sound, and its volumechange after a change (as media
 * fire it, a task later; `quiet` drops the next one, as a tech that fires none), whether it plays, and its
 * metadata, in at once or when `metadataIn()` says.
 */
function soundPlayer(muted = false, { metadata = true } = {}) {
  const state = { muted, volume: 1, paused: true, quiet: false };
  const changed = (): void => {
    if (state.quiet) state.quiet = false;
    else queueMicrotask(() => stand.fire('volumechange'));
  };
  const stand = standInPlayer({
    readyState: () => (metadata ? 1 : 0),
    paused: () => state.paused,
    volume: (value?: number) => {
      if (value === undefined) return state.volume;
      if (value !== state.volume) changed();
      state.volume = value;
      return undefined;
    },
    muted: (value?: boolean) => {
      if (value === undefined) return state.muted;
      if (value !== state.muted) changed();
      state.muted = value;
      return undefined;
    },
  });
  return { ...stand, state };
}

/** A promise and its resolve. */
function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  return { promise: new Promise<T>((done) => (resolve = done)), resolve };
}

describe('the viewer’s sound', () => {
  it('is remembered, and applying the stored one is not taken for the viewer’s', async () => {
    const { player, state } = soundPlayer();
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({ volume: 0.4, muted: true }), save);
    await queuedWorkDone();
    expect(state).toMatchObject({ volume: 0.4, muted: true });
    expect(save).not.toHaveBeenCalled();
    player.muted(false);
    await queuedWorkDone();
    expect(save).toHaveBeenCalledWith({ volume: 0.4, muted: false });
  });

  it('set before the stored preferences are read stands over them', async () => {
    const { player, state } = soundPlayer();
    const stored = later<{ muted: boolean }>();
    const save = vi.fn();
    rememberPreferences(player, stored.promise, save);
    player.muted(true);
    await queuedWorkDone();
    expect(save).toHaveBeenCalledWith({ volume: 1, muted: true });
    stored.resolve({ muted: false });
    await queuedWorkDone();
    expect(state.muted).toBe(true);
  });
});

/** The learner's cmi5 preferences with `audio`, as the launch gives them once it is known. */
const said = async (audio: 'on' | 'off' | Promise<'on' | 'off'>): Promise<LearnerPreferences> => ({
  audio: await audio,
  languages: [],
});

describe('the learner’s cmi5 audioPreference', () => {
  it('starts the lesson muted over the stored sound, and is not remembered as the viewer’s choice', async () => {
    const { player, state } = soundPlayer();
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({ muted: false }), save, said('off'));
    await vi.waitFor(() => expect(state.muted).toBe(true));
    await queuedWorkDone();
    expect(save).not.toHaveBeenCalled();
  });

  it('starts it with sound when the learner asked for it, over a stored mute', async () => {
    const { player, state } = soundPlayer(true);
    rememberPreferences(player, Promise.resolve({ muted: true }), vi.fn(), said('on'));
    await vi.waitFor(() => expect(state.muted).toBe(false));
  });

  it('yields to the viewer who set the sound before it came', async () => {
    const { player, state } = soundPlayer();
    const audio = later<'off'>();
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({}), save, said(audio.promise));
    await queuedWorkDone();
    // The viewer turns the volume down (the sound stays on).
    player.volume(0.5);
    await queuedWorkDone();
    expect(save).toHaveBeenCalledWith({ volume: 0.5, muted: false });
    audio.resolve('off');
    await queuedWorkDone();
    expect(state.muted).toBe(false);
  });

  it('yields to the viewer who muted before the metadata came', async () => {
    const { player, state, metadataIn } = soundPlayer(false, { metadata: false });
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({ muted: false }), save, said('on'));
    await queuedWorkDone();
    player.muted(true);
    await queuedWorkDone();
    expect(save).toHaveBeenCalledWith({ volume: 1, muted: true });
    metadataIn();
    await queuedWorkDone();
    expect(state.muted).toBe(true);
  });

  it('does not turn the sound on once playback has started (it came late, with the launch)', async () => {
    const { player, state, fire } = soundPlayer(true);
    const audio = later<'on'>();
    rememberPreferences(player, Promise.resolve({ muted: true }), vi.fn(), said(audio.promise));
    await queuedWorkDone();
    state.paused = false;
    fire('play');
    audio.resolve('on');
    await queuedWorkDone();
    expect(state.muted).toBe(true);
  });

  it('mutes an autoplay that started before it came, and before the metadata', async () => {
    const { player, state, fire } = soundPlayer(false, { metadata: false });
    const audio = later<'off'>();
    rememberPreferences(player, Promise.resolve({ muted: false }), vi.fn(), said(audio.promise));
    await queuedWorkDone();
    state.paused = false;
    fire('play');
    audio.resolve('off');
    await vi.waitFor(() => expect(state.muted).toBe(true));
  });

  it('never turns on the sound the autoplay fallback turned off', async () => {
    const { player, state, fire } = soundPlayer();
    const audio = later<'on'>();
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({}), save, said(audio.promise));
    await queuedWorkDone();
    fire('autoplaymuting');
    player.muted(true);
    await queuedWorkDone();
    audio.resolve('on');
    await queuedWorkDone();
    expect(state.muted).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('never takes the viewer’s next change for its own when its change fired no volumechange', async () => {
    const { player, state } = soundPlayer();
    const save = vi.fn();
    state.quiet = true;
    rememberPreferences(player, Promise.resolve({}), save, said('off'));
    await vi.waitFor(() => expect(state.muted).toBe(true));
    await queuedWorkDone();
    // The viewer turns the sound on: it is theirs, and remembered.
    player.muted(false);
    await queuedWorkDone();
    expect(save).toHaveBeenCalledWith({ volume: 1, muted: false });
  });
});
