import { useEffect, type RefObject } from 'react';
import { useAppStore } from '@/store/app-store';

/**
 * The most an open menu or panel grows the audio player's frame to (docs/accessibility.md, "Menus in audio
 * mode"): the overflow menu's nine entries at 360 px wide fit; a longer list or a panel scrolls inside it.
 */
export const SHEET_HEIGHT_MAX = 400;

/**
 * What the audio player's open menu or panel needs to show all it holds, up to SHEET_HEIGHT_MAX; 0 when none
 * is open. Each is a sheet from the frame's bottom with one scrolling part: its height and what scrolls out of it.
 */
export function sheetHeight(scope: ParentNode): number {
  let needed = 0;
  for (const menu of scope.querySelectorAll<HTMLElement>('.vjs-audio-only-mode .vjs-menu.vjs-lock-showing'))
    needed = Math.max(needed, menu.scrollHeight);
  for (const dialog of scope.querySelectorAll<HTMLElement>('.overlay-dialog')) {
    const body = dialog.querySelector<HTMLElement>('.overlay-body');
    needed = Math.max(needed, dialog.offsetHeight + (body ? body.scrollHeight - body.clientHeight : 0));
  }
  return Math.min(SHEET_HEIGHT_MAX, Math.ceil(needed));
}

/** The height the toasts below the audio bar take (toast-host.css), margins included. */
function toastsHeight(scope: ParentNode): number {
  let height = 0;
  for (const stack of scope.querySelectorAll<HTMLElement>('.toast-stack')) {
    const box = stack.getBoundingClientRect();
    if (box.height > 0) height += box.height + Number.parseFloat(getComputedStyle(stack).marginBottom || '0');
  }
  return height;
}

/**
 * Keeps the store's content height: the page's own height while it has one (the audio bar, and the toasts below it), and 0 when
 * the video fills the frame (the host hears it and sizes the iframe: app/host-events.ts). While a menu or a
 * panel is open over the audio bar, the height it needs, so that the host's iframe grows to show it and
 * shrinks back when it closes.
 */
export function useContentHeight(ref: RefObject<HTMLElement | null>, intrinsic: boolean): void {
  const setContentHeight = useAppStore((state) => state.setContentHeight);
  useEffect(() => {
    const element = ref.current;
    if (!intrinsic || !element) {
      setContentHeight(0);
      return;
    }
    // The menus are in the page, the panels beside it on the player's screen, the toasts below it in the app.
    const screen = element.parentElement ?? element;
    const app = element.closest('.app-root') ?? screen;
    const report = (): void =>
      setContentHeight(Math.max(Math.ceil(element.getBoundingClientRect().height + toastsHeight(app)), sheetHeight(screen)));
    report();
    let frame = 0;
    const soon = (): void => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), report()));
    };
    const resizes = new ResizeObserver(soon);
    resizes.observe(element);
    // A menu opening or closing (its class), a panel or a toast coming or going or filling (its nodes).
    const changes = new MutationObserver(soon);
    changes.observe(app, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    // The frame growing changes what still scrolls out of a sheet.
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', soon);
    };
  }, [ref, intrinsic, setContentHeight]);
}
