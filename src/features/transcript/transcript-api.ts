/** The transcript's one call: a caption track's WebVTT file, as cues of plain text. */
import { parseWebVtt, type VttCue } from '@/services/webvtt';

/** Fetches a caption track and parses its cues (text only: markup is removed, never rendered). */
export async function fetchTranscript(src: string, signal?: AbortSignal): Promise<VttCue[]> {
  const response = await fetch(src, { signal });
  if (!response.ok) throw new Error(`captions ${response.status}`);
  return parseWebVtt(await response.text());
}
