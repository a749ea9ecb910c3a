/** SPEC §5: navigator.connection.downlink × 1024 / 8 (kB/s), or 0 where the browser does not say. */
export function estimateBandwidth(nav: Navigator = navigator): number {
  const downlink = (nav as Navigator & { connection?: { downlink?: unknown } }).connection?.downlink;
  return typeof downlink === 'number' && Number.isFinite(downlink) && downlink > 0 ? (downlink * 1024) / 8 : 0;
}

/** The estimate in bits per second for VHS, or undefined to keep VHS's own default. */
export function initialVhsBandwidth(nav: Navigator = navigator): number | undefined {
  const kilobytesPerSecond = estimateBandwidth(nav);
  return kilobytesPerSecond > 0 ? Math.round(kilobytesPerSecond * 1024 * 8) : undefined;
}
