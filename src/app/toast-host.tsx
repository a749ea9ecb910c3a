import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/app-store';
import { TOAST_DURATION_MS, type Toast } from '@/store/toast-slice';
import { restoreFocus } from '@/ui/restore-focus';
import { useToastTimer } from './use-toast-timer';
import './toast-host.css';

const severityClass = ['success', 'secondary', 'danger', 'primary'] as const;

/**
 * How many toasts a frame shows at once (docs/accessibility.md, "Toasts on short frames"): on a frame as short
 * as a 16:9 one at phone width (≤ 300 px) one, on a medium one (≤ 480 px) two, else all. Toasts are never laid
 * over one another or over the control bar; the newest show, and the others wait behind them.
 */
const SHOWN_BY_HEIGHT: [query: string, shown: number][] = [
  ['(max-height: 300px)', 1],
  ['(max-height: 480px)', 2],
];

/**
 * How long after the stacks mount the toasts already in the store land in them: a live region inserted with its
 * text already in it is not announced (screen readers hear changes to regions they know), and a toast emitted
 * before the app mounted (boot keeps it in the store: a cmi5 launch refused at once) would go unsaid.
 */
export const REGIONS_SETTLE_MS = 100;

/** False until REGIONS_SETTLE_MS after the stacks mounted: until then their live regions stay empty. */
function useRegionsSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), REGIONS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return settled;
}

function shownAtOnce(): number {
  return SHOWN_BY_HEIGHT.find(([query]) => window.matchMedia(query).matches)?.[1] ?? Infinity;
}

function useShownAtOnce(): number {
  return useSyncExternalStore((onChange) => {
    const queries = SHOWN_BY_HEIGHT.map(([query]) => window.matchMedia(query));
    for (const query of queries) query.addEventListener('change', onChange);
    return () => {
      for (const query of queries) query.removeEventListener('change', onChange);
    };
  }, shownAtOnce);
}

/** Where a closed toast's focus goes when the element it came from has gone: the player, else an open panel. */
const TOAST_FOCUS_FALLBACKS = '.player-page .video-js, [role="dialog"]';

/**
 * A toast. A waiting one (the frame shows newer ones) is its message alone, visually hidden but in its live
 * region, so it is announced as it arrives; it shows, with its close button, when the newer ones have gone.
 * Each leaves after TOAST_DURATION_MS, waiting or not, unless the viewer holds it (use-toast-timer.ts).
 */
function ToastItem({ toast, waiting }: { toast: Toast; waiting: boolean }) {
  const { t } = useTranslation();
  const dismissToast = useAppStore((state) => state.dismissToast);
  const hold = useToastTimer(
    useCallback(() => dismissToast(toast.id), [toast.id, dismissToast]),
    TOAST_DURATION_MS,
    waiting,
  );
  // Where the focus came from as the viewer reached 'Fechar': closing the toast from the keyboard gives it back there
  // (else to the player), not to the page's body, whose top a keyboard or screen reader user would start over from.
  const cameFrom = useRef<Element | null>(null);
  const reached = (event: FocusEvent<HTMLButtonElement>) => void (cameFrom.current = event.relatedTarget);
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    const toastElement = event.currentTarget.parentElement;
    const focused = event.currentTarget === document.activeElement;
    dismissToast(toast.id);
    if (focused) restoreFocus(cameFrom.current as HTMLElement | null, toastElement, TOAST_FOCUS_FALLBACKS);
  };
  return (
    <div className={`toast toast-${severityClass[toast.severity]}${waiting ? ' toast-waiting visually-hidden' : ''}`} {...hold}>
      <span className="toast-message">{toast.textKey ? t(toast.textKey) : toast.message}</span>
      {waiting ? null : (
        <button type="button" className="toast-close" onFocus={reached} onClick={close}>
          {t('close')}
        </button>
      )}
    </div>
  );
}

/**
 * Toasts at the top and the bottom (boot puts each Toast event in the store, also before the app loads). Each
 * stack holds two live regions that are always there, so a toast is announced when it lands in one: danger
 * toasts in an alert (assertive), the others in a status (polite); the toasts already in the store when the
 * stacks mount land a moment later (REGIONS_SETTLE_MS), so they are announced too. The frame shows the newest few (above);
 * on a short frame both stacks stand at the top, clear of the control bar (toast-host.css).
 */
export function ToastHost() {
  const { t } = useTranslation();
  const stored = useAppStore((state) => state.toasts);
  const toasts = useRegionsSettled() ? stored : [];
  const shown = new Set(toasts.slice(-useShownAtOnce()).map((toast) => toast.id));
  return (
    <>
      {(['top', 'bottom'] as const).map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        return (
          <section key={position} className={`toast-stack toast-stack-${position}`} aria-label={t(`notifications_${position}`)}>
            <div className="toast-list" role="alert">
              {here
                .filter((toast) => toast.severity === 2)
                .map((toast) => (
                  <ToastItem key={toast.id} toast={toast} waiting={!shown.has(toast.id)} />
                ))}
            </div>
            <div className="toast-list" role="status">
              {here
                .filter((toast) => toast.severity !== 2)
                .map((toast) => (
                  <ToastItem key={toast.id} toast={toast} waiting={!shown.has(toast.id)} />
                ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
