/** The widget's one way of sending its own window or frame to another page. */

/**
 * Replaces this document with `url` (in its own window or frame, never the top one): the page left stays out
 * of the history, so Back does not bring back a lesson whose session has ended.
 */
export function leavePageFor(url: string, location: Pick<Location, 'replace'> = window.location): void {
  location.replace(url);
}
