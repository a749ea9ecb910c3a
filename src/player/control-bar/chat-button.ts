/** 'Chat': opens and closes the chat page beside or over the player (USAR_CHAT and the video in GUIDS_CHAT). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, type FeatureControl } from './feature-button';
import { registerControl } from './video-js-components';

export const chatControl: FeatureControl = {
  label: 'Chat',
  icon: 'sp-icon-chat',
  isAvailable: (state) => availableFeatures(state).chat,
  isPressed: (state) => state.panel === 'chat',
  activate: (_player, state) => state.togglePanel('chat'),
  panel: 'chat',
};

export const ChatButton = featureButton(chatControl);
registerControl('ChatButton', ChatButton);
