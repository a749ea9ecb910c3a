/** The viewer features the store's item offers under its config: one selector for the control bar and the host. */
import { featureAvailability, type FeatureAvailability } from '@/services/feature-availability';
import type { ConfigSlice } from './config-slice';
import type { ItemSlice } from './item-slice';

export const availableFeatures = (state: Pick<ConfigSlice, 'config'> & Pick<ItemSlice, 'item'>): FeatureAvailability =>
  featureAvailability(state.config, state.item);
