/**
 * A live stream's segment that cannot be had (a 404 in every rendition: an encoder's hiccup, a segment the CDN lost) is
 * skipped, as hls.js and the big players do: the stream goes on past it, a moment missing. VHS alone keeps asking it
 * after its buffer's end, and a reload starts at the live edge, which still lists it. So the segment loaders stop, the
 * viewer plays what is buffered up to the gap, and once playback is there and the live window has moved past the
 * gap (VHS pulls a seek beyond its window back), the player jumps it and loading goes on from the segment after.
 * Only LIVE_SKIPS_IN_A_ROW segments in a row are skipped: when no segment comes at all, the fault is the player's error.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { vhsOf, type VhsLoading, type VhsSource } from '../engine/vhs-request-hooks';

/** Segments skipped in a row, with none arriving between them, before the fault is the player's error. */
export const LIVE_SKIPS_IN_A_ROW = 3;
/** How often the skip looks whether playback reached the gap and the live window moved past it. */
const CHECK_MS = 250;
/** Past the gap's end, so that the seek lands in the next segment. */
const PAST_GAP = 0.1;

/** The segment VHS's main loader is asking for (private, untyped by VHS). */
interface MainLoader {
  pendingSegment_?: { duration?: number };
  playlist_?: { targetDuration?: number };
}

export interface Gap {
  start: number;
  end: number;
}

const lastEnd = (ranges: TimeRanges | undefined): number => (ranges?.length ? ranges.end(ranges.length - 1) : 0);

/** The gap a failing segment leaves: from the buffer's end (or the position, if further) for the segment's duration. */
export function gapOf(player: VideoJsPlayer, loading: VhsLoading): Gap {
  const loader = loading.mainSegmentLoader_ as MainLoader | undefined;
  const duration = loader?.pendingSegment_?.duration ?? loader?.playlist_?.targetDuration ?? 0;
  const start = Math.max(lastEnd(player.buffered()), player.currentTime() ?? 0);
  return { start, end: start + duration };
}

/** Whether the player may jump `gap` now: playback has reached it, and the live window reaches past it. */
export function mayJump(gap: Gap, currentTime: number, seekableEnd: number): boolean {
  return currentTime >= gap.start - 1 && seekableEnd >= gap.end + PAST_GAP;
}

/** Skips live segments that cannot be had, for one source; `arrived` counts a segment that came. */
export function createLiveSegmentSkipper(player: VideoJsPlayer, vhs: VhsSource) {
  let inARow = 0;
  return {
    arrived(): void {
      inARow = 0;
    },
    /**
     * Skips the segment being asked for, if fewer than LIVE_SKIPS_IN_A_ROW were in a row: loading stops, and `done`
     * runs once the player jumped the gap and loading goes on. False when it does not skip.
     */
    skip(loading: VhsLoading, done: () => void): boolean {
      if (inARow >= LIVE_SKIPS_IN_A_ROW) return false;
      inARow++;
      const gap = gapOf(player, loading);
      const check = (): void => {
        // Another source, or the player's error (a fault ended this one): the skip is over.
        if (vhsOf(player) !== vhs || player.error()) return;
        const time = player.currentTime() ?? 0;
        if (!mayJump(gap, time, lastEnd(player.seekable()))) {
          player.setTimeout(check, CHECK_MS);
          return;
        }
        if (time < gap.end + PAST_GAP) player.currentTime(gap.end + PAST_GAP);
        done();
        loading.load();
      };
      player.setTimeout(check, CHECK_MS);
      return true;
    },
  };
}
