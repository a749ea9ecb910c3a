// Covers the frame's history as panels take each other's place: while anything is open the app keeps one entry of
// its own (at /chat for the chat), changed in place. It used to go back and add an entry at once, and the back
// landed last: the download menu opened over the transcript closed again at once, and the chat opened in the
// transcript's place was left at the video's address (on a busy machine it closed as it opened). At 1280 × 720,
// where the panels open beside the player and the narrowed bar moves the features into 'Mais opções'.
import type { Page } from '@playwright/test';
import { clickPlay, expect, openFeature, openPlayer, test } from './fixtures.ts';
import { embedPlain } from './host-sdk-page.ts';

const historyLength = (page: Page): Promise<number> => page.evaluate(() => history.length);

/** Waits longer than a back of the app's own may take, so that one still on its way would have landed. */
const settle = (page: Page): Promise<void> => page.waitForTimeout(1500);

async function openWide(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, url);
  await clickPlay(page);
}

test('the download menu opened over the transcript stays open; back closes it, then the transcript, then nothing more', async ({
  page,
  stack,
}) => {
  await openWide(page, await stack.playerUrl());
  const entries = await historyLength(page);
  await openFeature(page, 'Transcrição');
  const transcript = page.getByRole('dialog', { name: 'Transcrição' });
  await expect(transcript).toBeVisible();
  await openFeature(page, 'Download');
  const download = page.getByRole('dialog', { name: 'Download' });
  await expect(download).toBeVisible();
  await settle(page);
  await expect(download).toBeVisible();
  await expect(transcript).toBeVisible();
  expect(await historyLength(page), 'one entry of the app’s own').toBe(entries + 1);

  await page.goBack();
  await expect(download).toBeHidden();
  await expect(transcript).toBeVisible();
  await page.goBack();
  await expect(transcript).toBeHidden();
  await settle(page);
  await expect(page).toHaveURL(/\/player$/);
  expect(await page.locator('video').count()).toBe(1);
});

test('the chat in the transcript’s place is at /chat and stays; the transcript in the chat’s place is back at the video’s address', async ({
  page,
  stack,
}) => {
  await openWide(page, await stack.playerUrl());
  const entries = await historyLength(page);
  await openFeature(page, 'Transcrição');
  await expect(page.getByRole('dialog', { name: 'Transcrição' })).toBeVisible();

  await openFeature(page, 'Chat');
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat).toBeVisible();
  await settle(page);
  await expect(chat).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await historyLength(page), 'still one entry of the app’s own').toBe(entries + 1);

  await openFeature(page, 'Transcrição');
  const transcript = page.getByRole('dialog', { name: 'Transcrição' });
  await expect(transcript).toBeVisible();
  await settle(page);
  await expect(transcript).toBeVisible();
  await expect(chat).toHaveCount(0);
  await expect(page).toHaveURL(/\/player$/);
  expect(await historyLength(page)).toBe(entries + 1);

  // Back closes the transcript, not the chat it replaced; forward then brings back nothing (the entry was the
  // transcript's, not the chat's).
  await page.goBack();
  await expect(transcript).toBeHidden();
  await settle(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/player$/);
});

test('the chat the app started on closes to the video in place, and opens again as an entry of its own', async ({
  page,
  stack,
}) => {
  await openWide(page, (await stack.playerUrl()).replace('/player?', '/chat?'));
  const entries = await historyLength(page);
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat).toBeVisible();
  await chat.getByRole('button', { name: 'Voltar ao vídeo' }).click();
  await expect(chat).toBeHidden();
  await expect(page).toHaveURL(/\/player$/);
  expect(await historyLength(page), 'in place').toBe(entries);

  await openFeature(page, 'Chat');
  await expect(chat).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await page.goBack();
  await expect(chat).toBeHidden();
  await expect(page).toHaveURL(/\/player$/);
  await page.goForward();
  await expect(chat).toBeVisible();
});

test('in a host page, its back closes the panel in the frame; a panel closed after the host added entries leaves them', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await embedPlain(page, stack, '', 'licao-fotossintese');
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1, { timeout: 20_000 });
  await frame.locator('.vjs-big-play-button').click();
  const hostUrl = page.url();
  const transcript = frame.getByRole('dialog', { name: 'Transcrição' });

  // The frame shares the page's history: the host's back (its button, or history.back()) closes the panel. The back
  // comes once the app's entry is there, as a viewer's does: the dialog shows as the panel opens, and the entry is
  // added just after (a back before it has nothing of the frame's to go back over).
  const entries = await historyLength(page);
  await openFeature(frame, 'Transcrição');
  await expect(transcript).toBeVisible();
  await expect.poll(() => historyLength(page), { message: 'the app’s entry' }).toBe(entries + 1);
  await page.evaluate(() => history.back());
  await expect(transcript).toBeHidden();
  await settle(page);
  expect(page.url()).toBe(hostUrl);

  // The host page adds an entry of its own (its next route) while the panel is open: closing the panel must not go
  // back over it.
  await openFeature(frame, 'Transcrição');
  await expect(transcript).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { pops: number };
    w.pops = 0;
    addEventListener('popstate', () => (w.pops += 1));
    history.pushState({ route: 'lesson-2' }, '', '#lesson-2');
  });
  await transcript.getByRole('button', { name: 'Fechar' }).click();
  await expect(transcript).toBeHidden();
  await settle(page);
  expect(page.url()).toBe(`${hostUrl}#lesson-2`);
  expect(await page.evaluate(() => (window as unknown as { pops: number }).pops), 'no popstate in the host page').toBe(0);
  await expect(frame.locator('.player-page .video-js')).toHaveCount(1);
});
