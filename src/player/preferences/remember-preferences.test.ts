import { describe, expect, it, vi } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { preferredAudioTrack, rememberPreferences } from './remember-preferences';

const track = (language: string, kind: string, label = `${language} ${kind}`) => ({ label, language, kind, enabled: false });

describe('preferredAudioTrack', () => {
  const tracks = [track('pt', 'main'), track('en', 'alternative'), track('pt', 'main-desc')];

  it('finds the rendition of the language and kind chosen (an audio description is its own)', () => {
    expect(preferredAudioTrack(tracks, { language: 'pt', kind: 'main-desc' })).toBe(tracks[2]);
    expect(preferredAudioTrack(tracks, { language: 'en', kind: 'alternative' })).toBe(tracks[1]);
  });

  it('falls back to the language when no rendition is of that kind, and to none without the language', () => {
    expect(preferredAudioTrack(tracks, { language: 'en', kind: 'main' })).toBe(tracks[1]);
    expect(preferredAudioTrack([track('pt', 'main'), track('en', 'alternative')], { language: 'pt', kind: 'main-desc' })).toEqual(
      track('pt', 'main'),
    );
    expect(preferredAudioTrack(tracks, { language: 'es', kind: 'main' })).toBeUndefined();
  });
});

/** A stand-in player as far as the preferences use it: its sound, and its volumechange after a change (as media fire it). */
function soundPlayer(muted = false) {
  const handlers = new Map<string, (() => void)[]>();
  const state = { muted };
  const fire = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const player = {
    on: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    one: vi.fn(),
    readyState: () => 1,
    isDisposed: () => false,
    volume: (value?: number) => (value === undefined ? 1 : undefined),
    muted: (value?: boolean) => {
      if (value === undefined) return state.muted;
      if (value !== state.muted) queueMicrotask(() => fire('volumechange'));
      state.muted = value;
      return undefined;
    },
    textTracks: () => Object.assign(new EventTarget(), { length: 0 }),
    audioTracks: () => Object.assign(new EventTarget(), { length: 0 }),
  };
  return { player: player as unknown as VideoJsPlayer, state, fire };
}

/** Lets the promises and tasks queued so far run (the stored preferences' applying). */
const queuedWorkDone = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

describe('the learner’s cmi5 audioPreference', () => {
  it('starts the lesson muted over the stored sound, and is not remembered as the viewer’s choice', async () => {
    const { player, state } = soundPlayer();
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({ muted: false }), save, Promise.resolve('off'));
    await vi.waitFor(() => expect(state.muted).toBe(true));
    // Its volumechange has fired by now (a microtask after the mute).
    expect(save).not.toHaveBeenCalled();
  });

  it('starts it with sound when the learner asked for it, over a stored mute', async () => {
    const { player, state } = soundPlayer(true);
    rememberPreferences(player, Promise.resolve({ muted: true }), vi.fn(), Promise.resolve('on'));
    await vi.waitFor(() => expect(state.muted).toBe(false));
  });

  it('yields to the viewer who set the sound before it came', async () => {
    const { player, state, fire } = soundPlayer();
    let arrive: (audio: 'off') => void = () => undefined;
    const save = vi.fn();
    rememberPreferences(player, Promise.resolve({}), save, new Promise((resolve) => (arrive = resolve)));
    await queuedWorkDone();
    // The viewer turns the volume down (the sound stays on).
    fire('volumechange');
    expect(save).toHaveBeenCalledWith({ volume: 1, muted: false });
    arrive('off');
    await queuedWorkDone();
    expect(state.muted).toBe(false);
  });
});
