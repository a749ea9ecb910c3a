/**
 * A later item (the host's loadVideo, a retry) shown while the viewer is in audio mode starts as the first one would
 * (player/audio/audio-start.ts, boot/audio-first.ts): on its audio-only source at once, never loading the video the
 * viewer would not see. Before, it started on the video, and audio mode switched at its metadata: its video segments
 * came for nothing, and a host's play() right after loadVideo could be cut short by the switch ("interrupted by a new
 * load request"). Where audio mode has no such start (no MP3, live), the video's path as ever (null).
 */
import type { PlayerItem } from '@/services/api-contract';
import { loadChunk } from '@/services/chunk-loader';
import type { AppConfig } from '@/services/config';
import { withinDeadline } from '@/services/deadline';
import { loadPreferences, type Preferences } from '@/services/preferences';
import { runtime } from '@/services/runtime';
import { startsInAudioMode, type AudioStart } from './audio-start';

/** How long the remembered rendition is waited for (as at boot); then the MP3, the default rendition's. */
const PREFERENCES_WAIT_MS = 200;

/** The audio-mode start of `item`, or null: the video's path. */
export async function laterAudioStart(item: PlayerItem, config: AppConfig): Promise<AudioStart | null> {
  if (!startsInAudioMode(item, config, { audioMode: true })) return null;
  const stored = await withinDeadline<Preferences>(loadPreferences(runtime().storage), PREFERENCES_WAIT_MS, () => ({}));
  return loadChunk(() => import('@/boot/audio-first'))
    .then((chosen) => chosen.chooseAudioStart(item, config, stored.audioTrack))
    .catch(() => null);
}
