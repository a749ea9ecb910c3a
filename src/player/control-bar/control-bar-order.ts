/** The order of the control bar, one list (as video.js control-bar.js). Custom controls register first. */
import './audio-player-button';
import './chat-button';
import './dislike-button';
import './download-button';
import './like-button';
import './live-edge-button';
import './overflow-menu-button';
import './picture-in-picture-toggle';
import './resolution-menu-button';
import './sphere-ai-button';
import './summary-button';

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
  'AudioPlayerButton',
  'SpPictureInPictureToggle',
  'SphereAiButton',
  'SummaryButton',
  'ChatButton',
  'LikeButton',
  'DislikeButton',
  'download_button',
  'download_button_audio',
  'OverflowMenuButton',
  'fullscreenToggle',
] as const;
