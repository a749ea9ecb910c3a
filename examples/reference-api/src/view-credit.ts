/**
 * How much new watching one view save may add. The server cannot see a viewer watch, but it knows when it last
 * heard from them: nobody watches more than the player's fastest rate (2×) times the wall-clock time since, so
 * a save is credited at most that much new time (plus a margin), in the order of the video. An honest widget
 * resends its visit's whole union on every save, so anything cut now is credited by the next ones.
 */
import { unionRanges, type Range } from '../../../src/services/watched-ranges.ts';

/** The fastest playback rate the player offers (its speed menu and the preference's bound). */
export const FASTEST_RATE = 2;
/** Seconds credited beyond the rate's bound: rounding, a save's own latency, the first seconds before a session's token. */
export const CREDIT_MARGIN_S = 30;

/** Seconds of new watching a save may add, `since` being when the viewer was last heard of (ms; null: never). */
export function creditAllowance(since: number | null, now: number): number {
  const elapsed = since === null ? 0 : Math.max(0, now - since) / 1000;
  return elapsed * FASTEST_RATE + CREDIT_MARGIN_S;
}

/** `range` without the parts `covered` (a union) holds. */
function subtract(range: Range, covered: readonly Range[]): Range[] {
  let pieces: Range[] = [range];
  for (const [start, end] of covered) {
    pieces = pieces.flatMap(([a, b]): Range[] => {
      if (end <= a || start >= b) return [[a, b]];
      return [...(start > a ? [[a, start] as Range] : []), ...(end < b ? [[end, b] as Range] : [])];
    });
  }
  return pieces;
}

/**
 * The ranges of `incoming` to credit: what is already saved, and the new time within `duration` up to
 * `allowance` seconds, earliest first.
 */
export function creditedRanges(
  previous: readonly Range[],
  incoming: readonly Range[],
  allowance: number,
  duration: number,
): Range[] {
  const saved = unionRanges(previous);
  const clipped = unionRanges(incoming.map(([start, end]): Range => [Math.max(0, start), Math.min(end, duration)]));
  const credited: Range[] = [];
  let left = allowance;
  for (const range of clipped) {
    for (const [start, end] of subtract(range, saved)) {
      const taken = Math.min(end - start, Math.max(0, left));
      if (taken > 0) credited.push([start, start + taken]);
      left -= taken;
    }
  }
  return credited;
}
