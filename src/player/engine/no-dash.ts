/**
 * Stands in for mpd-parser (VHS's DASH manifest parser) in the widget's build (scripts/video-js-build.ts):
 * the widget plays HLS and progressive MP4 only, so DASH stays out of the code loaded before the first
 * frame. Nothing calls these; if something ever did, it fails loudly instead of misplaying.
 */
const leftOut = (): never => {
  throw new Error('DASH is left out of this build (scripts/video-js-build.ts).');
};

export const parse = leftOut;
export const parseUTCTiming = leftOut;
export const generateSidxKey = leftOut;
export const addSidxSegmentsToPlaylist = leftOut;
