/** 'Resumo': opens and closes the AI summary panel (RESUMO). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, type FeatureControl } from './feature-button';
import { registerControl } from './video-js-components';

export const summaryControl: FeatureControl = {
  label: 'Resumo',
  icon: 'sp-icon-summary',
  isAvailable: (state) => availableFeatures(state).summary,
  isPressed: (state) => state.panel === 'summary',
  activate: (_player, state) => state.togglePanel('summary'),
  panel: 'summary',
};

export const SummaryButton = featureButton(summaryControl);
registerControl('SummaryButton', SummaryButton);
