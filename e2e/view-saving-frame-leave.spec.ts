// Covers view saving (SALVAR_VISUALIZACAO) as an LMS leaves the lesson: the widget in a cross-origin iframe, the
// viewer watching for a few seconds, and the host page going elsewhere (the next lesson) or moving the frame in
// its DOM (which reloads it). What was watched reaches the API with the page's last save, not on a later visit.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { savedView } from './saved-view.ts';

/** Embeds the Player URL in a plain iframe of the host page (in a box of its own) and plays it past `seconds`. */
async function watchInFrame(page: Page, url: string, seconds: number): Promise<number> {
  await page.evaluate(async (src) => {
    document.body.innerHTML = '<div id="first"></div><div id="second"></div>';
    const iframe = document.createElement('iframe');
    iframe.title = 'Sphere Player';
    iframe.allow = 'autoplay; fullscreen';
    iframe.style.cssText = 'width:960px;height:540px;border:0';
    iframe.src = src;
    document.getElementById('first')!.append(iframe);
    await new Promise((resolve) => iframe.addEventListener('load', resolve));
  }, url);
  await page.frameLocator('iframe').locator('.vjs-big-play-button').click();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(url.split('?')[0]!))!;
  const at = () => frame.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
  // Short of the first save made while playing (10 s apart): only the save as the frame goes can carry it.
  await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(seconds);
  return at();
}

for (const [leaving, leave] of [
  ['the host page goes to another page', (page: Page, hostUrl: string) => page.goto(`${hostUrl}/index.html`)],
  [
    'the host moves the frame in its DOM (a reload)',
    (page: Page) => page.evaluate(() => document.getElementById('second')!.append(document.querySelector('iframe')!)),
  ],
] as const) {
  test(`what was watched in a frame reaches the API when ${leaving}`, async ({ page, stack }) => {
    const token = await stack.token('licao-fotossintese', '1h', `aluna-lms-${leaving.length}`);
    await page.goto(`${stack.host.url}/index.html`);
    const watched = await watchInFrame(page, `${stack.widget.url}/player?token=${token}`, 4);
    await leave(page, stack.host.url);
    await expect
      .poll(async () => (await savedView(stack, token))?.intervalos[0]?.[1] ?? 0, {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(Math.floor(watched));
    expect((await savedView(stack, token))?.intervalos[0]?.[0]).toBeLessThanOrEqual(0.5);
  });
}
