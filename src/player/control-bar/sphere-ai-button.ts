/** 'Sphere AI': opens and closes the assistant panel (USAR_CHAT_AI and the video in GUIDS_CHAT_AI). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, panelControl } from './feature-button';
import { registerControl } from './video-js-components';

export const sphereAiControl = panelControl('assistant', {
  label: 'Sphere AI',
  icon: 'sp-icon-sphere-ai',
  isAvailable: (state) => availableFeatures(state).sphereAi,
});

export const SphereAiButton = featureButton(sphereAiControl);
registerControl('SphereAiButton', SphereAiButton);
