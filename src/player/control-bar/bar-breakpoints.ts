/**
 * The frame widths at which the bar changes its layout (Video.js's `vjs-layout-*` classes, which
 * control-bar.css keys on), set from what the bar holds rather than Video.js's defaults (small ≤ 425,
 * medium ≤ 768), which left the progress bar 4em (40 px) wide and pushed the fullscreen button out of
 * frames of 426–522 and 769–803 px:
 *
 * - small and below (≤ 639 px): the progress bar takes a row of its own above the buttons, and
 *   picture-in-picture joins the overflow menu (⋮).
 * - medium: the feature buttons (Gostei, Sphere AI, …) are entries of the overflow menu; the bar's other
 *   controls take 483 px at most, so from 640 px the progress bar keeps at least about 155 px.
 * - large: every control in one row, from the width where the feature buttons the item shows still leave
 *   the progress bar MIN_PROGRESS_PX: 923 px with all eight, 683 px with two; with none, medium is skipped.
 *
 * An item with alternate audio has one control more in every layout, the audio-track menu: the two-row bar
 * lasts 40 px longer (to 679 px) and the one-row bar starts 40 px later.
 */
import type { VideoJsPlayer } from '../video-js-player';

/** The narrowest progress bar the one-row bar keeps before the feature buttons move into the overflow menu. */
export const MIN_PROGRESS_PX = 160;
/** A feature button's width in the one-row bar (4em of the bar's 10 px). */
const FEATURE_BUTTON_PX = 40;
/**
 * The one-row bar's controls other than the feature buttons and the progress bar, at their widest: play,
 * ±10 s, mute, the remaining time, speed, chapters, captions, quality, picture-in-picture and fullscreen.
 */
const OTHER_CONTROLS_PX = 443;

export const BAR_BREAKPOINTS = {
  tiny: 210,
  xsmall: 320,
  small: 639,
  medium: 959,
  large: 1440,
  xlarge: 2560,
} as const;

export type BarBreakpoints = { -readonly [K in keyof typeof BAR_BREAKPOINTS]: number };

/**
 * The breakpoints for a bar that shows `features` feature buttons and `extraControls` controls that stay in
 * the bar at every width beyond the ones OTHER_CONTROLS_PX counts (the audio-track menu).
 */
export function barBreakpoints(features: number, extraControls = 0): BarBreakpoints {
  const extra = extraControls * FEATURE_BUTTON_PX;
  const small = BAR_BREAKPOINTS.small + extra;
  const oneRow = OTHER_CONTROLS_PX + extra + features * FEATURE_BUTTON_PX + MIN_PROGRESS_PX;
  return { ...BAR_BREAKPOINTS, small, medium: Math.max(small, oneRow - 1) };
}

/** Sets the player's breakpoints for the controls its bar shows now (Video.js applies them at once). */
export function fitBreakpointsToFeatures(player: VideoJsPlayer): void {
  if (player.isDisposed()) return;
  const shown = (selector: string): number =>
    player.el().querySelectorAll(`.vjs-control-bar > ${selector}:not(.vjs-hidden)`).length;
  player.breakpoints(barBreakpoints(shown('.sp-feature-button'), shown('.sp-audio-track-button')));
}
