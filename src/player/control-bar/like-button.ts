/** 'Gostei': likes the video; pressed again, clears the like. */
import { availableFeatures } from '@/store/available-features';
import { featureButton, type FeatureControl } from './feature-button';
import { registerControl } from './video-js-components';

export const likeControl: FeatureControl = {
  label: 'Gostei',
  icon: 'sp-icon-like',
  isAvailable: (state) => availableFeatures(state).like,
  isPressed: (state) => state.liked === 'S',
  activate: (_player, state) => void state.toggleLike('S'),
};

export const LikeButton = featureButton(likeControl);
registerControl('LikeButton', LikeButton);
