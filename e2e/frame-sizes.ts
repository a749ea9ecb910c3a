/**
 * The frame sizes a layout is looked at in: a small embed on a phone's page (360 × 203), a lesson page's column
 * (640 × 360) and a desktop's (1280 × 720).
 */
export const FRAME_SIZES = [
  { width: 360, height: 203 },
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
] as const;

/** The two ends of them, for what is looked at where it fits least and most. */
export const SMALLEST_AND_LARGEST = [FRAME_SIZES[0], FRAME_SIZES[2]] as const;
