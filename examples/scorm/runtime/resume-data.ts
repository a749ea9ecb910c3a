/**
 * The resume data a SCORM package keeps in `suspend_data`: the position and the watched ranges, as compact
 * JSON that always fits SCORM 1.2's 4,096 characters (the least an LMS must store).
 */

export const SUSPEND_DATA_LIMIT = 4096;

export interface ResumeData {
  /** Seconds. */
  position: number;
  ranges: [number, number][];
}

const tenth = (value: number): number => Math.round(value * 10) / 10;

/** Encodes resume data; when the ranges do not fit, the shortest are dropped first (the position never is). */
export function encodeResumeData({ position, ranges }: ResumeData, limit = SUSPEND_DATA_LIMIT): string {
  let kept = ranges.map(([start, end]): [number, number] => [tenth(start), tenth(end)]);
  const encode = (): string => JSON.stringify({ v: 1, p: tenth(position), r: kept });
  let text = encode();
  while (text.length > limit && kept.length > 0) {
    const shortest = kept.reduce(
      (best, range, index) => (range[1] - range[0] < kept[best]![1] - kept[best]![0] ? index : best),
      0,
    );
    kept = kept.filter((_, index) => index !== shortest);
    text = encode();
  }
  return text;
}

const isRange = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((bound) => typeof bound === 'number' && Number.isFinite(bound) && bound >= 0) &&
  (value[0] as number) <= (value[1] as number);

/** Decodes resume data; anything else (empty, another package's, corrupted) is null. */
export function decodeResumeData(text: string): ResumeData | null {
  try {
    const data = JSON.parse(text) as { v?: unknown; p?: unknown; r?: unknown };
    if (data.v !== 1 || typeof data.p !== 'number' || !Number.isFinite(data.p) || data.p < 0 || !Array.isArray(data.r))
      return null;
    return { position: data.p, ranges: data.r.filter(isRange) };
  } catch {
    return null;
  }
}
