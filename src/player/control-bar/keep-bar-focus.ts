/**
 * A bar control the focus is on can leave the bar when the frame's width changes (the feature buttons join the
 * overflow menu ⋮ on a narrower frame, and that menu leaves a wider one): the browser then drops the focus to the
 * page, and a keyboard or screen reader user starts over from the top. The focus goes on to the control a Tab
 * would have reached, the next one the bar shows (for a feature button, 'Mais opções', which now holds it), else
 * the one before it.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

const shown = (element: Element): boolean => element.getClientRects().length > 0;

/** A bar child's control: the child itself, or a menu's button. */
const controlOf = (child: Element): HTMLElement | null =>
  child instanceof HTMLButtonElement ? child : child.querySelector<HTMLElement>(':scope > button');

/**
 * The bar's control that stands for `lost` (a control, or an entry of its menu): the next one it shows, else the
 * one before it; for the overflow menu, whose entries went back to the bar before it, the one before it first.
 */
export function standIn(bar: Element, lost: Element): HTMLElement | undefined {
  const children = [...bar.children];
  const at = children.findIndex((child) => child.contains(lost));
  if (at < 0) return undefined;
  const visible = (list: Element[]): HTMLElement | undefined =>
    list.map(controlOf).find((control): control is HTMLElement => control !== null && shown(control));
  const after = (): HTMLElement | undefined => visible(children.slice(at + 1));
  const before = (): HTMLElement | undefined => visible(children.slice(0, at).reverse());
  return children[at]?.classList.contains('sp-overflow-button') ? (before() ?? after()) : (after() ?? before());
}

export function keepBarFocus(player: VideoJsPlayer, bar: HTMLElement): void {
  let focused: Element | null = null;
  bar.addEventListener('focusin', (event) => void (focused = event.target as Element));
  // The viewer moved it (elsewhere, or to nowhere with a click on the page), not the browser (which drops it from a
  // control it no longer shows).
  bar.addEventListener('focusout', (event) => {
    if (event.relatedTarget || shown(event.target as Element)) focused = null;
  });
  // Video.js lays the bar out for the new width on this event, before this listener.
  player.on('playerresize', () => {
    const lost = focused;
    if (!lost || shown(lost)) return;
    const active = document.activeElement;
    if (active !== lost && active !== document.body && active !== null) return;
    standIn(bar, lost)?.focus();
  });
}
