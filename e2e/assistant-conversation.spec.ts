// Covers following the assistant's conversation at 1280×720, 640×360 and 360×203 (a modal sheet): after a long
// answer the question box and the answer's start are in view (not its end), the thinking indicator after the next
// question; a viewer reading an older answer is left there until they send; reopening shows the newest exchange;
// no smooth scrolling under reduced motion. And answers in markdown: headings below the panel's title (axe
// clean), a table, and HTML shown as its text (never an element), at three sizes.
import type { Locator, Page, Route } from '@playwright/test';
import { animationsDone, axeViolations, expect, openFeature, openPausedPlayer, screenshot, test } from './fixtures.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

/** A long answer, as a model writes one: 12 paragraphs, several lines each at any width. */
const longAnswer = (topic: string): string =>
  Array.from(
    { length: 12 },
    (_, index) =>
      `${topic}, ponto ${index + 1}: a clorofila aparece em 00:${String(10 + index)}; este é um parágrafo de resposta longa, ` +
      'como um modelo costuma escrever, com bastante texto para ocupar várias linhas no painel.',
  ).join('\n\n');

/**
 * Answers the assistant's questions from the test: each question waits until the test gives its answer, so the
 * thinking indicator can be looked at.
 */
function answerFromTest(page: Page) {
  const waiting: Route[] = [];
  void page.route('**/search/chatgpt', (route) => void waiting.push(route));
  return async (content: string): Promise<void> => {
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    await waiting.shift()?.fulfill({ json: { status_ret: 'OK', content } });
  };
}

async function openSphere(page: Page): Promise<Locator> {
  await openFeature(page, 'Sphere AI');
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('textbox')).toBeVisible();
  // A sheet rises from the frame's bottom: what is in view is read once it stands.
  await animationsDone(panel);
  return panel;
}

/** Types a question into the focused box and sends it with Enter, as a keyboard viewer does. */
async function askByKeyboard(page: Page, panel: Locator, question: string): Promise<void> {
  await panel.getByRole('textbox').focus();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
}

/**
 * Whether a viewer sees the element's top (its first line, or all of it when shorter): nothing covers those points
 * and no scrolling part clips them.
 */
const topInView = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const seen = (y: number): boolean => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && node.contains(hit);
    };
    return seen(box.top + 4) && seen(Math.min(box.top + 24, box.bottom - 4));
  });
const wholeInView = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const hit = (y: number): boolean => node.contains(document.elementFromPoint(x, y));
    return hit(box.top + 2) && hit(box.bottom - 2);
  });

for (const size of FRAME_SIZES) {
  test(`${size.width}×${size.height}: after a long answer the question box and the answer's start are in view; after the next question, the thinking indicator`, async ({
    page,
    stack,
  }) => {
    const answer = answerFromTest(page);
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const panel = await openSphere(page);
    const box = panel.getByRole('textbox');
    await askByKeyboard(page, panel, 'Explique a clorofila em detalhes');
    await expect.poll(() => wholeInView(panel.locator('.assistant-thinking'))).toBe(true);
    await answer(longAnswer('Primeira'));
    const first = panel.locator('.assistant-assistant').first();
    await expect(first).toContainText('Primeira, ponto 12');
    await expect.poll(() => topInView(first)).toBe(true);
    await expect(box).toBeFocused();
    expect(await wholeInView(box)).toBe(true);
    // The start, not the end: the viewer reads from the top.
    expect(await topInView(first.getByText('Primeira, ponto 12'))).toBe(false);
    await screenshot(page, `assistant-long-answer-${size.width}`);

    // The next question, typed into the box that kept the focus.
    await page.keyboard.type('E a fase clara?');
    await page.keyboard.press('Enter');
    await expect(panel.locator('.assistant-user').last()).toHaveText('Você: E a fase clara?');
    await expect.poll(() => wholeInView(panel.locator('.assistant-thinking'))).toBe(true);
    await screenshot(page, `assistant-thinking-${size.width}`);
    await answer(longAnswer('Segunda'));
    const second = panel.locator('.assistant-assistant').nth(1);
    await expect(second).toContainText('Segunda, ponto 12');
    await expect.poll(() => topInView(second)).toBe(true);
    expect(await wholeInView(box)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a viewer reading an older answer is left there when the new one lands, and taken to their own next question', async ({
  page,
  stack,
}) => {
  const size = { width: 1280, height: 720 };
  const answer = answerFromTest(page);
  await openPausedPlayer(page, await stack.playerUrl(), size);
  const panel = await openSphere(page);
  await askByKeyboard(page, panel, 'Primeira pergunta');
  await answer(longAnswer('Primeira'));
  const first = panel.locator('.assistant-assistant').first();
  await expect.poll(() => topInView(first)).toBe(true);
  await askByKeyboard(page, panel, 'Segunda pergunta');
  await expect.poll(() => wholeInView(panel.locator('.assistant-thinking'))).toBe(true);
  // Back up to the first answer's middle, with the wheel, while the second is on its way.
  const reading = first.getByText('Primeira, ponto 6');
  const dialog = await panel.boundingBox();
  if (dialog) await page.mouse.move(dialog.x + dialog.width / 2, dialog.y + dialog.height / 2);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -200);
      return topInView(reading);
    })
    .toBe(true);
  await answer(longAnswer('Segunda'));
  await expect(panel.locator('.assistant-assistant').nth(1)).toContainText('Segunda, ponto 12');
  // Still reading where they were, a moment later.
  await page.waitForTimeout(600);
  expect(await topInView(reading)).toBe(true);
  // Their own question takes them to it.
  await askByKeyboard(page, panel, 'Terceira pergunta');
  await expect.poll(() => wholeInView(panel.locator('.assistant-thinking'))).toBe(true);
  await answer('Curta.');
  await expect.poll(() => topInView(panel.locator('.assistant-assistant').nth(2))).toBe(true);
});

test('reopened, the panel shows the newest exchange, and the thinking indicator when an answer is on its way', async ({
  page,
  stack,
}) => {
  const size = { width: 640, height: 360 };
  const answer = answerFromTest(page);
  await openPausedPlayer(page, await stack.playerUrl(), size);
  let panel = await openSphere(page);
  await askByKeyboard(page, panel, 'Primeira pergunta');
  await answer(longAnswer('Primeira'));
  await askByKeyboard(page, panel, 'Segunda pergunta');
  await answer(longAnswer('Segunda'));
  await expect(panel.locator('.assistant-assistant')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  panel = await openSphere(page);
  await expect.poll(() => topInView(panel.locator('.assistant-assistant').nth(1))).toBe(true);
  expect(await wholeInView(panel.getByRole('textbox'))).toBe(true);
  await screenshot(page, 'assistant-reopened-640');

  // Closed while thinking, reopened: the indicator, then the answer's start.
  await askByKeyboard(page, panel, 'Terceira pergunta');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  panel = await openSphere(page);
  await expect.poll(() => wholeInView(panel.locator('.assistant-thinking'))).toBe(true);
  await answer(longAnswer('Terceira'));
  await expect.poll(() => topInView(panel.locator('.assistant-assistant').nth(2))).toBe(true);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the conversation moves to the answer at once, with no smooth scrolling', async ({ page, stack }) => {
    const size = { width: 640, height: 360 };
    const answer = answerFromTest(page);
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const panel = await openSphere(page);
    await askByKeyboard(page, panel, 'Primeira pergunta');
    await answer(longAnswer('Primeira'));
    await askByKeyboard(page, panel, 'Segunda pergunta');
    // Where the conversation stands in the first frame after the answer lands, and later on.
    const firstFrame = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const scrollTop = (): number =>
            Math.max(...[...document.querySelectorAll('.overlay-dialog *')].map((element) => element.scrollTop));
          new MutationObserver((_, observer) => {
            if (document.querySelectorAll('.assistant-assistant').length < 2) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(scrollTop()));
          }).observe(document.body, { subtree: true, childList: true });
        }),
    );
    await answer(longAnswer('Segunda'));
    const atOnce = await firstFrame;
    await expect.poll(() => topInView(panel.locator('.assistant-assistant').nth(1))).toBe(true);
    await page.waitForTimeout(600);
    const settled = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('.overlay-dialog *')].map((element) => element.scrollTop)),
    );
    expect(atOnce).toBeGreaterThan(0);
    expect(atOnce).toBe(settled);
  });
});

test('an answer in markdown: its headings rank below the panel title (axe clean), its table renders, a script is text', async ({
  page,
  stack,
  faults,
}) => {
  faults.arm('chatgpt', {
    status: 200,
    body: {
      status_ret: 'OK',
      content:
        '# Fotossíntese\n\nOlá <script>window.__pwned=1</script> mundo.\n\n## Etapas\n\n| Etapa | Quando |\n|---|---|\n' +
        '| Fase clara | 00:14 |\n| Ciclo de Calvin | 00:40 |\n\n### Detalhe\n\nA **clorofila** absorve luz.',
    },
  });
  const size = { width: 1280, height: 720 };
  await openPausedPlayer(page, await stack.playerUrl(), size);
  const panel = await openSphere(page);
  await askByKeyboard(page, panel, 'Resuma a aula');
  const answer = panel.locator('.assistant-assistant');
  await expect(answer).toContainText('Olá <script>window.__pwned=1</script> mundo.');
  await expect(answer.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(answer.getByRole('heading', { name: 'Fotossíntese', level: 3 })).toBeVisible();
  await expect(answer.getByRole('heading', { name: 'Etapas', level: 4 })).toBeVisible();
  await expect(answer.getByRole('heading', { name: 'Detalhe', level: 5 })).toBeAttached();
  await expect(panel.locator('h1')).toHaveCount(0);
  const table = answer.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Etapa' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('button', { name: /00:14/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'assistant-markdown-1280');
});

test('a tag written in prose shows as written, at 360×203, 640×360 and 1280×720; no tag is an element', async ({
  page,
  stack,
  faults,
}) => {
  const prose = 'Coloque o código numa tag <script> e feche-a depois.';
  faults.arm('chatgpt', {
    status: 200,
    body: {
      status_ret: 'OK',
      content:
        `${prose} Em 00:14, **veja** <img src=x onerror="window.__pwned=1"> <iframe src="javascript:window.__pwned=2"></iframe>` +
        '\n\n<?php echo 1;\n\n<a href="javascript:window.__pwned=3">clique</a> e o resto da resposta.',
    },
  });
  await openPausedPlayer(page, await stack.playerUrl(), { width: 360, height: 203 });
  const panel = await openSphere(page);
  await askByKeyboard(page, panel, 'Onde vai o código?');
  const answer = panel.locator('.assistant-assistant');
  await expect(answer.getByText(prose)).toBeVisible();
  await expect(answer).toContainText(
    '<img src=x onerror="window.__pwned=1"> <iframe src="javascript:window.__pwned=2"></iframe>',
  );
  await expect(answer).toContainText('<?php echo 1;');
  await expect(answer).toContainText('<a href="javascript:window.__pwned=3">clique</a> e o resto da resposta.');
  await expect(answer.locator('script, img, iframe, a')).toHaveCount(0);
  await expect(answer.getByRole('button', { name: /00:14/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // The frame widening moves the panel from over the player to beside it: the answer stays, and the focus on a time.
  const time = answer.getByRole('button', { name: /00:14/ });
  await time.focus();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.locator('.overlay-side')).toBeVisible();
  await expect(time).toBeFocused();
  for (const size of FRAME_SIZES) {
    await page.setViewportSize(size);
    await answer.getByText(prose).scrollIntoViewIfNeeded();
    await screenshot(page, `assistant-tag-as-text-${size.width}`);
  }
  expect(await axeViolations(page)).toEqual([]);
});
