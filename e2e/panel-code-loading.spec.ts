// Covers a panel whose code is still on its way (it loads when the panel first opens, none of it needed to play): the
// panel shows a loading ring of its full size with a text beside it, 'Carregando conteúdo', in a status, never a
// bare sliver of a spinner; the panel works once its code comes. At 360 × 203, 640 × 360 and 1280 × 720.
import { expect, openFeature, openPausedPlayer, screenshot, test } from './fixtures.ts';

for (const size of [
  { width: 360, height: 203 },
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
]) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} a panel whose code is on its way says it is loading, beside a whole ring`, async ({ page, stack }) => {
    let deliver = (): void => undefined;
    const code = new Promise<void>((resolve) => (deliver = resolve));
    await page.route('**/assets/summary-panel-*.js', async (route) => {
      await code;
      await route.continue();
    });
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await openFeature(page, 'Resumo');
    const dialog = page.getByRole('dialog', { name: 'Resumo' });
    await expect(dialog.getByRole('status')).toHaveText('Carregando conteúdo');
    const ring = await dialog.locator('.spinner').boundingBox();
    expect(ring && ring.width >= 40 && ring.height >= 40, `a whole ring (${ring?.width}×${ring?.height})`).toBe(true);
    await screenshot(page, `panel-code-loading-${at}`);
    deliver();
    // Its code in, the panel shows the summary.
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog).toContainText('ciclo de Calvin');
  });
}
