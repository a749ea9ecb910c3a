/** Watched ranges as sorted, non-overlapping [start, end] pairs in seconds. */
export type Range = [number, number];

/** The union of the ranges, sorted; ranges that touch (within half a second) are joined. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]): Range => [start, end])
    .sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1] + 0.5) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

export function coveredSeconds(ranges: readonly Range[]): number {
  return mergeRanges(ranges).reduce((sum, [start, end]) => sum + (end - start), 0);
}
