/**
 * The launch page's words to the learner, in their language: the status line (loading, or why the lesson
 * cannot open), its retry button, and the notice that the LMS may not be recording progress, over the top of
 * the lesson until the learner closes it (launch-page.ts has the elements).
 */
import { documentLang, type Language } from '../../../src/i18n/languages.ts';
import { launchTexts, type LaunchTexts } from './launch-messages.ts';

/**
 * How long after its box shows the notice's text lands: a live region inside a hidden box is not in the
 * accessibility tree, so text set with the box's showing may go unannounced; and an LMS that refused to initialize
 * has its learner language read in the same task, so the notice is said once, in it.
 */
const NOTICE_TEXT_DELAY_MS = 100;

export interface LaunchStatus {
  /** The texts in the page's language. */
  readonly texts: LaunchTexts;
  /** Speaks `language` from now on: the page's `lang`, its buttons, and the notice if it shows. */
  setLanguage(language: Language): void;
  /** Shows `text` on the status line ('' hides it) and takes any retry button away. */
  say(text: string): void;
  /** Offers the retry button, enabled after `afterMs` (a server's Retry-After). */
  offerRetry(onRetry: () => void, afterMs?: number): void;
  /** Shows the notice that progress may not be recorded; once, however often it is called. */
  warnLms(): void;
}

export function launchStatus(language: Language, doc: Document = document): LaunchStatus {
  const status = doc.getElementById('status');
  const retry = doc.getElementById('retry') as HTMLButtonElement | null;
  const noticeBox = doc.getElementById('notice-box');
  const notice = doc.getElementById('notice');
  const close = doc.getElementById('notice-close');
  let texts = launchTexts[language];
  let warned = false;
  let handleRetry: (() => void) | null = null;
  let enableTimer: ReturnType<typeof setTimeout> | undefined;
  retry?.addEventListener('click', () => {
    const run = handleRetry;
    handleRetry = null;
    run?.();
  });
  close?.addEventListener('click', () => {
    if (noticeBox) noticeBox.hidden = true;
    // The button goes with the notice: the keyboard goes on in the lesson, not at the top of the page.
    doc.querySelector<HTMLElement>('#lesson iframe')?.focus();
  });
  const hideRetry = (): void => {
    clearTimeout(enableTimer);
    handleRetry = null;
    if (retry) retry.hidden = true;
  };
  const speak = (next: Language): void => {
    texts = launchTexts[next];
    doc.documentElement.lang = documentLang(next);
    if (retry) retry.textContent = texts.retry;
    if (close) close.textContent = texts.close;
    // A notice already said in another language is reworded.
    if (notice?.textContent) notice.textContent = texts.lmsTrouble;
  };
  speak(language);
  return {
    get texts() {
      return texts;
    },
    setLanguage: speak,
    say: (text) => {
      hideRetry();
      if (status) status.textContent = text;
    },
    offerRetry: (onRetry, afterMs = 0) => {
      hideRetry();
      if (!retry) return;
      handleRetry = onRetry;
      retry.hidden = false;
      retry.disabled = afterMs > 0;
      if (afterMs > 0) enableTimer = setTimeout(() => (retry.disabled = false), afterMs);
    },
    warnLms: () => {
      if (warned) return;
      warned = true;
      if (noticeBox) noticeBox.hidden = false;
      setTimeout(() => {
        if (notice) notice.textContent = texts.lmsTrouble;
      }, NOTICE_TEXT_DELAY_MS);
    },
  };
}
