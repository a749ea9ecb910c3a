// Covers the widget's texts (assets/i18n/*.json) failing, against the real stack: an en viewer whose texts do not
// load reads pt's (never raw keys); when pt's fail too, the app's failure in the viewer's language (a bar over the
// first player, which plays on), whose retry loads them and brings the app. At 360 × 203 and 1280 × 720.
import { expect, openPlayer, screenshot, test } from './fixtures.ts';

test('an en viewer whose texts fail reads the app in pt, never its keys', async ({ page, stack }) => {
  await page.route('**/assets/i18n/en.json', (route) => route.abort('connectionreset'));
  await openPlayer(page, await stack.playerUrl(undefined, '&lang=en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // The app's own texts are pt's (the bar's labels are the player's, in the viewer's en).
  await expect(page.getByRole('region', { name: 'Notificações no topo' })).toBeAttached();
  expect(await page.locator('body').innerText()).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
});

for (const size of [
  { width: 360, height: 203 },
  { width: 1280, height: 720 },
]) {
  test(`at ${size.width}×${size.height} texts that fail in every language end in the app's failure, in the viewer's language, whose retry works`, async ({
    page,
    stack,
  }) => {
    let fail = true;
    await page.route('**/assets/i18n/*.json', (route) => (fail ? route.abort('connectionreset') : route.fallback()));
    await page.setViewportSize(size);
    await page.goto(await stack.playerUrl(undefined, '&lang=es'));
    const failure = page.locator('#boot-failure');
    await expect(failure).toContainText('No se pudo cargar el reproductor. Compruebe su conexión e inténtelo de nuevo.', {
      timeout: 20_000,
    });
    // The first player is there, under the bar.
    await expect(failure).toHaveClass(/boot-error-bar/);
    await screenshot(page, `texts-failed-${size.width}`);
    fail = false;
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notificaciones arriba' })).toBeAttached();
  });
}
