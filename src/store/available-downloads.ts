/**
 * The files the store's item offers for download in a mode (services/download-formats.ts): the selector of the
 * download controls and menu. Apart from available-features.ts, which the first load carries: what asks this
 * comes after the first frame.
 */
import { downloadFormats, type DownloadFormat, type DownloadVariant } from '@/services/download-formats';
import type { ConfigSlice } from './config-slice';
import type { ItemSlice } from './item-slice';

export const availableDownloads = (
  state: Pick<ConfigSlice, 'config'> & Pick<ItemSlice, 'item'>,
  variant: DownloadVariant,
): DownloadFormat[] => downloadFormats(state.config, state.item, variant);
