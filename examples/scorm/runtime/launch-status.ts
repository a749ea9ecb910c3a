/**
 * The launch page's words to the learner: the status line (loading, or why the lesson cannot open), its
 * retry button, and the notice that the LMS may not be recording progress (launch-page.ts has the elements).
 */
import { launchTexts } from './launch-messages.ts';

export interface LaunchStatus {
  /** Shows `text` on the status line ('' hides it) and takes any retry button away. */
  say(text: string): void;
  /** Offers the retry button, enabled after `afterMs` (a server's Retry-After). */
  offerRetry(onRetry: () => void, afterMs?: number): void;
  /** Shows the notice that progress may not be recorded; once, however often it is called. */
  warnLms(): void;
}

export function launchStatus(doc: Document = document): LaunchStatus {
  const status = doc.getElementById('status');
  const retry = doc.getElementById('retry') as HTMLButtonElement | null;
  const notice = doc.getElementById('notice');
  let handleRetry: (() => void) | null = null;
  let enableTimer: ReturnType<typeof setTimeout> | undefined;
  retry?.addEventListener('click', () => {
    const run = handleRetry;
    handleRetry = null;
    run?.();
  });
  const hideRetry = (): void => {
    clearTimeout(enableTimer);
    handleRetry = null;
    if (retry) retry.hidden = true;
  };
  return {
    say: (text) => {
      hideRetry();
      if (status) status.textContent = text;
    },
    offerRetry: (onRetry, afterMs = 0) => {
      hideRetry();
      if (!retry) return;
      handleRetry = onRetry;
      retry.textContent = launchTexts.retry;
      retry.hidden = false;
      retry.disabled = afterMs > 0;
      if (afterMs > 0) enableTimer = setTimeout(() => (retry.disabled = false), afterMs);
    },
    warnLms: () => {
      if (notice && !notice.textContent) notice.textContent = launchTexts.lmsTrouble;
    },
  };
}
