/**
 * The bar's controls that stand for the one that opened a panel, when that one has gone or hides as the panel
 * closes (ui/restore-focus.ts): the panel's own button, else the overflow button (⋮), in the bar's order.
 */
import type { PanelName } from '@/store/overlay-slice';

export const panelOpeners = (panel: PanelName): string =>
  `.player-page .vjs-control-bar > [data-panel="${panel}"], .player-page .vjs-control-bar > .sp-overflow-button > button`;
