import { describe, expect, it } from 'vitest';
import type { LearnerPreferences } from '@/services/learner-preferences';
import type { Preferences } from '@/services/preferences';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { chooseAudioTrack, type AudioTrackLike } from './audio-tracks';
import { followLearnerRendition, learnerRendition } from './learner-rendition';

const rendition = (label: string, language: string, kind = 'alternative', enabled = false): AudioTrackLike => ({
  label,
  language,
  kind,
  enabled,
});

/** The lesson's master: Portuguese (its default), English, a Portuguese audio description. */
const master = (): AudioTrackLike[] => [
  rendition('Português', 'pt', 'main', true),
  rendition('English', 'en'),
  rendition('Português (audiodescrição)', 'pt', 'main-desc'),
];

/** A stand-in player whose audio track list VHS fills when `list(tracks)` says, as it does: one addtrack per rendition. */
function renditionsPlayer() {
  const tracks: AudioTrackLike[] = [];
  const list = Object.assign(new EventTarget(), { length: 0 });
  const player = {
    audioTracks: () => Object.assign(list, tracks, { length: tracks.length }),
    isDisposed: () => false,
    trigger: () => undefined,
  } as unknown as VideoJsPlayer;
  const listed = (renditions: AudioTrackLike[]): void => {
    for (const track of renditions) {
      tracks.push(track);
      list.dispatchEvent(new Event('addtrack'));
    }
  };
  const enabled = (): string | undefined => tracks.find((track) => track.enabled)?.label;
  return { player, listed, enabled };
}

/** Lets the promises and microtasks queued so far run. */
const queuedWorkDone = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

const learner = (languages: string[]): Promise<LearnerPreferences> => Promise.resolve({ audio: null, languages });

function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  return { promise: new Promise<T>((done) => (resolve = done)), resolve };
}

describe('the rendition for the learner’s languages', () => {
  it('is the first in the learner’s order, by tag or primary language', () => {
    expect(learnerRendition(master(), ['fr', 'en-US', 'pt'])?.label).toBe('English');
    expect(learnerRendition(master(), ['pt-BR', 'en'])?.label).toBe('Português');
  });

  it('describes the picture only where no other rendition is in any of the learner’s languages', () => {
    const described = [
      rendition('Português', 'pt', 'main', true),
      rendition('English (AD)', 'en', 'main-desc'),
      rendition('Español', 'es'),
    ];
    expect(learnerRendition(described, ['en', 'es'])?.label).toBe('Español');
    expect(learnerRendition(described, ['en', 'fr'])?.label).toBe('English (AD)');
  });

  it('takes an audio description its name alone says (no CHARACTERISTICS) for one, as Download does', () => {
    const named = [
      rendition('Português (audiodescrição)', 'pt'),
      rendition('Português', 'pt', 'main', true),
      rendition('English', 'en'),
    ];
    expect(learnerRendition(named, ['pt-BR'])?.label).toBe('Português');
  });

  it('is none when no rendition is in any of them', () => {
    expect(learnerRendition(master(), ['fr', 'de'])).toBeUndefined();
    expect(learnerRendition(master(), [])).toBeUndefined();
  });
});

describe('the learner’s rendition on the player', () => {
  it('known before the master, is enabled as VHS lists the renditions, in place of the default', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    followLearnerRendition(player, learner(['en-GB', 'pt']), Promise.resolve({}));
    await queuedWorkDone();
    listed(master());
    expect(enabled(), 'the default until the last rendition is listed').toBe('Português');
    await Promise.resolve();
    expect(enabled()).toBe('English');
  });

  it('coming after the master, is enabled when it comes', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    const late = later<LearnerPreferences>();
    followLearnerRendition(player, late.promise, Promise.resolve({}));
    listed(master());
    await queuedWorkDone();
    expect(enabled()).toBe('Português');
    late.resolve({ audio: null, languages: ['en'] });
    await queuedWorkDone();
    expect(enabled()).toBe('English');
  });

  it('yields to the viewer who chose a rendition in this visit', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    const late = later<LearnerPreferences>();
    followLearnerRendition(player, late.promise, Promise.resolve({}));
    listed(master());
    chooseAudioTrack(player, 'Português (audiodescrição)');
    late.resolve({ audio: null, languages: ['en'] });
    await queuedWorkDone();
    expect(enabled()).toBe('Português (audiodescrição)');
  });

  it('yields to a rendition the viewer remembered that the master has, not to one it lacks', async () => {
    const remembered: Preferences = { audioTrack: { language: 'pt', kind: 'main-desc' } };
    const first = renditionsPlayer();
    followLearnerRendition(first.player, learner(['en']), Promise.resolve(remembered));
    first.listed(master());
    await queuedWorkDone();
    expect(first.enabled()).toBe('Português');

    const second = renditionsPlayer();
    followLearnerRendition(second.player, learner(['en']), Promise.resolve({ audioTrack: { language: 'de', kind: 'main' } }));
    second.listed(master());
    await queuedWorkDone();
    expect(second.enabled()).toBe('English');
  });

  it('yields to a remembered rendition the master has by its primary language only', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    followLearnerRendition(player, learner(['en']), Promise.resolve({ audioTrack: { language: 'pt', kind: 'main' } }));
    listed([rendition('Português', 'pt-BR', 'main', true), rendition('English', 'en')]);
    await queuedWorkDone();
    expect(enabled()).toBe('Português');
  });

  it('changes nothing with one rendition, or without the learner’s languages', async () => {
    const single = renditionsPlayer();
    followLearnerRendition(single.player, learner(['en']), Promise.resolve({}));
    single.listed([rendition('Português', 'pt', 'main', true)]);
    await queuedWorkDone();
    expect(single.enabled()).toBe('Português');

    const none = renditionsPlayer();
    followLearnerRendition(none.player, learner([]), Promise.resolve({}));
    none.listed(master());
    await queuedWorkDone();
    expect(none.enabled()).toBe('Português');
  });
});
