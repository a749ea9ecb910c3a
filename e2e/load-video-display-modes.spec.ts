// Covers the host SDK's loadVideo made while the player is in fullscreen or picture-in-picture: the player that goes
// ends them and the host hears it (before, fullscreen ended with the player's element and the host never heard
// `fullscreenchange` false; the picture-in-picture window stayed open on the emptied old video, detached, while
// getPictureInPicture answered false and no `leavepictureinpicture` came). The next item plays from its own view.
import type { Page } from '@playwright/test';
import { addHostFullscreenButton, call, embed, heard } from './host-sdk-page.ts';
import { expect, test } from './fixtures.ts';
import { saveEarlierView } from './saved-view.ts';

const currentTime = async (page: Page): Promise<number> => (await call(page, 'getCurrentTime')).value as number;

/** The first lesson playing in the host page; the second, left at 12 s on another day, is the one loadVideo brings. */
async function playFirstLesson(page: Page, stack: Parameters<typeof saveEarlierView>[0]): Promise<string> {
  const second = await stack.token('seguranca-senhas', '2h', 'aluna-modos');
  await saveEarlierView(stack, second, { posicao: 12, duracao: 29.3, intervalos: [[0, 12]] });
  await page.goto(`${stack.host.url}/index.html`);
  await embed(page, stack.widget.url, `token=${await stack.token('licao-fotossintese', '2h', 'aluna-modos')}`);
  await page.evaluate(() => {
    const w = window as unknown as { player: { on(n: string, cb: () => void): void }; heard: { name: string; data: unknown }[] };
    for (const name of ['enterpictureinpicture', 'leavepictureinpicture'])
      w.player.on(name, () => w.heard.push({ name, data: {} }));
  });
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  return second;
}

/** The next lesson is the only player, and plays from its own saved view. */
async function expectNextLessonPlaying(page: Page): Promise<void> {
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('h1')).toHaveText('Segurança · Senhas fortes');
  await expect(frame.locator('video')).toHaveCount(1);
  expect(await call(page, 'play')).toMatchObject({ value: null });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(12.3);
  expect(await currentTime(page)).toBeLessThan(20);
}

test('loadVideo in picture-in-picture: the window closes and the host hears it; the next lesson plays in the frame', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const second = await playFirstLesson(page, stack);
  const frame = page.frameLocator('iframe');
  // The viewer's key in the frame: the gesture picture-in-picture needs.
  await frame.locator('.video-js').focus();
  await page.keyboard.press('i');
  await expect.poll(() => heard(page, 'enterpictureinpicture')).toHaveLength(1);

  expect(await call(page, 'loadVideo', second)).toMatchObject({ value: null });
  await expect.poll(() => heard(page, 'leavepictureinpicture')).toHaveLength(1);
  expect(await call(page, 'getPictureInPicture')).toMatchObject({ value: false });
  // No window left open on the old video, detached from the page.
  await expect.poll(() => frame.locator('body').evaluate(() => document.pictureInPictureElement === null)).toBe(true);
  await expectNextLessonPlaying(page);
});

test('loadVideo in fullscreen: fullscreen ends with the lesson and the host hears it end', async ({ page, stack }) => {
  test.setTimeout(60_000);
  const second = await playFirstLesson(page, stack);
  await addHostFullscreenButton(page);
  await page.getByRole('button', { name: 'Tela cheia' }).click();
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }]);

  expect(await call(page, 'loadVideo', second)).toMatchObject({ value: null });
  await expect.poll(() => heard(page, 'fullscreenchange')).toEqual([{ fullscreen: true }, { fullscreen: false }]);
  expect(await call(page, 'getFullscreen')).toMatchObject({ value: false });
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expectNextLessonPlaying(page);
});
