/** 'Resumo': opens and closes the AI summary panel (RESUMO). */
import { availableFeatures } from '@/store/available-features';
import { featureButton, panelControl } from './feature-button';
import { registerControl } from './video-js-components';

export const summaryControl = panelControl('summary', {
  label: 'Resumo',
  icon: 'sp-icon-summary',
  isAvailable: (state) => availableFeatures(state).summary,
});

export const SummaryButton = featureButton(summaryControl);
registerControl('SummaryButton', SummaryButton);
