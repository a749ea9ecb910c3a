// Covers the assistant's panel at 360×203 (a modal sheet over the player) when asking fails: the failure and its
// retry show whole above the question box, which stays over the panel's bottom; and the focus of a keyboard user who
// asks with 'Enviar', the retry or a suggested question (each disabled or removed by asking) goes to the question box,
// not to the page.
import { clickControl, expect, openPausedPlayer, screenshot, test } from './fixtures.ts';

const SUGGESTION = 'O que é a clorofila?';

test('at 360×203 a failure shows whole above the question box; asking from Enviar, the retry or a suggestion keeps the focus in the panel', async ({
  page,
  stack,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  await clickControl(page, 'Mais opções');
  await page.getByRole('menuitemcheckbox', { name: 'Sphere AI' }).click();
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await page.route('**/search/chatgpt', (route) => route.abort('internetdisconnected'), { times: 2 });
  const box = panel.getByRole('textbox');
  const retry = panel.locator('.assistant-error').getByRole('button', { name: 'Tentar novamente' });
  // Whole between the panel's top and the question box, which stays over the panel's bottom.
  const retryInView = () =>
    retry.evaluate((button) => {
      const { top, bottom } = button.getBoundingClientRect();
      const form = document.querySelector('.assistant-form')!.getBoundingClientRect();
      return top >= button.closest('.overlay-body')!.getBoundingClientRect().top && bottom <= form.top;
    });

  await box.fill('onde fica a clorofila?');
  await panel.getByRole('button', { name: 'Enviar' }).focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await expect(retry).toBeVisible();
  await expect.poll(retryInView).toBe(true);
  await screenshot(page, 'assistant-error-360');

  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await expect.poll(retryInView).toBe(true);

  await panel.getByRole('button', { name: SUGGESTION }).focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await expect(panel.locator('.assistant-assistant')).toContainText('clorofila', { timeout: 15_000 });
  await expect(box).toBeFocused();
});
