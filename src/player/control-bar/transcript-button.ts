/** 'Transcrição': opens and closes the interactive transcript (whenever the item has captions). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, type FeatureControl } from './feature-button';
import { registerControl } from './video-js-components';

export const transcriptControl: FeatureControl = {
  label: 'Transcrição',
  icon: 'sp-icon-transcript',
  isAvailable: (state) => availableFeatures(state).transcript,
  isPressed: (state) => state.panel === 'transcript',
  activate: (_player, state) => state.togglePanel('transcript'),
  panel: 'transcript',
};

export const TranscriptButton = featureButton(transcriptControl);
registerControl('TranscriptButton', TranscriptButton);
