/** What assistive technology announces, recorded in the page for the browser tests. */
import type { Page } from '@playwright/test';

/** The recorder, in the page: text added inside a live region (status or alert) that was in the page already. */
function record(): void {
  const w = window as unknown as { announced?: string[] };
  if (w.announced) return;
  const landed: string[] = [];
  w.announced = landed;
  new MutationObserver((records) => {
    for (const entry of records) {
      const target = entry.target instanceof Element ? entry.target : entry.target.parentElement;
      if (!target?.closest('[role="status"], [role="alert"]')) continue;
      for (const added of entry.addedNodes) landed.push(added.textContent ?? '');
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Records, from now on in the page and from the start of the pages it opens next, the text added inside a live
 * region that was in the page already: what is announced (a region inserted with its text already in it is not).
 * Answers a function that reads what was recorded in the page now open.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(record);
  await page.evaluate(record);
  return () => page.evaluate(() => (window as unknown as { announced?: string[] }).announced ?? []);
}
