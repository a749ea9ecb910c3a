/** Fits the iframe to the height the widget reports (audio bar, panels), within the host's bounds. */
import type { PlayerOptions } from './player-options.js';

export function resizeFrame(iframe: HTMLIFrameElement, options: PlayerOptions, height: unknown): void {
  if (options.autoResize === false || typeof height !== 'number' || !Number.isFinite(height)) return;
  const style = iframe.style;
  // 0: no height of its own (video); the iframe keeps its aspect ratio.
  if (height <= 0) {
    style.height = '';
    return;
  }
  style.height = `${Math.min(options.maxHeight ?? 2000, Math.max(options.minHeight ?? 80, Math.ceil(height)))}px`;
}
