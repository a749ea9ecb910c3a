/**
 * The audio-mode start of an item (player/audio/audio-start.ts): its audio-only source, chosen by audio-first.ts, or
 * null for the video's path. Boot asks it for a viewer who left audio mode on; a later item (the host's loadVideo, a
 * retry) shown while the viewer is in audio mode asks it too, so that it never loads the video either.
 */
import type { PlayerItem } from '@/services/api-contract';
import { loadChunk } from '@/services/chunk-loader';
import type { AppConfig } from '@/services/config';
import { withinDeadline } from '@/services/deadline';
import type { Preferences } from '@/services/preferences';
import { startsInAudioMode, type AudioStart } from '@/player/audio/audio-start';

/**
 * How long the source waits, after the item, for the stored preferences (audio mode, the remembered rendition):
 * storage answers long before the item as a rule; one that has not by then is taken as no preferences.
 */
const PREFERENCES_WAIT_MS = 200;

/** `inAudioMode`: the viewer is in audio mode now, whatever the stored preferences say. */
export async function audioStartFor(
  item: PlayerItem,
  config: AppConfig,
  preferences: Promise<Preferences>,
  inAudioMode = false,
): Promise<AudioStart | null> {
  // Where no viewer could start in audio mode (live, no MP3, the progressive file), the preferences are not waited for.
  if (!startsInAudioMode(item, config, { audioMode: true })) return null;
  const stored = await withinDeadline<Preferences>(preferences, PREFERENCES_WAIT_MS, () => ({}));
  if (!inAudioMode && !startsInAudioMode(item, config, stored)) return null;
  return loadChunk(() => import('./audio-first'))
    .then((chosen) => chosen.chooseAudioStart(item, config, stored.audioTrack))
    .catch(() => null);
}
