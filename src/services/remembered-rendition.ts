/**
 * The audio rendition a remembered choice names among an item's: the one rule for the player, which starts on it
 * (player/audio/start-rendition.ts), and for boot's prefetch, which preloads it (hls-prefetch/first-audio.ts).
 */
import { firstInLanguages } from './language-tags';
import type { Preferences } from './preferences';

/**
 * An audio rendition as the viewer's choice of one is remembered: its language, and its kind as VHS names it ('main',
 * the master's default; 'alternative'; 'main-desc', an audio description).
 */
export type RenditionChoice = NonNullable<Preferences['audioTrack']>;

/**
 * The rendition `choice` names: in its language (matched as the learner's are: the same tag, else the same primary
 * language) and of its kind (an audio description), else in its language; undefined when none is in it.
 */
export function rememberedRendition<T extends RenditionChoice>(renditions: readonly T[], choice: RenditionChoice): T | undefined {
  const inLanguage = (among: readonly T[]): T | undefined =>
    firstInLanguages(among, (rendition) => rendition.language, [choice.language]);
  return inLanguage(renditions.filter((rendition) => rendition.kind === choice.kind)) ?? inLanguage(renditions);
}
