import { describe, expect, it } from 'vitest';
import type { LearnerPreferences } from '@/services/learner-preferences';
import type { Preferences } from '@/services/preferences';
import type { VideoJsPlayer } from '@/player/video-js-player';
import {
  chooseAudioTrack,
  keepRenditions,
  KEPT_RENDITION_CHOICE,
  KEPT_RENDITIONS_CHANGE,
  type AudioTrackLike,
} from './audio-tracks';
import { followStartRendition, startRendition } from './start-rendition';
import { master, rendition } from './test-renditions';

/** A stand-in player whose audio track list VHS fills when `list(tracks)` says, as it does: one addtrack per rendition. */
function renditionsPlayer() {
  const tracks: AudioTrackLike[] = [];
  const list = Object.assign(new EventTarget(), { length: 0 });
  const heard: string[] = [];
  const events = new EventTarget();
  const player = {
    audioTracks: () => Object.assign(list, tracks, { length: tracks.length }),
    isDisposed: () => false,
    on: (name: string, listener: () => void) => events.addEventListener(name, listener),
    off: (name: string, listener: () => void) => events.removeEventListener(name, listener),
    trigger: (name: string) => {
      heard.push(name);
      events.dispatchEvent(new Event(name));
    },
  } as unknown as VideoJsPlayer;
  const listed = (renditions: AudioTrackLike[]): void => {
    for (const track of renditions) {
      tracks.push(track);
      list.dispatchEvent(new Event('addtrack'));
    }
  };
  const enabled = (): string | undefined => tracks.find((track) => track.enabled)?.label;
  return { player, listed, enabled, heard };
}

/** Lets the promises and microtasks queued so far run. */
const queuedWorkDone = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

const learner = (languages: string[]): Promise<LearnerPreferences> => Promise.resolve({ audio: null, languages });
const none = learner([]);
const remembered = (language: string, kind: string): Promise<Preferences> => Promise.resolve({ audioTrack: { language, kind } });

function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  return { promise: new Promise<T>((done) => (resolve = done)), resolve };
}

describe('the start rendition', () => {
  it('is the remembered one the master has, else the first in the learner’s languages, else none (the default)', () => {
    expect(startRendition(master(), { language: 'pt', kind: 'main-desc' }, ['en'])?.label).toBe('Português (audiodescrição)');
    expect(startRendition(master(), { language: 'de', kind: 'main' }, ['en'])?.label).toBe('English');
    expect(startRendition(master(), undefined, ['en'])?.label).toBe('English');
    expect(startRendition(master(), { language: 'de', kind: 'main' }, [])).toBeUndefined();
  });
});

describe('the start rendition on the player', () => {
  it('remembered, is enabled as VHS lists the renditions, before it asks for any of the default’s segments', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    followStartRendition(player, remembered('pt', 'main-desc'), none);
    await queuedWorkDone();
    listed(master());
    expect(enabled(), 'the default until the last rendition is listed').toBe('Português');
    await Promise.resolve();
    expect(enabled()).toBe('Português (audiodescrição)');
  });

  it('remembered, is enabled when the stored preferences are read after the renditions are listed', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    const stored = later<Preferences>();
    followStartRendition(player, stored.promise, none);
    listed(master());
    await queuedWorkDone();
    expect(enabled()).toBe('Português');
    stored.resolve({ audioTrack: { language: 'en', kind: 'alternative' } });
    await queuedWorkDone();
    expect(enabled()).toBe('English');
  });

  it('remembered, wins over the learner’s languages, whenever they come; one the master lacks does not', async () => {
    const first = renditionsPlayer();
    const late = later<LearnerPreferences>();
    followStartRendition(first.player, remembered('pt', 'main-desc'), late.promise);
    first.listed(master());
    await queuedWorkDone();
    late.resolve({ audio: null, languages: ['en'] });
    await queuedWorkDone();
    expect(first.enabled()).toBe('Português (audiodescrição)');

    const second = renditionsPlayer();
    followStartRendition(second.player, remembered('de', 'main'), learner(['en']));
    second.listed(master());
    await queuedWorkDone();
    expect(second.enabled()).toBe('English');
  });

  it('remembered by its primary language only, still wins over the learner’s', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    followStartRendition(player, remembered('pt', 'main'), learner(['en']));
    listed([rendition('Português', 'pt-BR', 'main', true), rendition('English', 'en')]);
    await queuedWorkDone();
    expect(enabled()).toBe('Português');
  });

  it('in the learner’s languages, known before the master, is enabled as VHS lists the renditions', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    followStartRendition(player, Promise.resolve({}), learner(['en-GB', 'pt']));
    await queuedWorkDone();
    listed(master());
    expect(enabled()).toBe('Português');
    await Promise.resolve();
    expect(enabled()).toBe('English');
  });

  it('in the learner’s languages, coming after the master, is enabled when they come', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    const late = later<LearnerPreferences>();
    followStartRendition(player, Promise.resolve({}), late.promise);
    listed(master());
    await queuedWorkDone();
    expect(enabled()).toBe('Português');
    late.resolve({ audio: null, languages: ['en'] });
    await queuedWorkDone();
    expect(enabled()).toBe('English');
  });

  it('yields to the viewer who chose a rendition in this visit', async () => {
    const { player, listed, enabled } = renditionsPlayer();
    const stored = later<Preferences>();
    const late = later<LearnerPreferences>();
    followStartRendition(player, stored.promise, late.promise);
    listed(master());
    chooseAudioTrack(player, 'Português (audiodescrição)');
    stored.resolve({ audioTrack: { language: 'en', kind: 'alternative' } });
    late.resolve({ audio: null, languages: ['en'] });
    await queuedWorkDone();
    expect(enabled()).toBe('Português (audiodescrição)');
  });

  it('in audio mode, chooses among the master’s renditions it keeps, which switches the source', async () => {
    const { player, listed, heard } = renditionsPlayer();
    const stored = later<Preferences>();
    followStartRendition(player, stored.promise, none);
    // The audio-only source's one rendition, while the master's are kept.
    const kept = master();
    keepRenditions(player, { tracks: kept, mediaGroups: undefined });
    listed([rendition('default', '', 'main', true)]);
    stored.resolve({ audioTrack: { language: 'en', kind: 'alternative' } });
    await queuedWorkDone();
    expect(kept.find((track) => track.enabled)?.label).toBe('English');
    expect(heard).toEqual([KEPT_RENDITIONS_CHANGE, KEPT_RENDITION_CHOICE]);
  });

  it('in audio mode from the start, chooses among the master’s renditions once they are kept, after the preferences came', async () => {
    const { player, heard } = renditionsPlayer();
    followStartRendition(player, Promise.resolve({}), learner(['en']));
    await queuedWorkDone();
    expect(heard, 'nothing to choose among yet').toEqual([]);
    const kept = master();
    keepRenditions(player, { tracks: kept, mediaGroups: undefined });
    await queuedWorkDone();
    expect(kept.find((track) => track.enabled)?.label, 'the learner’s language').toBe('English');
    expect(heard).toEqual([KEPT_RENDITIONS_CHANGE, KEPT_RENDITION_CHOICE]);
  });

  it('changes nothing with one rendition, or with neither a remembered rendition nor the learner’s languages', async () => {
    const single = renditionsPlayer();
    followStartRendition(single.player, remembered('en', 'alternative'), learner(['en']));
    single.listed([rendition('Português', 'pt', 'main', true)]);
    await queuedWorkDone();
    expect(single.enabled()).toBe('Português');

    const neither = renditionsPlayer();
    followStartRendition(neither.player, Promise.resolve({}), none);
    neither.listed(master());
    await queuedWorkDone();
    expect(neither.enabled()).toBe('Português');
  });
});
