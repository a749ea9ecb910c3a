// Covers the deployment docs/deploy.md describes: the build ships a config template (never the demo
// config) and the SDK beside the widget; hashed assets are immutable and precompressed, index.html is
// revalidated; and the widget plays, opens every panel and downloads under the recommended
// Content-Security-Policy with zero violations.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { recommendedPolicy, type PolicyConfig } from '../examples/servers/content-security-policy.ts';
import { distDir } from '../examples/servers/widget-server.ts';
import { clickControl, clickPlay, currentTime, expect, openPlayer, test } from './fixtures.ts';

test('the build ships a config template and the SDK, never the demo config', () => {
  expect(existsSync(join(distDir, 'assets', 'data', 'config.json'))).toBe(false);
  expect(existsSync(join(distDir, 'assets', 'data', 'config.example.json'))).toBe(true);
  expect(existsSync(join(distDir, 'sdk', 'sphere-player.js'))).toBe(true);
});

test('hashed assets are immutable and precompressed; index.html and the SDK are revalidated', async ({ stack }) => {
  const html = await fetch(`${stack.widget.url}/player`);
  expect(html.headers.get('cache-control')).toBe('no-cache');
  const entry = /src="\.\/(assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(entry).toBeDefined();
  const asset = await fetch(`${stack.widget.url}/${entry}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-encoding')).toBe('br');
  const gzip = await fetch(`${stack.widget.url}/${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const sdk = await fetch(`${stack.widget.url}/sdk/sphere-player.js`);
  expect(sdk.status).toBe(200);
  expect(sdk.headers.get('cache-control')).toBe('no-cache');
  expect(await sdk.text()).toContain('SpherePlayer');
});

/** Collects every CSP violation in the page and its frames, as `directive blocked-uri`. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return async () => {
    const all: string[] = [];
    for (const frame of page.frames())
      all.push(
        ...(await frame.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []).catch(() => [])),
      );
    return all;
  };
}

test('under the recommended CSP the widget plays, opens every panel and downloads with zero violations', async ({
  page,
  stack,
}) => {
  const config = stack.widgetConfig() as unknown as PolicyConfig;
  const policy = recommendedPolicy(config);
  stack.widget.setContentSecurityPolicy(policy);
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlayer(page, await stack.playerUrl());
  const served = await page.evaluate(() =>
    fetch(location.href).then((response) => response.headers.get('content-security-policy')),
  );
  expect(served).toBe(policy);
  // The page by its own name and the root are the same page: they carry the same policy.
  for (const path of ['/index.html', '/', '/player/x'])
    expect((await fetch(`${stack.widget.url}${path}`)).headers.get('content-security-policy'), path).toBe(policy);
  await clickPlay(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);

  await clickControl(page, /^Sphere AI$/);
  const assistant = page.getByRole('dialog', { name: 'Sphere AI' });
  await assistant.getByRole('button', { name: 'O que é a clorofila?' }).click();
  await expect(assistant.locator('.assistant-answer, .assistant-messages li').last()).toBeVisible();
  await page.keyboard.press('Escape');
  await clickControl(page, /^Resumo$/);
  await expect(page.getByRole('dialog', { name: 'Resumo' }).locator('.summary-text')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await clickControl(page, /^Chat$/);
  await expect(page.frameLocator('iframe.chat-frame').getByRole('heading', { name: 'Chat da turma' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Chat' }).getByRole('button', { name: 'Voltar ao vídeo' }).click();
  const downloaded = page.waitForEvent('download');
  await clickControl(page, /^Download/);
  await page.getByRole('dialog', { name: 'Download' }).locator('button[data-quality="baixa"]').click();
  await downloaded;
  await clickControl(page, 'Audio Player');
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentSrc ?? '')).toMatch(/\.mp3/);
  expect(await violations()).toEqual([]);
});
