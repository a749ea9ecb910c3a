/**
 * The bar's controls that stand for the one that opened a panel or the download menu, when that one has gone or
 * hides as it closes (ui/restore-focus.ts): its own button, else the overflow button (⋮), in the bar's order.
 */
import type { PanelName } from '@/store/overlay-slice';

export const panelOpeners = (panel: PanelName): string =>
  `.player-page .vjs-control-bar > [data-panel="${panel}"], .player-page .vjs-control-bar > .sp-overflow-button > button`;

/** The same for the download menu: the bar's Download button (of the video or of the audio mode) where it shows. */
export const downloadMenuOpeners =
  '.player-page .vjs-control-bar > .sp-icon-download, .player-page .vjs-control-bar > .sp-overflow-button > button';
