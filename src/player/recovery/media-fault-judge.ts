/**
 * Decides when failing media requests (segments, playlists) of one source are a playback fault. VHS alone
 * never gives up on them: it excludes the failing rendition for a while, asks the same segment of the next
 * one, and when the last is excluded it lets all the others back in and starts over, as fast as the CDN
 * answers (about 100 requests a second, with a spinner and no end). So the widget judges for it:
 * - a refused signature (401, 403, 410) is a fault at once: every rendition carries the same expired
 *   signature, and only a freshly signed item helps;
 * - any other failure (404, 5xx, the network) lets VHS try the other renditions once, since one may hold the
 *   segment; a URL that fails again (VHS came back round to it) or too many failures in a row are a fault.
 * A success forgets the run in a row and that URL's failures, so blips hours apart on a live playlist never add up.
 */

/** The statuses by which a CDN refuses a signed URL (expired, or signed for someone else). */
export const REFUSED_SIGNATURE_STATUSES: readonly number[] = [401, 403, 410];
/** Failures of one URL that make a fault: the second means VHS has tried every rendition in between. */
export const FAILURES_PER_URL = 2;
/** Failures in a row, whatever their URLs, that make a fault (a ladder larger than this, or URLs that vary). */
export const FAILURES_IN_A_ROW = 8;

export type MediaFaultKind = 'expired' | 'failing';

export interface MediaFault {
  kind: MediaFaultKind;
  /** The status of the last failure; 0 for no answer (a refused or dropped connection). */
  status: number;
  /** For the log: the failing URL without its query (no signature) and how often it failed. */
  detail: string;
}

/** Whether a media request's answer is a failure: no answer (0) or an error status (the XHR follows redirects). */
export const failedAnswer = (status: number): boolean => status < 200 || status >= 400;

/** A media URL without its query: the file, whatever signature reached it. */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');

/** A judge for one source's requests: `note` each answer; it names the fault once, then stays quiet. */
export function createMediaFaultJudge(): { note(url: string, status: number): MediaFault | null } {
  const failures = new Map<string, number>();
  let inARow = 0;
  let judged = false;
  return {
    note(url, status) {
      if (judged) return null;
      const path = withoutQuery(url);
      if (!failedAnswer(status)) {
        inARow = 0;
        failures.delete(path);
        return null;
      }
      const count = (failures.get(path) ?? 0) + 1;
      failures.set(path, count);
      inARow++;
      const expired = REFUSED_SIGNATURE_STATUSES.includes(status);
      if (!expired && count < FAILURES_PER_URL && inARow < FAILURES_IN_A_ROW) return null;
      judged = true;
      const answer = status === 0 ? 'no answer' : `HTTP ${status}`;
      return { kind: expired ? 'expired' : 'failing', status, detail: `${answer} for ${path} (${count}×, ${inARow} in a row)` };
    },
  };
}
