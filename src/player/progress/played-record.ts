/**
 * Where a stretch of playback began, for trackers that hear of it late: on a busy page the media element's queued
 * 'play' and 'seeked' events run after playback has moved on (0.2 s and more). The browser's own record of what
 * the media played (`played`) and where it last stood still say where the stretch began.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

/** How far past where a stretch of playback began its first heard time may be and still start there. */
const START_LAG_S = 1;

/** Where the stretch of playback that reached `time` began, in the browser's record of what played; null if none. */
export function playedFrom(player: VideoJsPlayer, time: number): number | null {
  const played = player.played();
  for (let index = 0; index < played.length; index += 1) {
    if (played.start(index) <= time && time <= played.end(index)) return played.start(index);
  }
  return null;
}

/** Those of `starts` that `time` is at most START_LAG_S past: where the stretch of playback that reached it may have begun. */
export const nearStarts = (time: number, starts: readonly (number | null)[]): number[] =>
  starts.filter((at): at is number => at !== null && time >= at && time - at <= START_LAG_S);
