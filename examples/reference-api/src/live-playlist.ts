/** A simulated live stream: a sliding window over a VOD item's segments that advances with the clock. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Segment {
  duration: number;
  uri: string;
}

export function parseMediaPlaylist(text: string): Segment[] {
  const segments: Segment[] = [];
  let duration: number | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ duration, uri: line.trim() });
      duration = null;
    }
  }
  return segments;
}

// 30 s: Video.js shows its live UI only past a 15 s seekable window (liveTracker.liveTolerance).
const WINDOW = 15;
const TARGET = 2;

/** The media sequence number of the window's first segment at `nowMs`. */
function firstInWindow(epochMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - epochMs) / 1000 / TARGET) - WINDOW);
}

/**
 * The live media playlist at `nowMs`. Every rendition advances one slot per TARGET seconds, so the
 * renditions stay aligned; a discontinuity marks each loop back to the first segment. Segments are named
 * by sequence number (`{rendition}/{n}.ts`, beside the playlist), as a live encoder names them.
 */
export function livePlaylist(segments: readonly Segment[], rendition: string, epochMs: number, nowMs: number): string {
  const count = segments.length;
  const first = firstInWindow(epochMs, nowMs);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${TARGET + 1}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first === 0 ? 0 : Math.floor((first - 1) / count)}`,
  ];
  for (let n = first; n < first + WINDOW; n++) {
    const segment = segments[n % count];
    if (!segment) continue;
    if (n > 0 && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, `${rendition}/${n}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The segment that sequence number `n` names, while the stream serves it: from when the playlist lists it
 * until a segment's and a playlist's duration after the window left it (RFC 8216 §6.2.2); null otherwise,
 * so a live URL never reaches the rest of the recording.
 */
export function liveSegment(segments: readonly Segment[], n: number, epochMs: number, nowMs: number): Segment | null {
  const first = firstInWindow(epochMs, nowMs);
  if (n < first - WINDOW - 1 || n >= first + WINDOW) return null;
  return segments[n % segments.length] ?? null;
}

/** The renditions of a VOD HLS folder, read once, for the live simulation. */
export function loadRenditions(hlsDir: string, names: readonly string[]): Map<string, Segment[]> {
  const renditions = new Map<string, Segment[]>();
  for (const name of names) {
    renditions.set(name, parseMediaPlaylist(readFileSync(join(hlsDir, name, 'index.m3u8'), 'utf8')));
  }
  // All renditions loop over the same number of slots so they stay in step.
  const shortest = Math.min(...[...renditions.values()].map((list) => list.length));
  for (const [name, list] of renditions) renditions.set(name, list.slice(0, shortest));
  return renditions;
}
