/** The widget's iframe, from what an integrator gives the Player. */

/** The iframe a target names: itself, the one inside an element, or the element an id or a selector finds. */
export function findIframe(target: HTMLIFrameElement | HTMLElement | string): HTMLIFrameElement {
  const element =
    typeof target === 'string' ? (document.getElementById(target) ?? document.querySelector<HTMLElement>(target)) : target;
  const iframe = element instanceof HTMLIFrameElement ? element : element?.querySelector('iframe');
  if (!iframe) throw new Error(`Sphere Player: no iframe at ${String(target)}.`);
  return iframe;
}
