/**
 * How a screen reader names an audio description among the audio renditions: Video.js adds a word for its kind
 * after the rendition's name, which repeats an operator's name that already says it ('Português
 * (audiodescrição) Descrições'). The word comes only where the name does not say it.
 */

/** The kinds HLS and Video.js give an audio rendition that describes the picture. */
const DESCRIPTION_KINDS: ReadonlySet<string> = new Set(['main-desc', 'descriptions', 'description']);

export const isAudioDescription = (kind: string): boolean => DESCRIPTION_KINDS.has(kind);

/**
 * Whether a rendition's name says it describes: 'audiodescrição', 'áudio-descrição', 'audio description',
 * 'described', 'audiodescripción', 'descriptive'…, the words of the widget's languages, which share 'descri'.
 */
export const nameSaysDescription = (name: string): boolean => /descri/i.test(name);

/** The hidden words after an audio description's name, given the viewer's word for it ('' when the name says it). */
export function descriptionSuffix(name: string, kind: string, word: string): string {
  return isAudioDescription(kind) && !nameSaysDescription(name) ? `, ${word}` : '';
}
