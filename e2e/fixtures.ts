/** Each worker runs the real stack (reference API, widget server, host pages) in-process on free ports. */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type FrameLocator, type Locator, type Page, type Response } from '@playwright/test';
import { FaultPlan } from '../examples/reference-api/src/options.ts';
import { startStack, type Stack } from '../examples/servers/stack.ts';

export interface WorkerFixtures {
  stack: Stack;
  faults: FaultPlan;
}

export interface TestFixtures {
  /** Runs around every test: leaves the worker's stack as the next test expects it. */
  resetStack: void;
  /** Page errors and console errors seen during the test; the test fails if any remain unexpected. */
  pageErrors: string[];
  /** Runs around every test: an uncaught error or an unhandled rejection in any page fails it. */
  noUncaughtErrors: void;
}

let viewers = 0;

/**
 * Uncaught errors of libraries we cannot catch from outside, each known upstream and harmless. VHS's
 * transmuxer answers, now and then, with a buffer a newer segment request has already transferred
 * (videojs/http-streaming#1276, open): the message is thrown away and playback goes on.
 */
const KNOWN_UPSTREAM_ERRORS = [/^Cannot perform Construct on a detached (or out-of-bounds )?ArrayBuffer$/];

export const test = base.extend<TestFixtures, WorkerFixtures>({
  faults: [async ({}, use) => use(new FaultPlan()), { scope: 'worker' }],
  stack: [
    async ({ faults }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'sphere-e2e-'));
      const stack = await startStack(
        {
          apiKey: 'e2e-key',
          searchKey: 'e2e-search-key',
          jwtSecret: new TextEncoder().encode('e2e-secret-e2e-secret-e2e-secret'),
          databaseUrl: `file:${join(dir, 'db.sqlite')}`,
          rateLimit: { max: 5000, windowMs: 60_000 },
          maxBodyBytes: 64 * 1024,
          faults,
        },
        {},
        // Each Player URL its own viewer: saved views and likes from one test never reach another.
        { viewer: () => `aluno-${++viewers}` },
      );
      await use(stack);
      await stack.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  resetStack: [
    async ({ stack, faults }, use) => {
      await use();
      stack.widget.setConfig(stack.widgetConfig());
      stack.widget.setContentSecurityPolicy(null);
      faults.clear();
    },
    { auto: true },
  ],
  noUncaughtErrors: [
    async ({ context }, use) => {
      const uncaught: string[] = [];
      const watch = (page: Page) =>
        page.on('pageerror', (error) => {
          if (!KNOWN_UPSTREAM_ERRORS.some((known) => known.test(error.message)))
            uncaught.push(`${page.url()}: ${error.message}\n${error.stack ?? ''}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(uncaught, 'uncaught errors or unhandled rejections in the page').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await use(errors);
  },
});

export { expect };

/** The axe tags the widget is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page (tags above), one line each: rule id and the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until an element's transitions and animations (a banner sliding in, a sheet rising) have finished. */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
}

/** Saves a screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

/**
 * Opens a widget URL and waits until the player reported PlayerCarregado (the loading screen is gone) and
 * the app has taken the player boot started into its page.
 */
export async function openPlayer(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.video-js')).toHaveCount(1);
  // The loading screen, in whichever language the URL asks for.
  await expect(page.locator('.loading-screen')).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('.player-page .video-js')).toHaveCount(1);
}

/** Records, in order, the rendition (e.g. '240p') of every HLS segment the page requests. */
export function recordSegmentRenditions(page: Page): string[] {
  const renditions: string[] = [];
  page.on('request', (request) => {
    const match = /\/hls\/(\d+p)\/seg_\d+\.ts$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) renditions.push(match[1]);
  });
  return renditions;
}

/**
 * Seconds since `at` (a `Date.now()`): how far media playing at 1× can have moved on since then, a bound that holds
 * however slow the machine is over the clicks, the switches and the reads in between.
 */
export const secondsSince = (at: number): number => (Date.now() - at) / 1000;

/**
 * Wakes the control bar as a viewer does, by moving the mouse over the player. It must really move:
 * Video.js listens for mousemove, and the mouse often rests already where the big play button was.
 */
export async function wakeControls(page: Page): Promise<void> {
  const box = await page.locator('.video-js').boundingBox();
  if (!box) return;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 3 });
}

/**
 * Waits until the bar's layout (Video.js's `vjs-layout-*` class, which decides what is in the bar and what in
 * the overflow menu) is the one for the player's width: Video.js updates it after a resize (a panel opening
 * beside the player or closing), and a test that looks in between finds controls about to move.
 */
export async function settledBarLayout(scope: Page | FrameLocator): Promise<void> {
  const player = scope.locator('.player-page .video-js');
  await expect
    .poll(() =>
      player.evaluate((element) => {
        // Video.js keeps its player on its element; its breakpoints are the bar's (bar-breakpoints.ts).
        const breakpoints = (element as HTMLElement & { player: { breakpoints(): Record<string, number> } }).player.breakpoints();
        const width = element.getBoundingClientRect().width;
        const [name] = Object.entries(breakpoints).find(([, max]) => width <= max) ?? ['huge'];
        // Video.js's class names for its breakpoints' keys.
        const className = { xsmall: 'x-small', xlarge: 'x-large' }[name] ?? name;
        return element.classList.contains(`vjs-layout-${className}`);
      }),
    )
    .toBe(true);
}

/**
 * Opens a feature (a panel, Gostei, Download …) as a viewer would: its button in the bar, or its entry in the
 * overflow menu (⋮) where the frame is too narrow for it in the bar (control-bar/bar-breakpoints.ts).
 */
export async function openFeature(scope: Page | FrameLocator, name: string): Promise<void> {
  await settledBarLayout(scope);
  const bar = scope.locator('.vjs-control-bar');
  const button = bar.getByRole('button', { name, exact: true });
  if (await button.isVisible()) return clickOnBar(button);
  await clickOnBar(bar.getByRole('button', { name: 'Mais opções' }));
  // A checked entry's name carries Video.js's hidden ', selecionada'; Download's entry is a plain one (it opens a
  // dialog), the others are checkboxes.
  const entry = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( , selecionada)?$`);
  const menu = scope.locator('.sp-overflow-button .vjs-menu');
  await menu
    .getByRole('menuitemcheckbox', { name: entry })
    .or(menu.getByRole('menuitem', { name: entry }))
    .click();
}

/** A button that counts the clicks it gets (clickOnBar). */
type CountedButton = HTMLElement & { testClicks?: number; testCounting?: boolean };

/**
 * Clicks a button of the bar as a viewer does, moving the mouse onto it first. While the video plays, the bar fades
 * 2 s after the mouse last moved and lets the pointer through to the video; Playwright's click then waits for the
 * bar without moving the mouse, for ever. So each try moves it: the move wakes the bar, and the click lands on it.
 * On a busy machine a try's click can land after its 2 s are up; the next try then clicks no more (a second click
 * would undo the first: a panel closed again, or the player under a sheet inert), so the button counts its clicks.
 */
export async function clickOnBar(button: Locator): Promise<void> {
  await button.evaluate((element: CountedButton) => {
    element.testClicks = 0;
    if (element.testCounting) return;
    element.testCounting = true;
    element.addEventListener('click', () => (element.testClicks = (element.testClicks ?? 0) + 1));
  });
  const clicked = async (): Promise<boolean> => (await button.evaluate((element: CountedButton) => element.testClicks)) !== 0;
  await expect(async () => {
    await button.hover({ force: true, position: { x: 2, y: 2 } });
    // The move went after any earlier click, so that one has landed by now if it was going to.
    if (await clicked()) return;
    await button.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Clicks a control-bar button by its name as a viewer would, moving the mouse onto it (clickOnBar). */
export async function clickControl(page: Page, name: string | RegExp): Promise<void> {
  await clickOnBar(page.getByRole('button', { name }).first());
}

/** Presses a like button and resolves with the API's answer to it (the like is stored when that arrives). */
export async function pressLike(page: Page, name: RegExp): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => response.url().includes('playercurtir') && response.request().method() === 'POST',
  );
  await clickControl(page, name);
  return answer;
}

/** Starts playback like a viewer: the big play button. */
export async function clickPlay(page: Page): Promise<void> {
  await page.locator('.vjs-big-play-button').click();
}

export const currentTime = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

/**
 * Opens the player at a viewport size, plays it past 0.3 s and pauses it: a player that has started, whose
 * bar stays up whatever the mouse does, and whole (its later controls joined).
 */
export async function openPausedPlayer(page: Page, url: string, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await openPlayer(page, url);
  await clickPlay(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await page.locator('.video-js video').evaluate((video: HTMLVideoElement) => video.pause());
  // The later controls (the menus, the feature buttons) have joined the bar: its layout is the final one.
  await expect(page.locator('.vjs-control-bar > .vjs-playback-rate')).toBeAttached();
}

/**
 * Gives the page (and its frames) the autoplay rule desktop browsers apply, which headless Chromium does not
 * whatever --autoplay-policy says: play() with sound and no gesture yet rejects with NotAllowedError;
 * muted play is allowed.
 */
export async function refuseSoundWithoutGesture(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let gesture = false;
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => (gesture = true), true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.muted && !gesture) return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      return play.call(this);
    };
  });
}

export { readStored, writeStored } from './page-storage.ts';

/**
 * A slow link (400 KB/s, 20 ms), so a download takes seconds and shows its progress; returns the function that sets
 * another speed on it.
 */
export async function slowNetwork(page: Page): Promise<(bytesPerSecond: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = async (bytesPerSecond: number): Promise<void> =>
    void (await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    }));
  await throttle(400_000);
  return throttle;
}
