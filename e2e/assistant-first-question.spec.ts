// Covers the assistant before its first question at 1280×720, 640×360 and 360×203: the question box is in view
// without scrolling, the suggested questions stay readable (they scroll in their own region above the box when they
// do not fit), no control is drawn over another, each is at least 24 px, axe clean. A suggestion scrolled into
// view by the keyboard is not left under the box.
import type { Locator, Page } from '@playwright/test';
import { animationsDone, axeViolations, expect, openFeature, openPausedPlayer, screenshot, test } from './fixtures.ts';
import { controlBoxes, overlapping, undersized } from './layout-checks.ts';
import { FRAME_SIZES } from './frame-sizes.ts';

/** More suggestions than a short frame holds, some long, as an operator may set them. */
const SUGGESTIONS = [
  'O que é a clorofila?',
  'Quais são as etapas da fotossíntese e em que parte da folha cada uma acontece?',
  'O que a planta libera na fotossíntese?',
  'Por que as folhas são verdes e não de outra cor?',
  'Qual é a diferença entre a fase clara e o ciclo de Calvin?',
  'A fotossíntese acontece à noite?',
];

/** Whether the element is wholly inside the frame and nothing covers its edges (no scrolling part clips it). */
const wholeInView = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return false;
    const seen = (x: number, y: number): boolean => node.contains(document.elementFromPoint(x, y));
    const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
    // Each edge's middle (a rounded corner is not the element's).
    return seen(midX, box.top + 2) && seen(midX, box.bottom - 2) && seen(box.left + 2, midY) && seen(box.right - 2, midY);
  });

/** Whether the viewer sees the element's first line: nothing covers it and no scrolling part clips it. */
const firstLineSeen = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const y = Math.min(box.top + 12, box.bottom - 2);
    return node.contains(document.elementFromPoint(box.left + Math.min(box.width / 2, 40), y));
  });

async function openSphere(page: Page, size: { width: number; height: number }): Promise<Locator> {
  await openFeature(page, 'Sphere AI');
  const panel = page.getByRole('dialog', { name: 'Sphere AI' });
  await expect(panel.getByRole('button', { name: SUGGESTIONS[0] })).toBeVisible();
  await animationsDone(panel);
  await screenshot(page, `assistant-first-question-${size.width}`);
  return panel;
}

for (const size of FRAME_SIZES) {
  test(`${size.width}×${size.height}: before the first question: the box in view, the suggestions readable, no overlap`, async ({
    page,
    stack,
  }) => {
    await page.route('**/api/playerperguntas', (route) =>
      route.fulfill({ json: { status_ret: 'OK', Itens: SUGGESTIONS.map((pergunta) => ({ pergunta })) } }),
    );
    await openPausedPlayer(page, await stack.playerUrl(), size);
    const panel = await openSphere(page, size);
    const box = panel.getByRole('textbox');
    const send = panel.getByRole('button', { name: 'Enviar' });
    // Without scrolling: the box and its button are wholly in the frame, with nothing over them.
    expect(await wholeInView(box)).toBe(true);
    expect(await wholeInView(send)).toBe(true);
    // The first suggestion is readable as the panel opens; the others are reachable in their region.
    expect(await firstLineSeen(panel.getByRole('button', { name: SUGGESTIONS[0] }))).toBe(true);
    // What the suggestions' region shows is drawn under nothing (those scrolled out of it are not drawn at all).
    expect(overlapping(await controlBoxes(panel, { clipped: true }))).toEqual([]);
    expect(undersized(await controlBoxes(panel))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The keyboard walks to the last suggestion: it is brought into view whole, not under the box, and the box stays.
    const last = panel.getByRole('button', { name: SUGGESTIONS.at(-1) });
    await last.focus();
    await expect.poll(() => wholeInView(last)).toBe(true);
    expect(await wholeInView(box)).toBe(true);
    expect(overlapping(await controlBoxes(panel, { clipped: true }))).toEqual([]);
    await screenshot(page, `assistant-first-question-last-${size.width}`);

    // A suggestion still asks.
    await panel.getByRole('button', { name: SUGGESTIONS[0] }).click();
    await expect(panel.locator('.assistant-user')).toHaveText(`Você: ${SUGGESTIONS[0]}`);
  });
}
