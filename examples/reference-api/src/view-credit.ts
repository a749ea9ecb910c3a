/**
 * How much new watching a view save may add. The server cannot see a viewer watch, but it can keep a clock:
 * nobody watches more than the player's fastest rate (2×) times the wall-clock time, so each viewer and video
 * has a credit clock, and a save is credited at most 2× the time since it, in the order of the video; crediting
 * s seconds moves the clock s / 2 later. A viewer never heard of starts with the margin (the clock that far
 * behind their session's start). Saves sent back to back therefore share one allowance (each used to bring a
 * margin of its own). An honest widget resends its visit's whole union on every save, so anything cut now is
 * credited by the next ones.
 */
import { unionRanges, type Range } from '../../../src/services/watched-ranges.ts';

/** The fastest playback rate the player offers (its speed menu and the preference's bound). */
export const FASTEST_RATE = 2;
/** Seconds credited beyond the rate's bound: rounding, a save's own latency, the first seconds before a session's token. */
export const CREDIT_MARGIN_S = 30;

/** Seconds of new watching a save may add, by the viewer's credit clock (ms). */
export function creditAllowance(clock: number, now: number): number {
  return (Math.max(0, now - clock) / 1000) * FASTEST_RATE;
}

/** The credit clock of a viewer never heard of: the margin behind their session's start (ms; null: now). */
export function startingClock(sessionStart: number | null, now: number): number {
  return (sessionStart ?? now) - (CREDIT_MARGIN_S / FASTEST_RATE) * 1000;
}

/** The clock once `seconds` more were credited (never ahead of now). */
export function advanceClock(clock: number, seconds: number, now: number): number {
  return Math.min(now, clock + (seconds / FASTEST_RATE) * 1000);
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
