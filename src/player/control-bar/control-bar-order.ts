/**
 * The order of the control bar, one list (as video.js control-bar.js). Custom controls register first.
 * The player is created with the first controls only; the later ones join, in this order, once the first
 * frame is painted (complete-control-bar-later.ts loads complete-control-bar.ts, which registers them).
 */
// The first controls' own components; the later ones register with the code that adds them
// (complete-control-bar.ts, loaded after the first frame).
import './live-edge-button';

export const controlBarOrder = [
  'playToggle',
  'skipBackward',
  'skipForward',
  'volumePanel',
  'currentTimeDisplay',
  'timeDivider',
  'durationDisplay',
  'progressControl',
  'LiveEdgeButton',
  'remainingTimeDisplay',
  'playbackRateMenuButton',
  'SpChaptersButton',
  'subsCapsButton',
  'SpAudioTrackButton',
  'ResolutionMenuButton',
  'AudioPlayerButton',
  'SpPictureInPictureToggle',
  'SphereAiButton',
  'SummaryButton',
  'TranscriptButton',
  'ChatButton',
  'LikeButton',
  'DislikeButton',
  'download_button',
  'download_button_audio',
  'OverflowMenuButton',
  'fullscreenToggle',
] as const;

export type ControlName = (typeof controlBarOrder)[number];

/**
 * Menus and feature buttons, from the rate menu up to fullscreen: built after the first frame, since
 * building them (and rebuilding the menus as VHS reports tracks) costs the main thread about 70 ms that the
 * first frame would otherwise wait for. The bar is hidden until playback starts, so the viewer does not see
 * them join.
 */
const laterControls: ReadonlySet<ControlName> = new Set(
  controlBarOrder.slice(controlBarOrder.indexOf('playbackRateMenuButton'), controlBarOrder.indexOf('fullscreenToggle')),
);

/** The controls the player is created with. */
export const firstControls: readonly ControlName[] = controlBarOrder.filter((name) => !laterControls.has(name));
