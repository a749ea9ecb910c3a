/**
 * A playlist request answered 200 with something that is no playlist (a gateway's or a captive portal's HTML page)
 * is a bad gateway. VHS (3.17) parses any 200 answer as a playlist: a live stream's refresh then throws in VHS's own
 * callback ('reading segments' of undefined), uncaught, and the stream stalls until the stall watchdog. Answered as a
 * 502 (VHS reads the status after its response hooks), VHS takes it for the failure it is, and fail-on-media-faults
 * judges it as a server's fault: it waits for the server, then reloads.
 */
import type { VhsFinishedRequest, VhsResponse } from '../engine/vhs-request-hooks';

export const NOT_A_PLAYLIST_STATUS = 502;

/** Whether a request answered 200 for a playlist with a text that is not one (an HLS playlist starts '#EXTM3U'). */
function notAPlaylist(request: VhsFinishedRequest): boolean {
  if (request.requestType !== 'hls-playlist' || request.status !== 200) return false;
  // The text is readable only for a text answer (reading it from an arraybuffer one throws).
  if (request.responseType !== '' && request.responseType !== 'text') return false;
  return !(request.responseText ?? '').trimStart().startsWith('#EXTM3U');
}

/** The status a media request's answer counts as; a playlist answered with no playlist is made VHS's failure too. */
export function answerStatus(request: VhsFinishedRequest, response: VhsResponse | undefined): number {
  if (!notAPlaylist(request)) return request.status;
  if (response) response.statusCode = NOT_A_PLAYLIST_STATUS;
  return NOT_A_PLAYLIST_STATUS;
}
