/** 'Chat': opens and closes the chat page beside or over the player (USAR_CHAT and the video in GUIDS_CHAT). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, panelControl } from './feature-button';
import { registerControl } from './video-js-components';

export const chatControl = panelControl('chat', {
  label: 'Chat',
  icon: 'sp-icon-chat',
  isAvailable: (state) => availableFeatures(state).chat,
});

export const ChatButton = featureButton(chatControl);
registerControl('ChatButton', ChatButton);
