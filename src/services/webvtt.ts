/** A small WebVTT parser: cue times and payload text, markup removed (the text is shown as text, never as HTML). Pure. */

export interface VttCue {
  /** Seconds. */
  start: number;
  end: number;
  /** The payload: plain text for captions (tags stripped, entities decoded), lines joined by '\n'. */
  text: string;
}

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}[.,]\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}[.,]\d{3})/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** Seconds of a WebVTT timestamp ('01:02.500' or '1:01:02.500'). */
export function vttSeconds(stamp: string): number {
  const parts = stamp.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The cue payload as plain text: tags such as <v Ana> or <b> removed, the character references decoded. */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

/** The cues of a WebVTT file, in file order; NOTE, STYLE and REGION blocks are skipped. */
export function parseWebVtt(source: string, plain = true): VttCue[] {
  const cues: VttCue[] = [];
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) continue;
    const match = TIMING.exec(lines[timingIndex]?.trim() ?? '');
    if (!match?.[1] || !match[2]) continue;
    const payload = lines.slice(timingIndex + 1).join('\n');
    cues.push({ start: vttSeconds(match[1]), end: vttSeconds(match[2]), text: plain ? cueText(payload) : payload.trim() });
  }
  return cues;
}
