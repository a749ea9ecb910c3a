// Covers a frame where the browser denies storage (private mode, a third-party frame's policy), against the real
// stack: IndexedDB and localStorage both throw SecurityError when touched. The widget plays, with no message and no
// uncaught error, and the view it saves still reaches the API (its outbox lives in memory for the page).
import { clickPlay, currentTime, expect, openPlayer, test } from './fixtures.ts';

test('with IndexedDB and localStorage denied the video plays and its view still reaches the API', async ({ page, stack }) => {
  await page.addInitScript(() => {
    const denied = (): never => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'indexedDB', { get: denied });
    Object.defineProperty(window, 'localStorage', { get: denied });
  });
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/playervisualizacao') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await openPlayer(page, await stack.playerUrl());
  // The denial is what the page meets (the widget cannot have reached a store some other way).
  expect(
    await page.evaluate(() => {
      try {
        return typeof localStorage;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('player-error-message')).toHaveCount(0);
});
