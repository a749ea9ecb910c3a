/** Tests only: audio renditions as the player's track list holds them, and the sample lesson's master. */
import type { AudioTrackLike } from './audio-tracks';

export const rendition = (label: string, language: string, kind = 'alternative', enabled = false): AudioTrackLike => ({
  label,
  language,
  kind,
  enabled,
});

/** The lesson's master: Portuguese (its default), English, a Portuguese audio description. */
export const master = (): AudioTrackLike[] => [
  rendition('Português', 'pt', 'main', true),
  rendition('English', 'en'),
  rendition('Português (audiodescrição)', 'pt', 'main-desc'),
];
