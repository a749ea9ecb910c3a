/** Times written in answers ('1:05', '01:02:03') as seconds, for buttons that seek the player. Pure. */

export const TIMESTAMP = /\b(\d{1,2}:[0-5]\d(?::[0-5]\d)?)\b/g;

export function parseTimestamp(text: string): number | null {
  const parts = text.split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !Number.isInteger(part) || part < 0)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

export type TextPart = { text: string } | { text: string; seconds: number };

/** Splits text into plain runs and timestamps. */
export function splitTimestamps(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TIMESTAMP)) {
    const seconds = parseTimestamp(match[1] ?? '');
    if (seconds === null || match.index === undefined) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1] ?? '', seconds });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
