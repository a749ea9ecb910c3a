/**
 * The audio rendition VHS will play first, among the starting variant's AUDIO group: the one the viewer remembered,
 * which the player enables as VHS lists the renditions, before VHS asks for any audio segment
 * (player/audio/start-rendition.ts); else the group's default, which VHS enables; else its first. A cmi5 learner's
 * languages, which come later from the LMS, are not waited for: the default is prefetched (docs/cmi5.md, item 6).
 */
import { rememberedRendition, type RenditionChoice } from '../remembered-rendition';
import type { AudioRendition } from './playlists';

export function chooseFirstAudio(
  group: readonly AudioRendition[],
  remembered: RenditionChoice | undefined,
): AudioRendition | undefined {
  return (remembered && rememberedRendition(group, remembered)) ?? group.find((rendition) => rendition.isDefault) ?? group[0];
}
