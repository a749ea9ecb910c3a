/**
 * The variant VHS starts with, decided before VHS is loaded, so its playlist and first segment can be
 * prefetched. It follows VHS 3's standard selector (simpleSelector with limitRenditionByPlayerDimensions):
 * the variants whose bandwidth × 1.2 fits the estimate; among those with a resolution, the player's exact
 * size, else the smallest larger than the player; else the highest bandwidth that fits; else the lowest.
 */
import type { Variant } from './playlists';

/** VHS's Config.BANDWIDTH_VARIANCE. */
const BANDWIDTH_VARIANCE = 1.2;

export interface PlayerSize {
  /** In device pixels (VHS uses the device pixel ratio: useDevicePixelRatio). */
  width: number;
  height: number;
}

/** The first variant with the highest bandwidth of a list sorted by bandwidth (as VHS picks among equals). */
function firstOfHighestBandwidth<T extends Variant>(list: readonly T[]): T | undefined {
  const top = list.at(-1);
  return top ? list.find((variant) => variant.bandwidth === top.bandwidth) : undefined;
}

export function chooseFirstVariant(variants: readonly Variant[], size: PlayerSize, bandwidth: number): Variant | null {
  const sorted = [...variants].sort((left, right) => left.bandwidth - right.bandwidth);
  const fitting = sorted.filter((variant) => variant.bandwidth * BANDWIDTH_VARIANCE < bandwidth);
  const withResolution = fitting
    .filter((variant): variant is Variant & { width: number; height: number } => Boolean(variant.width && variant.height))
    .sort((left, right) => left.width - right.width);
  const exact = firstOfHighestBandwidth(
    withResolution.filter((variant) => variant.width === size.width && variant.height === size.height),
  );
  const bigger = withResolution.filter((variant) => variant.width > size.width || variant.height > size.height);
  const smallest = bigger[0];
  const larger = smallest
    ? firstOfHighestBandwidth(bigger.filter((variant) => variant.width === smallest.width && variant.height === smallest.height))
    : undefined;
  return exact ?? larger ?? firstOfHighestBandwidth(fitting) ?? sorted[0] ?? null;
}
