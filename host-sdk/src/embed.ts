/** `SpherePlayer.embed`: creates the widget's iframe in a container, with the right permissions and size. */
import { Player } from './player.js';
import type { PlayerOptions } from './player-options.js';

export interface EmbedOptions extends PlayerOptions {
  /** The widget's Player URL (with its token, unless the host gives tokens through getToken). */
  url: string;
  /** The iframe's accessible title. Default 'Sphere Player'. */
  title?: string;
  /** Width / height before the widget reports its own height. Default 16 / 9. */
  aspectRatio?: number;
}

/**
 * @example
 * const player = SpherePlayer.embed('#lesson', { url: 'https://player.example/player?token=…' });
 * player.on('ended', () => markComplete());
 */
export function embed(container: HTMLElement | string, options: EmbedOptions): Player {
  const parent = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
  if (!parent) throw new Error(`Sphere Player: no element ${String(container)}`);
  const iframe = document.createElement('iframe');
  iframe.src = options.url;
  iframe.title = options.title ?? 'Sphere Player';
  iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  iframe.dataset['spherePlayer'] = 'embed';
  iframe.style.cssText = `display:block;width:100%;border:0;aspect-ratio:${options.aspectRatio ?? 16 / 9}`;
  parent.appendChild(iframe);
  return new Player(iframe, options);
}
