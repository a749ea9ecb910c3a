/** The transcript's one call: a caption track's WebVTT file, as cues of plain text. */
import { parseWebVtt, type VttCue } from '@/services/webvtt';

/** How long a caption file may take, whole: a server that stalls ends in the panel's failure and its retry. */
export const TRANSCRIPT_TIMEOUT_MS = 20_000;

/** Fetches a caption track and parses its cues (text only: markup is removed, never rendered). */
export async function fetchTranscript(src: string, signal?: AbortSignal, timeoutMs = TRANSCRIPT_TIMEOUT_MS): Promise<VttCue[]> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const response = await fetch(src, { signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
  if (!response.ok) throw new Error(`captions ${response.status}`);
  return parseWebVtt(await response.text());
}
