// Every menu of the video bar (rate, chapters, captions, quality, the overflow ⋮) shows all its entries when
// the frame has room for them above the bar: nothing to scroll, nothing cut or covered. Only a frame too
// short for a list (480 × 270 and smaller) scrolls the menu, and there every entry comes into view, uncovered, by scrolling.
// One menu shows at a time: another's button under the pointer shows nothing over an open one.
import type { Locator } from '@playwright/test';
import { serveAudioMaster } from './audio-master.ts';
import { audioState } from './audio-track-helpers.ts';
import { expect, openPausedPlayer, screenshot, test, wakeControls } from './fixtures.ts';

interface MenuFit {
  /** The list's scrollable overflow in px (0: every entry shows). */
  hidden: number;
  /** Entries that stand outside the frame, or whose middle another element covers, as the list shows them. */
  unseen: string[];
  /** Entries still unseen after scrolling each into view. */
  unreachable: string[];
}

function measure(button: Locator): Promise<MenuFit> {
  return button.evaluate((root) => {
    const list = root.querySelector<HTMLElement>('.vjs-menu-content');
    if (!list) throw new Error('the menu has no list');
    const seen = (entry: HTMLElement): boolean => {
      const box = entry.getBoundingClientRect();
      if (box.top < -0.5 || box.bottom > innerHeight + 0.5 || box.left < -0.5 || box.right > innerWidth + 0.5) return false;
      const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const listBox = list.getBoundingClientRect();
      return entry.contains(middle) && box.top >= listBox.top - 0.5 && box.bottom <= listBox.bottom + 0.5;
    };
    const entries = [...list.querySelectorAll<HTMLElement>('li.vjs-menu-item')];
    const name = (entry: HTMLElement): string => entry.innerText.trim().split('\n')[0] ?? '';
    const unseen = entries.filter((entry) => !seen(entry)).map(name);
    const unreachable = entries
      .filter((entry) => {
        entry.scrollIntoView({ block: 'nearest' });
        return !seen(entry);
      })
      .map(name);
    list.scrollTop = 0;
    return { hidden: list.scrollHeight - list.clientHeight, unseen, unreachable };
  });
}

// Frames with room above the bar for the longest list (the overflow menu's nine entries); below 640 px the
// bar takes two rows and a 16:9 frame is too short for it.
const roomy = [
  { width: 1280, height: 720 },
  { width: 960, height: 540 },
  { width: 640, height: 360 },
];

for (const size of [...roomy, { width: 480, height: 270 }, { width: 360, height: 203 }]) {
  const fitsAll = roomy.includes(size);
  test(`at ${size.width} × ${size.height} every menu of the bar ${fitsAll ? 'shows all its entries without scrolling' : 'reaches each entry by scrolling'}`, async ({
    page,
    stack,
  }) => {
    await openPausedPlayer(page, await stack.playerUrl(), size);
    await wakeControls(page);
    const buttons = page.locator('.vjs-control-bar > .vjs-menu-button-popup:visible');
    const count = await buttons.count();
    // Rate, chapters, captions, quality; and the overflow menu below 768 px.
    expect(count).toBeGreaterThanOrEqual(size.width < 768 ? 5 : 4);
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      await button.locator('.vjs-menu-button').click();
      await expect(button.locator('.vjs-menu')).toHaveClass(/vjs-lock-showing/);
      const label = (await button.locator('.vjs-menu-button').getAttribute('aria-label')) ?? `menu ${index}`;
      const fit = await measure(button);
      expect(fit.unreachable, `${label}: entries no scroll brings into view`).toEqual([]);
      if (fitsAll) {
        expect(fit.hidden, `${label}: px of the list hidden behind its scroll`).toBeLessThanOrEqual(1);
        expect(fit.unseen, `${label}: entries cut off or covered`).toEqual([]);
      }
      if (index === count - 1) await screenshot(page, `bar-menu-${size.width}-last-open`);
      await page.keyboard.press('Escape');
      await expect(button.locator('.vjs-menu')).not.toHaveClass(/vjs-lock-showing/);
      await wakeControls(page);
    }
  });
}

test('while a menu is open, the button beside it under the pointer shows no menu over it, and its entries take clicks', async ({
  page,
  stack,
}) => {
  // Renditions to choose from: the audio-track button stands beside the quality one, and their popups overlap.
  await serveAudioMaster(page);
  await openPausedPlayer(page, await stack.playerUrl(), { width: 960, height: 540 });
  await wakeControls(page);
  const quality = page.locator('.vjs-control-bar > .sp-resolution-button');
  // With nothing open, a menu still shows on hover, as Video.js's do.
  await quality.hover();
  await expect(quality.locator('.vjs-menu-content')).toBeVisible();
  const audio = page.locator('.vjs-control-bar > .sp-audio-track-button');
  await audio.locator('.vjs-menu-button').click();
  await expect(audio.locator('.vjs-menu')).toHaveClass(/vjs-lock-showing/);
  await quality.hover();
  await expect(quality.locator('.vjs-menu-content')).toBeHidden();
  await screenshot(page, 'bar-menu-open-beside-hovered-one');
  // The pointer left on the quality button, an entry of the open menu takes the click (it was covered before).
  await audio.getByRole('menuitemradio', { name: /^English/ }).click({ timeout: 5_000 });
  await expect.poll(() => audioState(page)).toMatchObject({ enabled: 'English' });
});
