import { describe, expect, it, vi } from 'vitest';
import type { LearnerPreferences } from '@/services/learner-preferences';
import type { Preferences } from '@/services/preferences';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { queuedWorkDone, standInPlayer } from './preferences-test-player';
import { rememberPreferences } from './remember-preferences';

/**
 * A stand-in player with the item's captions tracks in `languages` (`showing` the one the item's default shows),
 * whose track list says 'change' a task after a mode changes, as Video.js's does.
 */
function captionsPlayer(languages: string[], showing?: string) {
  const list = new EventTarget();
  const tracks = languages.map((language) => {
    let mode: TextTrackMode = language === showing ? 'showing' : 'disabled';
    return {
      kind: 'captions',
      language,
      get mode() {
        return mode;
      },
      set mode(next: TextTrackMode) {
        if (next === mode) return;
        mode = next;
        setTimeout(() => list.dispatchEvent(new Event('change')));
      },
    };
  });
  Object.assign(list, tracks, { length: tracks.length });
  const { player } = standInPlayer({ one: () => undefined, textTracks: () => list });
  const shown = (): string[] => tracks.filter((track) => track.mode === 'showing').map((track) => track.language);
  return { player, tracks, shown };
}

const learner = (languages: string[]): Promise<LearnerPreferences> => Promise.resolve({ audio: null, languages });

/** Starts remembering on `player`, with `stored` preferences and the learner's `languages`; returns what it saved. */
async function remembering(player: VideoJsPlayer, stored: Preferences, languages: Promise<LearnerPreferences>) {
  const save = vi.fn();
  rememberPreferences(player, Promise.resolve(stored), save, languages);
  await queuedWorkDone();
  await queuedWorkDone();
  return save;
}

describe('captions in the learner’s languages (cmi5 languagePreference)', () => {
  it('captions the viewer’s remembered preference turns on, in a language the item lacks, show in the first of the learner’s languages the item has', async () => {
    const { player, shown } = captionsPlayer(['pt', 'en', 'es']);
    const save = await remembering(player, { captions: 'de' }, learner(['fr-FR', 'en-US', 'es']));
    expect(shown()).toEqual(['en']);
    expect(save, 'the learner’s language is not remembered as the viewer’s').not.toHaveBeenCalled();
  });

  it('captions the viewer remembered on, in a language the item lacks, come on in its first track without the learner’s languages', async () => {
    const plain = captionsPlayer(['pt', 'en']);
    rememberPreferences(plain.player, Promise.resolve({ captions: 'fr' }), vi.fn());
    await queuedWorkDone();
    await queuedWorkDone();
    expect(plain.shown(), 'no cmi5 launch').toEqual(['pt']);
    const none = captionsPlayer(['pt', 'en']);
    const save = await remembering(none.player, { captions: 'fr' }, learner(['de']));
    expect(none.shown(), 'none of the learner’s languages').toEqual(['pt']);
    expect(save, 'the item’s track is not remembered as the viewer’s language').not.toHaveBeenCalled();
  });

  it('the track the item’s default shows is the learner’s language, matched by its primary language', async () => {
    const { player, shown } = captionsPlayer(['pt', 'es-MX'], 'pt');
    await remembering(player, {}, learner(['es-ES']));
    expect(shown()).toEqual(['es-MX']);
  });

  it('the viewer’s remembered language wins where the item has it', async () => {
    const { player, shown } = captionsPlayer(['pt', 'en']);
    await remembering(player, { captions: 'pt' }, learner(['en']));
    expect(shown()).toEqual(['pt']);
  });

  it('the viewer’s remembered language wins where the item has it by its primary language only', async () => {
    const { player, shown } = captionsPlayer(['pt-BR', 'en']);
    await remembering(player, { captions: 'pt' }, learner(['en']));
    expect(shown()).toEqual(['pt-BR']);
  });

  it('never turns captions on: none remembered, or remembered off, stay off', async () => {
    const first = captionsPlayer(['pt', 'en']);
    await remembering(first.player, {}, learner(['en']));
    expect(first.shown()).toEqual([]);
    const second = captionsPlayer(['pt', 'en'], 'pt');
    await remembering(second.player, { captions: null }, learner(['en']));
    expect(second.shown()).toEqual([]);
  });

  it('leaves the captions as they are when the item has none of the learner’s languages', async () => {
    const { player, shown } = captionsPlayer(['pt', 'en'], 'pt');
    await remembering(player, {}, learner(['fr', 'de']));
    expect(shown()).toEqual(['pt']);
  });

  it('coming late, still choose the track, unless the viewer changed the captions first', async () => {
    let resolve: (preferences: LearnerPreferences) => void = () => undefined;
    const late = captionsPlayer(['pt', 'en']);
    await remembering(late.player, { captions: 'de' }, new Promise((done) => (resolve = done)));
    expect(late.shown(), 'on in the item’s first until the learner’s languages come').toEqual(['pt']);
    resolve({ audio: null, languages: ['en'] });
    await queuedWorkDone();
    expect(late.shown()).toEqual(['en']);

    const viewer = captionsPlayer(['pt', 'en'], 'pt');
    const save = await remembering(viewer.player, {}, new Promise((done) => (resolve = done)));
    // The viewer turns captions off, then on in Portuguese (the menu).
    viewer.tracks[0]!.mode = 'disabled';
    await queuedWorkDone();
    viewer.tracks[0]!.mode = 'showing';
    await queuedWorkDone();
    expect(save).toHaveBeenLastCalledWith({ captions: 'pt' });
    resolve({ audio: null, languages: ['en'] });
    await queuedWorkDone();
    expect(viewer.shown()).toEqual(['pt']);
  });
});
