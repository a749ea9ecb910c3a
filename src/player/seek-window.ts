/** Where the player can seek: the one reading of the span that the keyboard shortcuts and the host's seek share. */
import type { VideoJsPlayer } from '@/player/video-js-player';

/**
 * The span the player can seek in: a recorded video's whole duration; a live stream's window, whose start moves on
 * as it slides (a seek before it lands on its start); an end of 0 while none is known (a source still loading).
 */
export function seekWindow(player: VideoJsPlayer): { start: number; end: number } {
  const duration = player.duration() ?? 0;
  if (Number.isFinite(duration) && duration > 0) return { start: 0, end: duration };
  const seekable = player.seekable();
  if (!seekable.length) return { start: 0, end: 0 };
  return { start: duration === Infinity ? seekable.start(0) : 0, end: seekable.end(seekable.length - 1) };
}

/** `seconds` within the span the player can seek in (unbounded above while no end is known). */
export function withinSeekWindow(player: VideoJsPlayer, seconds: number): number {
  const { start, end } = seekWindow(player);
  return Math.min(Math.max(start, seconds), end > 0 ? end : Infinity);
}
