/**
 * Which of the master's audio renditions plays: the one the viewer remembered, else the first in the learner's
 * languages (cmi5), else the master's default; the viewer's choice in this visit wins over all. The widget's
 * choice, never remembered as the viewer's. When and why: docs/cmi5.md, item 6, and docs/quality-menu.md.
 */
import type { LearnerPreferences } from '@/services/learner-preferences';
import type { Preferences } from '@/services/preferences';
import { rememberedRendition } from '@/services/remembered-rendition';
import type { VideoJsPlayer } from '@/player/video-js-player';
import {
  audioTrackChoices,
  KEPT_RENDITIONS_CHANGE,
  selectAudioTrack,
  viewerChoseAudioTrack,
  type AudioTrackLike,
} from './audio-tracks';
import { learnerRendition } from './learner-rendition';

/** The rendition to play among `tracks`, or undefined for the master's default. */
export function startRendition(
  tracks: AudioTrackLike[],
  remembered: Preferences['audioTrack'],
  languages: readonly string[],
): AudioTrackLike | undefined {
  return (remembered && rememberedRendition(tracks, remembered)) ?? learnerRendition(tracks, languages);
}

/** Plays the start rendition on `player` as its renditions are listed, and as the preferences come; returns the detacher. */
export function followStartRendition(
  player: VideoJsPlayer,
  stored: Promise<Preferences>,
  learner: Promise<LearnerPreferences>,
): () => void {
  /** Null until the stored preferences are read: the learner's languages yield to a remembered rendition. */
  let own: Preferences | null = null;
  let languages: readonly string[] = [];
  let queued = false;
  const apply = (): void => {
    queued = false;
    if (!own || player.isDisposed() || viewerChoseAudioTrack(player)) return;
    // In audio mode, the master's renditions it keeps (a choice there switches the source, attach-audio-mode.ts).
    const tracks = audioTrackChoices(player);
    if (tracks.length < 2) return;
    const track = startRendition(tracks, own.audioTrack, languages);
    if (track && !track.enabled) selectAudioTrack(player, track.label);
  };
  // VHS lists a master's renditions one by one, its default already enabled (a reload's too): the choice waits for
  // the last, and comes before VHS has asked for any of the default's segments.
  const handleAddTrack = (): void => {
    if (queued) return;
    queued = true;
    queueMicrotask(apply);
  };
  const list = player.audioTracks() as unknown as EventTarget;
  list.addEventListener('addtrack', handleAddTrack);
  // An audio-mode start keeps the master's renditions once it has read them: the choice is made among them then.
  player.on(KEPT_RENDITIONS_CHANGE, handleAddTrack);
  // Either may come after the renditions (the LMS's profile, during playback too): the choice is made then.
  void stored
    .catch(() => ({}))
    .then((preferences) => {
      own = preferences;
      apply();
    });
  void learner.then(
    (preferences) => {
      languages = preferences.languages;
      apply();
    },
    () => undefined,
  );
  return () => {
    list.removeEventListener('addtrack', handleAddTrack);
    player.off(KEPT_RENDITIONS_CHANGE, handleAddTrack);
  };
}
