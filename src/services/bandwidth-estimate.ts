/**
 * The one bandwidth estimate, read once from the Network Information API: downlink × 1024 / 8 kB/s, or
 * 0 where the browser does not say. VHS starts from it (its own reading of that API is off), so boot's
 * prefetch predicts VHS's first variant from the same number.
 */

/** VHS's default starting bandwidth (bits/s) when it is given none. */
export const VHS_DEFAULT_BANDWIDTH = 4_194_304;

/** The estimate in kB/s: downlink × 1024 / 8, or 0 where unsupported. */
export function estimateBandwidth(nav: Navigator = navigator): number {
  const downlink = (nav as Navigator & { connection?: { downlink?: unknown } }).connection?.downlink;
  return typeof downlink === 'number' && Number.isFinite(downlink) && downlink > 0 ? (downlink * 1024) / 8 : 0;
}

/** The estimate in bits per second for VHS, or undefined to keep VHS's own default. */
export function initialVhsBandwidth(nav: Navigator = navigator): number | undefined {
  const kilobytesPerSecond = estimateBandwidth(nav);
  return kilobytesPerSecond > 0 ? Math.round(kilobytesPerSecond * 1024 * 8) : undefined;
}

/** The bandwidth VHS starts from (bits/s): the estimate, else VHS's default. */
export function vhsStartingBandwidth(nav: Navigator = navigator): number {
  return initialVhsBandwidth(nav) ?? VHS_DEFAULT_BANDWIDTH;
}
