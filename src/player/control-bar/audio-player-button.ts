/** 'Audio Player': switches to audio-only playback and back (the player keeps time, rate and play state). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, type FeatureControl } from './feature-button';
import { registerControl } from './video-js-components';

export const audioPlayerControl: FeatureControl = {
  label: 'Audio Player',
  icon: 'sp-icon-audio-player',
  isAvailable: (state) => availableFeatures(state).audioMode,
  isPressed: (state) => state.audioMode,
  activate: (_player, state) => state.setAudioMode(!state.audioMode),
};

export const AudioPlayerButton = featureButton(audioPlayerControl);
registerControl('AudioPlayerButton', AudioPlayerButton);
