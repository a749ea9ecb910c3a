/** Which chapter a time falls in. Pure. */
import type { PlayerItem } from '@/services/api-contract';

export type Chapter = PlayerItem['capitulos'][number];

/** The index of the chapter playing at `seconds` (the last one begun), or -1 before the first. */
export function chapterIndexAt(chapters: readonly Chapter[], seconds: number): number {
  let index = -1;
  chapters.forEach((chapter, at) => {
    if (chapter.inicio <= seconds + 0.05 && (index < 0 || chapter.inicio >= (chapters[index]?.inicio ?? 0))) index = at;
  });
  return index;
}

/** The chapter playing at `seconds`, if any. */
export const chapterAt = (chapters: readonly Chapter[], seconds: number): Chapter | null =>
  chapters[chapterIndexAt(chapters, seconds)] ?? null;
