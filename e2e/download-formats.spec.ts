// Covers which files Download offers against the real reference API: only those the item has (the original and
// the processed MP4, and in audio mode the MP3 when EXISTE_AUDIOMP3 and the item has one), so no option ends in
// 'Não há opções para download deste tipo.'; and no Download control at all (neither the bar's button nor the
// overflow entry) where the item has none for the mode. An item with several audio renditions names the one its
// MP3 holds ('Áudio (Português)'), whichever the viewer plays, and the language of each MP4 where the item says it
// ('Original (Português)'), each label whole inside its option; an MP4 whose language the item does not say stays
// plain. At 360 × 203 and 1280 × 720, with axe on the menu.
import type { Page } from '@playwright/test';
import { serveAudioMaster } from './audio-master.ts';
import { fetchRoute } from './route-fetch.ts';
import {
  animationsDone,
  axeViolations,
  clickPlay,
  expect,
  openFeature,
  openPlayer,
  screenshot,
  test,
  wakeControls,
} from './fixtures.ts';
import { SMALLEST_AND_LARGEST } from './frame-sizes.ts';

/** The options the open download menu offers, by their data-quality, once its code is in. */
async function offered(page: Page): Promise<(string | null)[]> {
  const menu = page.getByRole('dialog', { name: 'Download' });
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Carregando conteúdo')).toHaveCount(0);
  return menu
    .locator('.download-options button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-quality')));
}

/** Whether the bar offers Download anywhere: its button, or the overflow menu's entry. */
const downloadOffered = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const shown = (element: Element | null): boolean => element !== null && !element.classList.contains('vjs-hidden');
    const buttons = [...document.querySelectorAll('.vjs-control-bar > .sp-icon-download')];
    const entry = document.querySelector('.sp-overflow-button .vjs-menu-item.sp-icon-download');
    return buttons.some(shown) || entry !== null;
  });

/** Serves the real API's item with some of its fields taken away, as an operator's item without them. */
async function withoutFiles(
  page: Page,
  fields: ('urlOriginal' | 'urlProgressivo' | 'urlMp3' | 'idiomaOriginal' | 'idiomaProgressivo')[],
): Promise<void> {
  await page.route(/\/api\/player\?/, async (route) => {
    const response = await fetchRoute(route);
    const body = (await response.json()) as { Item: Record<string, unknown> };
    for (const field of fields) body.Item[field] = null;
    await route.fulfill({ response, json: body });
  });
}

/** Switches to audio mode as a viewer does (its button, or its overflow entry on a narrow frame). */
async function audioMode(page: Page): Promise<void> {
  await openFeature(page, 'Audio Player');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector('[aria-pressed="true"].sp-icon-audio-player, .sp-icon-audio-player[aria-checked="true"]') !==
          null,
      ),
    )
    .toBe(true);
}

/** Opens the player at a size, starts it, and (optionally) switches to audio mode. */
async function openAt(page: Page, url: string, size: { width: number; height: number }, audio: boolean): Promise<void> {
  await page.setViewportSize(size);
  await openPlayer(page, url);
  await clickPlay(page);
  await expect(page.locator('.vjs-control-bar > .vjs-playback-rate')).toBeAttached();
  if (audio) await audioMode(page);
}

for (const size of SMALLEST_AND_LARGEST) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} in audio mode an item without an MP3 offers its two MP4s and no Audio`, async ({ page, stack }) => {
    await openAt(page, await stack.playerUrl('seguranca-senhas'), size, true);
    await openFeature(page, 'Download');
    const menu = page.getByRole('dialog', { name: 'Download' });
    await expect(menu).toBeVisible();
    expect(await offered(page)).toEqual(['alta', 'baixa']);
    await expect(menu.getByRole('button', { name: 'Audio' })).toHaveCount(0);
    await animationsDone(menu);
    await screenshot(page, `download-no-mp3-${at}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`at ${at} in audio mode an item with an MP3 offers it beside the MP4s`, async ({ page, stack }) => {
    await openAt(page, await stack.playerUrl('licao-fotossintese'), size, true);
    await openFeature(page, 'Download');
    await expect(page.getByRole('dialog', { name: 'Download' })).toBeVisible();
    expect(await offered(page)).toEqual(['alta', 'baixa', 'audio']);
    // One audio rendition: the MP3 is simply the item's audio.
    await expect(page.locator('.download-options [data-quality="audio"]')).toHaveText('Audio');
  });

  test(`at ${at} an item with several audio renditions names the one its MP3 holds, whichever the viewer plays`, async ({
    page,
    stack,
  }) => {
    await serveAudioMaster(page);
    await openAt(page, await stack.playerUrl('licao-fotossintese'), size, true);
    // The viewer listens to English (its HLS rendition): the file is still the Portuguese MP3, and says so.
    await wakeControls(page);
    await page.locator('.vjs-control-bar').getByRole('button', { name: 'Faixa de áudio' }).click();
    await page.locator('.vjs-audio-button .vjs-menu').getByRole('menuitemradio', { name: 'English' }).click();
    await openFeature(page, 'Download');
    const menu = page.getByRole('dialog', { name: 'Download' });
    await expect(menu).toBeVisible();
    expect(await offered(page)).toEqual(['alta', 'baixa', 'audio']);
    await expect(menu.getByRole('button', { name: 'Áudio (Português)' })).toHaveAttribute('data-quality', 'audio');
    await animationsDone(menu);
    await screenshot(page, `download-audio-named-${at}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** The options' labels, and those whose text does not fit whole inside the option (or the option inside the frame). */
const labels = (page: Page): Promise<{ texts: string[]; clipped: string[] }> =>
  page
    .getByRole('dialog', { name: 'Download' })
    .locator('.download-options button')
    .evaluateAll((buttons) => ({
      texts: buttons.map((button) => button.textContent ?? ''),
      clipped: buttons
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return button.scrollWidth > button.clientWidth || box.left < 0 || box.right > innerWidth || box.height < 24;
        })
        .map((button) => button.textContent ?? ''),
    }));

for (const size of SMALLEST_AND_LARGEST) {
  const at = `${size.width}x${size.height}`;

  test(`at ${at} an item with several audio renditions names the language of each file it says, every label whole`, async ({
    page,
    stack,
  }) => {
    await serveAudioMaster(page);
    await openAt(page, await stack.playerUrl('licao-fotossintese'), size, true);
    await openFeature(page, 'Download');
    const menu = page.getByRole('dialog', { name: 'Download' });
    await expect(menu.locator('.download-options [data-quality="alta"]')).toHaveText('Original (Português)');
    expect(await labels(page)).toEqual({
      texts: ['Original (Português)', 'Processado (Português)', 'Áudio (Português)'],
      clipped: [],
    });
    await animationsDone(menu);
    await screenshot(page, `download-labels-named-${at}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('an MP4 whose language the item does not say stays plain beside the named MP3', async ({ page, stack }) => {
  await serveAudioMaster(page);
  await withoutFiles(page, ['idiomaOriginal', 'idiomaProgressivo']);
  await openAt(page, await stack.playerUrl('licao-fotossintese'), { width: 360, height: 203 }, true);
  await openFeature(page, 'Download');
  await expect(page.locator('.download-options [data-quality="audio"]')).toHaveText('Áudio (Português)');
  expect((await labels(page)).texts).toEqual(['Original', 'Processado', 'Áudio (Português)']);
});

test('in English the MP3 of an item with several audio renditions is offered as Audio (Português)', async ({ page, stack }) => {
  await serveAudioMaster(page);
  await openAt(page, `${await stack.playerUrl('licao-fotossintese')}&lang=en`, { width: 1280, height: 720 }, false);
  await openFeature(page, 'Audio Player');
  await openFeature(page, 'Download');
  await expect(page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Audio (Português)' })).toHaveAttribute(
    'data-quality',
    'audio',
  );
  expect((await labels(page)).texts).toEqual(['Original (Português)', 'Processed (Português)', 'Audio (Português)']);
});

test('an item with only an MP3 offers no Download on the video, and only Audio in audio mode', async ({ page, stack }) => {
  await withoutFiles(page, ['urlOriginal', 'urlProgressivo']);
  await openAt(page, await stack.playerUrl('licao-fotossintese'), { width: 1280, height: 720 }, false);
  expect(await downloadOffered(page), 'no Download control on the video').toBe(false);
  await audioMode(page);
  await expect.poll(() => downloadOffered(page), 'Download in audio mode').toBe(true);
  await openFeature(page, 'Download');
  await expect(page.getByRole('dialog', { name: 'Download' })).toBeVisible();
  expect(await offered(page)).toEqual(['audio']);
  await animationsDone(page.getByRole('dialog', { name: 'Download' }));
  await screenshot(page, 'download-only-mp3-1280x720');
  expect(await axeViolations(page)).toEqual([]);
});

for (const size of SMALLEST_AND_LARGEST) {
  test(`at ${size.width}x${size.height} an item with no file offers no Download, in either mode`, async ({ page, stack }) => {
    await withoutFiles(page, ['urlOriginal', 'urlProgressivo', 'urlMp3']);
    await openAt(page, await stack.playerUrl('licao-fotossintese'), size, false);
    expect(await downloadOffered(page), 'no Download control on the video').toBe(false);
    await audioMode(page);
    // The audio bar is up, its later controls joined: still no Download.
    await expect(page.locator('.vjs-control-bar')).toBeVisible();
    expect(await downloadOffered(page), 'no Download control in audio mode').toBe(false);
    await screenshot(page, `download-none-audio-${size.width}x${size.height}`);
  });
}
