/**
 * Stands in for `@xmldom/xmldom` in the browser build (vite.config.ts aliases it here). VHS's DASH parser
 * (mpd-parser) imports xmldom's DOMParser for Node; in a browser the native one parses the same MPDs, and
 * leaving xmldom out takes about 17 KB gzip off the code needed for the first frame.
 */
export const DOMParser = globalThis.DOMParser;
