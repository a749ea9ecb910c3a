/**
 * The master's audio rendition in the learner's languages (cmi5 languagePreference), which start-rendition.ts plays
 * in place of its default. When and why: docs/cmi5.md, item 6.
 */
import { firstInLanguages } from '@/services/language-tags';
import { describesVideo } from './audio-description';
import type { AudioTrackLike } from './audio-tracks';

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
