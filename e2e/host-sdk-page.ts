// The host page the host SDK v2 specs drive: the SDK's script-tag build loaded in it, the widget embedded
// with a short ready() deadline, every call's outcome and every event heard, timed.
import type { Page } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';

/** How long the tests give ready(): short, so a hang shows as a failure, not as a test timeout. */
export const READY_TIMEOUT_MS = 6_000;

/** Loads the SDK's script-tag build (`window.SpherePlayer`) in a host page, once. */
export async function loadSdk(page: Page): Promise<void> {
  if (await page.evaluate(() => 'SpherePlayer' in window)) return;
  await page.addScriptTag({ url: '/sdk/sphere-player.js' });
}

/** Loads the SDK's script-tag build in a host page and embeds the widget with `query`; events are recorded. */
export async function embed(page: Page, widgetUrl: string, query: string, getToken?: 'host-token'): Promise<void> {
  await loadSdk(page);
  await page.evaluate(
    async ({ url, query, readyTimeout, getToken }) => {
      const w = window as unknown as Record<string, unknown> & { SpherePlayer: { embed(el: Element, o: object): unknown } };
      const token = getToken ? await (await fetch('/token?video=seguranca-senhas')).text() : null;
      const box = document.createElement('div');
      document.body.append(box);
      const player = w.SpherePlayer.embed(box, {
        url: `${url}/player?${query}`,
        readyTimeout,
        timeout: 20_000,
        ...(token ? { getToken: async () => token } : {}),
      }) as { on(name: string, cb: (data: unknown) => void): void };
      const heard: { name: string; data: unknown; at: number }[] = [];
      w['heard'] = heard;
      w['player'] = player;
      w['embeddedAt'] = performance.now();
      for (const name of [
        'error',
        'texttrackchange',
        'audiotrackchange',
        'cuechange',
        'chapterchange',
        'qualitychange',
        'ratechange',
        'seeking',
        'seeked',
        'timeupdate',
        'loadedmetadata',
        'durationchange',
        'progress',
        'bufferstart',
        'bufferend',
        'fullscreenchange',
      ])
        player.on(name, (data) => heard.push({ name, data, at: performance.now() }));
    },
    { url: widgetUrl, query, readyTimeout: READY_TIMEOUT_MS, getToken },
  );
}

/**
 * Embeds the widget in the host page with the SDK; its getToken answers with `window.hostToken`, or, while
 * `window.holdTokens()` holds them, once the test calls `window.handOver(token)`; `window.tokenAsks` counts the asks.
 */
export async function embedWithHost(page: Page, widgetUrl: string, first: string): Promise<void> {
  await loadSdk(page);
  await page.evaluate(
    async ({ url, first }) => {
      const w = window as unknown as Record<string, unknown> & { SpherePlayer: { embed(el: Element, o: object): unknown } };
      let held: Promise<string> | null = null;
      w['hostToken'] = first;
      w['tokenAsks'] = 0;
      w['holdTokens'] = () => {
        held = new Promise<string>((resolve) => {
          w['handOver'] = (token: string) => {
            w['hostToken'] = token;
            held = null;
            resolve(token);
          };
        });
      };
      const box = document.createElement('div');
      document.body.append(box);
      w.SpherePlayer.embed(box, {
        url: `${url}/player`,
        getToken: () => {
          w['tokenAsks'] = (w['tokenAsks'] as number) + 1;
          return held ?? Promise.resolve(w['hostToken'] as string);
        },
      });
    },
    { url: widgetUrl, first },
  );
}

/** How many times the host page of `embedWithHost` was asked for a token. */
export const tokenAsks = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { tokenAsks: number }).tokenAsks);

/** Runs an SDK method in the host page: its value, or the typed error's code and message, and how long it took. */
export const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    async ({ method, args }) => {
      const player = (window as unknown as { player: Record<string, (...a: unknown[]) => Promise<unknown>> }).player;
      const start = performance.now();
      try {
        return { value: await player[method]!(...args), ms: performance.now() - start };
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        return { error: code ?? String(error), message, ms: performance.now() - start };
      }
    },
    { method, args },
  );

export const heard = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { heard: { name: string; data: unknown }[] }).heard.filter((e) => e.name === name).map((e) => e.data),
    name,
  );

/** A button at the top of the host page that asks the SDK for fullscreen in its click (the gesture the frame needs). */
export async function addHostFullscreenButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Tela cheia';
    button.onclick = () =>
      void (window as unknown as { player: { requestFullscreen(): Promise<void> } }).player.requestFullscreen();
    document.body.prepend(button);
    // Every change the host page's own document sees, to tell whether fullscreen ended on its own.
    const changes: boolean[] = [];
    (window as unknown as { hostChanges: boolean[] }).hostChanges = changes;
    document.addEventListener('fullscreenchange', () => changes.push(document.fullscreenElement !== null));
  });
}
export const hostChanges = (page: Page) => page.evaluate(() => (window as unknown as { hostChanges: boolean[] }).hostChanges);

/** The Player URL (of `lesson`) in a plain iframe of the host page (no SDK) whose permissions policy is `allow`. */
export async function embedPlain(page: Page, stack: Stack, allow: string, lesson = 'seguranca-senhas'): Promise<void> {
  await page.goto(`${stack.host.url}/index.html`);
  await page.evaluate(
    async ({ url, allow }) => {
      const iframe = document.createElement('iframe');
      iframe.src = url;
      iframe.title = 'Sphere Player';
      iframe.allow = allow;
      iframe.style.cssText = 'width:960px;height:540px;border:0';
      document.body.append(iframe);
      await new Promise((resolve) => iframe.addEventListener('load', resolve));
    },
    { url: await stack.playerUrl(lesson), allow },
  );
}
