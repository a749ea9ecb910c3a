/**
 * Audio descriptions among the audio renditions: which rendition is one, and how a screen reader names it: Video.js
 * adds a word for its kind after the rendition's name, which repeats an operator's name that already says it ('Português
 * (audiodescrição) Descrições'). The word comes only where the name does not say it.
 */
import { DESCRIBES_VIDEO } from '@/services/hls-prefetch/playlists';

/** The kinds HLS and Video.js give an audio rendition that describes the picture. */
const DESCRIPTION_KINDS: ReadonlySet<string> = new Set(['main-desc', 'descriptions', 'description']);

export const isAudioDescription = (kind: string): boolean => DESCRIPTION_KINDS.has(kind);

/**
 * Whether a rendition's name says it describes: 'audiodescrição', 'áudio-descrição', 'audio description',
 * 'described', 'audiodescripción', 'descriptive'…, the words of the widget's languages, which share 'descri'.
 */
export const nameSaysDescription = (name: string): boolean => /descri/i.test(name);

/**
 * Whether a rendition describes the picture: its kind or HLS CHARACTERISTICS say so, or its name does (an operator's
 * 'Português (audiodescrição)' marked no other way). The one rule for audio mode, Download and the learner's rendition.
 */
export const describesVideo = (name: string, marks: { kind?: string; characteristics?: string }): boolean =>
  isAudioDescription(marks.kind ?? '') || (marks.characteristics ?? '').includes(DESCRIBES_VIDEO) || nameSaysDescription(name);

/** The hidden words after an audio description's name, given the viewer's word for it ('' when the name says it). */
export function descriptionSuffix(name: string, kind: string, word: string): string {
  return isAudioDescription(kind) && !nameSaysDescription(name) ? `, ${word}` : '';
}
