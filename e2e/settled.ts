import type { Page } from '@playwright/test';

/**
 * Waits until the page is still, however slow the machine: `ms` of its own clock and two frames drawn (a handler's
 * timers, its render, its effects and any fullscreen change are done), then every finite animation or transition
 * running by then has finished.
 */
export function settled(page: Page, ms: number): Promise<void> {
  return page.evaluate(async (ms) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }, ms);
}
