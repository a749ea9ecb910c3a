/**
 * Watched ranges in seconds, [start, end]: their union, so a seek to the end never counts as watched.
 * Pure, and shared: the reference API computes saved progress with these same functions.
 */

export type Range = [number, number];

/** How many ranges a tracker holds before it merges them (a viewer who skips through a long video makes many). */
const MAX_RANGES = 200;

/** How close a seek's target must be to where playback stands to be the same position (float noise). */
export const SAME_POSITION_S = 0.05;

/**
 * The union of ranges: sorted, overlapping or touching ones (within `gap` s) merged; invalid ones dropped
 * (a zero-length range marks where playback stands). No gap by default: bridging one would let tiny
 * forward skips count as watched.
 */
export function unionRanges(ranges: readonly Range[], gap = 0): Range[] {
  const sorted = ranges
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end >= start)
    .map(([start, end]): Range => [start, end])
    .sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1] + gap) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/** Seconds covered by the union. */
export const watchedSeconds = (ranges: readonly Range[]): number =>
  unionRanges(ranges).reduce((total, [start, end]) => total + end - start, 0);

/**
 * Follows playback: consecutive times extend the current range; a jump (a seek, or a gap longer than
 * `maxStep` s) starts a new one.
 */
export class RangeTracker {
  private ranges: Range[] = [];
  private current: Range | null = null;

  constructor(private readonly maxStep = 1.5) {}

  /** Records that playback is at `time`, having played since the previous call. */
  played(time: number): void {
    if (!Number.isFinite(time) || time < 0) return;
    if (this.continues(this.current, time)) {
      this.current[1] = time;
      return;
    }
    const current: Range = [time, time];
    this.current = current;
    // Many seeks: keep the list short (the union is what counts), the new range apart so that it goes on growing,
    // and without the zero-length marks of earlier seeks (they count nothing, and the union keeps them).
    if (this.ranges.length >= MAX_RANGES) {
      this.ranges = unionRanges(this.ranges).filter(([start, end]) => end > start);
    }
    this.ranges.push(current);
  }

  /**
   * Playback stopped at `time` (a pause, the end, a save): extends the current range to it when it
   * continues that range, and starts nothing otherwise. The last `timeupdate` can be up to 250 ms behind.
   */
  reached(time: number): void {
    if (this.continues(this.current, time)) this.current[1] = time;
  }

  /** Whether playback at `time` follows on from `range` (not backwards, no jump). */
  private continues(range: Range | null, time: number): range is Range {
    return range !== null && Number.isFinite(time) && time >= range[1] && time - range[1] <= this.maxStep;
  }

  /** Ends the current range (a seek, a pause): the next time starts a new one. */
  interrupt(): void {
    this.current = null;
  }

  /**
   * A seek to `target`: a new range starts, unless the seek lands where playback already stands, at most
   * `advance` s after the current range's end (the time played since its last update): the player's own
   * seek to the same position (a rendition switch, a source switch's restore). A skip never continues it.
   */
  seek(target: number, advance = 0): void {
    const range = this.current;
    if (
      range &&
      Number.isFinite(target) &&
      target >= range[1] - SAME_POSITION_S &&
      target <= range[1] + advance + SAME_POSITION_S
    ) {
      range[1] = Math.max(range[1], target);
      return;
    }
    this.interrupt();
  }

  /**
   * The union so far, to the nearest tenth of a second (not outwards: a seek's zero-length mark must not
   * grow into a tenth watched).
   */
  snapshot(): Range[] {
    return unionRanges(this.ranges.map(([start, end]): Range => [Math.round(start * 10) / 10, Math.round(end * 10) / 10]));
  }
}
