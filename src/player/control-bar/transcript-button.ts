/** 'Transcrição': opens and closes the interactive transcript (whenever the item has captions). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, panelControl } from './feature-button';
import { registerControl } from './video-js-components';

export const transcriptControl = panelControl('transcript', {
  label: 'Transcrição',
  icon: 'sp-icon-transcript',
  isAvailable: (state) => availableFeatures(state).transcript,
});

export const TranscriptButton = featureButton(transcriptControl);
registerControl('TranscriptButton', TranscriptButton);
