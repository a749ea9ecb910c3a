// Covers Escape inside the chat's frame (the reference API's chat page, of another origin than the widget): the page
// tells the widget, which closes the chat and gives the focus straight to the control that stands for it, at
// 1280 × 720 and 360 × 203; messages of the right shape from any other window, and of another shape from
// the chat frame, close nothing; and the keyboard leaves the frame for the panel's 'Voltar' with Shift+Tab (all a
// third-party chat page that posts nothing allows).
import type { Frame, Page } from '@playwright/test';
import { expect, openFeature, openPausedPlayer, test } from './fixtures.ts';
import { hasFocus, recordFocusStops, takeFocusStops, twoFrames } from './keyboard.ts';

const ESCAPE = { type: 'sphere-chat', event: 'escape' };

/** Opens the chat as a viewer would and returns its frame, once its page is there. */
async function openChat(page: Page): Promise<Frame> {
  await openFeature(page, 'Chat');
  const dialog = page.getByRole('dialog', { name: 'Chat' });
  await expect(dialog.frameLocator('iframe.chat-frame').getByRole('heading', { name: 'Chat da turma' })).toBeVisible();
  return pageOf(page, 'iframe.chat-frame');
}

/** The page in the frame that `selector` finds. */
async function pageOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`${selector} has no page`);
  return frame;
}

/**
 * Types in the chat page's field (the focus inside the frame), then presses Escape there. The press is not
 * awaited: the chat closes (its frame, another process, goes) while Chromium still waits for that frame to say
 * it handled the key, and on a busy machine Playwright's press then waited until the test's timeout, though the
 * chat had closed. The caller waits for the chat to close instead.
 */
async function escapeFromChatField(page: Page, frame: Frame): Promise<void> {
  await frame.getByRole('textbox', { name: 'Mensagem' }).click();
  await page.keyboard.type('Olá');
  await takeFocusStops(page);
  void page.keyboard.press('Escape').catch(() => undefined);
}

for (const [size, opener] of [
  [{ width: 1280, height: 720 }, 'Chat'],
  [{ width: 360, height: 203 }, 'Mais opções'],
] as const) {
  test(`at ${size.width}x${size.height} Escape in the chat page closes the chat and gives the focus straight to '${opener}'`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await recordFocusStops(page);
    const frame = await openChat(page);
    expect(new URL(frame.url()).origin, 'the chat page is of another origin').not.toBe(new URL(page.url()).origin);
    await escapeFromChatField(page, frame);
    await expect(page.getByRole('dialog', { name: 'Chat' })).toBeHidden();
    await expect(page).toHaveURL(/\/player$/);
    const button = page.locator('.vjs-control-bar').getByRole('button', { name: opener, exact: true });
    await expect.poll(() => hasFocus(button), `the focus is on '${opener}'`).toBe(true);
    await twoFrames(page);
    expect(await takeFocusStops(page)).toEqual([`button ${opener}`]);
  });
}

test('the keyboard leaves the chat frame for the visible Voltar button with Shift+Tab', async ({ page, stack }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  const frame = await openChat(page);
  // The chat page's first stop: its list of messages.
  await frame.getByRole('list', { name: 'Mensagens' }).focus();
  const back = page.getByRole('dialog', { name: 'Chat' }).getByRole('button', { name: 'Voltar ao vídeo' });
  await expect(back).toBeVisible();
  for (let step = 0; step < 3 && !(await hasFocus(back)); step++) await page.keyboard.press('Shift+Tab');
  expect(await hasFocus(back), "Shift+Tab reached 'Voltar ao vídeo'").toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Chat' })).toBeHidden();
});

test('only the chat frame’s sandboxed page, in the one shape, closes the chat', async ({ page, stack }) => {
  await openPausedPlayer(page, await stack.playerUrl(), { width: 1280, height: 720 });
  const frame = await openChat(page);
  // Its page never has an origin of its own: one it goes to could be the widget's, and reach it.
  expect(await page.locator('iframe.chat-frame').getAttribute('sandbox')).not.toContain('allow-same-origin');
  expect(await frame.evaluate(() => origin)).toBe('null');
  const chatUrl = frame.url();
  const widgetOrigin = new URL(page.url()).origin;
  // Counts the messages the widget's window receives: the widget's listener has seen each one counted.
  await page.evaluate(() => {
    const counter = window as unknown as { received: number };
    counter.received = 0;
    addEventListener('message', () => counter.received++);
  });
  const received = (): Promise<number> => page.evaluate(() => (window as unknown as { received: number }).received);

  // The right message from the widget's own window (its origin, not the frame's).
  await page.evaluate((message) => postMessage(message, location.origin), ESCAPE);
  // The right message from the chat page, but in another frame (not sandboxed: of the chat's own origin).
  await page.evaluate((url) => {
    const other = document.createElement('iframe');
    other.src = url;
    other.title = 'Outra página do chat';
    other.className = 'other-chat-frame';
    document.body.append(other);
  }, chatUrl);
  await expect(page.frameLocator('iframe.other-chat-frame').getByRole('heading', { name: 'Chat da turma' })).toBeVisible();
  const other = await pageOf(page, 'iframe.other-chat-frame');
  await other.evaluate(([message, target]) => parent.postMessage(message, target), [ESCAPE, widgetOrigin] as const);
  // Another shape, from the chat frame itself.
  await frame.evaluate(
    ([target]) => {
      parent.postMessage({ type: 'sphere-chat', event: 'close' }, target);
      parent.postMessage('escape', target);
    },
    [widgetOrigin] as const,
  );
  await expect.poll(received).toBe(4);
  await expect(page.getByRole('dialog', { name: 'Chat' })).toBeVisible();

  // The one message that counts.
  await frame.evaluate(([message, target]) => parent.postMessage(message, target), [ESCAPE, widgetOrigin] as const);
  await expect(page.getByRole('dialog', { name: 'Chat' })).toBeHidden();
});
