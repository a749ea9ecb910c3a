/** Search within the transcript: case- and accent-insensitive matches, as text segments to highlight. Pure. */

export interface TextSegment {
  text: string;
  match: boolean;
}

/** The text without case and accents, with each folded character's index in the original. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const plain = (text[index] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const char of plain) {
      folded += char;
      origin.push(index);
    }
  }
  return { folded, origin };
}

/** The text cut into matching and other segments; one non-matching segment when the query is blank or absent. */
export function matchSegments(text: string, query: string): TextSegment[] {
  const needle = fold(query.trim()).folded;
  if (!needle) return [{ text, match: false }];
  const { folded, origin } = fold(text);
  const segments: TextSegment[] = [];
  let from = 0;
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    const start = origin[at] ?? 0;
    const end = (origin[at + needle.length - 1] ?? start) + 1;
    if (start > from) segments.push({ text: text.slice(from, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length || segments.length === 0) segments.push({ text: text.slice(from), match: false });
  return segments;
}

/** How many matches the query has across the texts. */
export const countMatches = (texts: readonly string[], query: string): number =>
  texts.reduce((total, text) => total + matchSegments(text, query).filter((segment) => segment.match).length, 0);

/** The index of the cue playing at `seconds` (the last one started), or -1 before the first. */
export function activeCueIndex(cues: readonly { start: number; end: number }[], seconds: number): number {
  let active = -1;
  for (let index = 0; index < cues.length; index++) {
    if ((cues[index]?.start ?? Infinity) <= seconds + 0.05) active = index;
    else break;
  }
  return active;
}
