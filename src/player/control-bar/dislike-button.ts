/** 'Não gostei': dislikes the video; pressed again, clears it. */
import { availableFeatures } from '@/store/available-features';
import { featureButton, type FeatureControl } from './feature-button';
import { registerControl } from './video-js-components';

export const dislikeControl: FeatureControl = {
  label: 'Não gostei',
  icon: 'sp-icon-dislike',
  isAvailable: (state) => availableFeatures(state).like,
  isPressed: (state) => state.liked === 'N',
  activate: (_player, state) => void state.toggleLike('N'),
};

export const DislikeButton = featureButton(dislikeControl);
registerControl('DislikeButton', DislikeButton);
