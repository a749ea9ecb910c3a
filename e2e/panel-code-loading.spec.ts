// Covers a panel whose code is still on its way (it loads when the panel first opens, none of it needed to play): the
// panel shows a loading ring of its full size with a text beside it, 'Carregando conteúdo', in a status, never a
// bare sliver of a spinner; the panel works once its code comes. At 360 × 203, 640 × 360 and 1280 × 720. The
// download menu the same, at once (a press that shows nothing on a slow link is pressed again): the focus waits on
// the dialog, which a screen reader names, and goes on to the first option as it comes, unless the viewer moved on.
import type { Page } from '@playwright/test';
import { axeViolations, expect, openFeature, openPausedPlayer, screenshot, test } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';
import { holdRequests } from './hold-requests.ts';

/** Holds back the requests for a chunk until the returned function is called. */
const holdChunk = async (page: Page, name: string): Promise<() => void> =>
  (await holdRequests(page, `**/assets/${name}-*.js`)).release;

for (const size of FRAME_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} a panel whose code is on its way says it is loading, beside a whole ring`, async ({ page, stack }) => {
    const deliver = await holdChunk(page, 'summary-panel');
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

for (const size of [
  { width: 360, height: 203 },
  { width: 1280, height: 720 },
]) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} the download menu whose code is on its way opens at once, says it is loading, and its first option takes the focus as it comes`, async ({
    page,
    stack,
  }) => {
    const deliver = await holdChunk(page, 'download-menu');
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await openFeature(page, 'Download');
    const dialog = page.getByRole('dialog', { name: 'Download' });
    await expect(dialog.getByRole('status')).toHaveText('Carregando conteúdo');
    await expect(dialog, 'the dialog holds the focus meanwhile').toBeFocused();
    await screenshot(page, `download-code-loading-${at}`);
    expect(await axeViolations(page), 'the download menu loading').toEqual([]);
    deliver();
    await expect(dialog.getByRole('button', { name: 'Original' })).toBeFocused();
    await expect(dialog.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0);
  });
}

test('the download menu whose code is on its way leaves the focus where the viewer moved it meanwhile', async ({
  page,
  stack,
}) => {
  const deliver = await holdChunk(page, 'download-menu');
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  await openFeature(page, 'Download');
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  const back = dialog.getByRole('button', { name: 'Voltar' });
  await expect(back).toBeFocused();
  deliver();
  await expect(dialog.getByRole('button', { name: 'Original' })).toBeVisible();
  await expect(back).toBeFocused();
});
