/** The order of the control bar, one list (as video.js control-bar.js). Custom controls register first. */
import './live-edge-button';
import './resolution-menu-button';

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
  'subsCapsButton',
  'ResolutionMenuButton',
  'pictureInPictureToggle',
  'fullscreenToggle',
] as const;
