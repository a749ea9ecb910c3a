/**
 * Skip-proof completion: the watched seconds are the union of watched ranges (this visit's and the
 * server-saved ones) within the duration, and a lesson is complete when they cover the threshold.
 * Pure and shared: the widget tells the host with it, the reference API saves `progresso` with it.
 */
import { unionRanges, type Range } from './watched-ranges';

/** The share of the duration that completes a lesson when neither the item nor the embed sets one. */
export const DEFAULT_COMPLETION_THRESHOLD = 90;

/** Where the viewer stands: what the host hears as `progress` and `getProgress()` answers. */
export interface Completion {
  /** Seconds covered by the union of the ranges. */
  watchedSeconds: number;
  duration: number;
  /** watchedSeconds over the duration, 0–100, to a tenth (rounded down). */
  percent: number;
  /** The union, clipped to the duration. */
  ranges: Range[];
  /** The threshold in force, 0–100. */
  threshold: number;
  /** Whether percent reached the threshold. */
  completed: boolean;
}

/** Float noise in a share computed from seconds (a tenth of a second's share is far above it). */
const FLOAT_NOISE = 1e-9;

const round = (value: number, places = 1): number => Math.round(value * 10 ** places) / 10 ** places;

/** Whether a value can be a completion threshold (a percentage above 0). */
export const isThreshold = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100;

/** The threshold in force: the embed's, else the item's, else the default. */
export function completionThreshold(item?: number | null, embed?: number | null): number {
  if (isThreshold(embed)) return embed;
  if (isThreshold(item)) return item;
  return DEFAULT_COMPLETION_THRESHOLD;
}

/** Completion of `ranges` (any number of sets: saved, this visit's, another device's) over `duration`. */
export function completion(ranges: readonly Range[], duration: number, threshold = DEFAULT_COMPLETION_THRESHOLD): Completion {
  const length = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const clipped = unionRanges(
    ranges.map(([start, end]): Range => [Math.max(0, start), Math.min(end, length)]).filter(([start, end]) => end > start),
  );
  const seconds = clipped.reduce((total, [start, end]) => total + end - start, 0);
  const percent = length > 0 ? Math.min(100, (seconds / length) * 100) : 0;
  // Against the exact share, not a rounded one (89.95 % is not 90 %); the tenth reported is rounded down, so a
  // percent shown at or above the threshold is one that completes. The tolerance absorbs float noise (90.0000…01).
  const reached = length > 0 && percent + FLOAT_NOISE >= threshold;
  return {
    watchedSeconds: round(seconds),
    duration: round(length, 3),
    percent: Math.floor(percent * 10 + FLOAT_NOISE) / 10,
    ranges: clipped.map(([start, end]): Range => [round(start), round(end)]),
    threshold,
    completed: reached,
  };
}
