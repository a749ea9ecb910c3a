/**
 * Plays the master's audio rendition in the learner's languages (cmi5 languagePreference) in place of its default,
 * unless the viewer chose or remembered one; not remembered as the viewer's. When and why: docs/lms.md, item 6.
 */
import { firstInLanguages } from '@/services/language-tags';
import type { LearnerPreferences } from '@/services/learner-preferences';
import type { Preferences } from '@/services/preferences';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { describesVideo } from './audio-description';
import {
  audioTrackChoices,
  preferredAudioTrack,
  selectAudioTrack,
  viewerChoseAudioTrack,
  type AudioTrackLike,
} from './audio-tracks';

/** The rendition for the learner's `languages`, in their order: one that describes the picture only as a last resort. */
export function learnerRendition(tracks: AudioTrackLike[], languages: readonly string[]): AudioTrackLike | undefined {
  const language = (track: AudioTrackLike): string => track.language;
  return (
    firstInLanguages(
      tracks.filter((track) => !describesVideo(track.label, track)),
      language,
      languages,
    ) ?? firstInLanguages(tracks, language, languages)
  );
}

/** Follows the learner's languages on `player`; returns the detacher. */
export function followLearnerRendition(
  player: VideoJsPlayer,
  learner: Promise<LearnerPreferences>,
  stored: Promise<Preferences>,
): () => void {
  /** Null until both the learner's languages and the stored preferences are read. */
  let wanted: { languages: readonly string[]; remembered: Preferences['audioTrack'] } | null = null;
  let queued = false;
  const apply = (): void => {
    queued = false;
    if (!wanted || wanted.languages.length === 0 || player.isDisposed() || viewerChoseAudioTrack(player)) return;
    // In audio mode, the master's renditions it keeps (a choice there switches the source, attach-audio-mode.ts).
    const tracks = audioTrackChoices(player);
    if (tracks.length < 2 || (wanted.remembered && preferredAudioTrack(tracks, wanted.remembered))) return;
    const track = learnerRendition(tracks, wanted.languages);
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
  void Promise.all([learner.catch(() => null), stored.catch(() => ({}) as Preferences)]).then(([preferences, own]) => {
    wanted = { languages: preferences?.languages ?? [], remembered: own.audioTrack };
    apply();
  });
  return () => list.removeEventListener('addtrack', handleAddTrack);
}
