/**
 * Loads vtt.js (the WebVTT parser Video.js shows captions with where it emulates text tracks) after the
 * first frame instead of with the player's code (scripts/video-js-build.ts), then tells every player's
 * tech, so the caption files that waited for it are parsed. Once loaded, later players find it at once.
 */
import videojs from 'video.js';
import type { VideoJsPlayer } from '../video-js-player';

let loading: Promise<void> | null = null;

/** Tells every live player's tech (Video.js's own events for vtt.js, see video.es.js addWebVttScript_). */
function tellTechs(event: 'vttjsloaded' | 'vttjserror'): void {
  const players = Object.values(videojs.getPlayers() as Record<string, VideoJsPlayer | null | undefined>);
  for (const player of players) player?.tech(true)?.trigger(event);
}

export function loadVttJs(): Promise<void> {
  loading ??= import('videojs-vtt.js').then(
    () => tellTechs('vttjsloaded'),
    (error: unknown) => {
      loading = null;
      tellTechs('vttjserror');
      throw error;
    },
  );
  return loading;
}
