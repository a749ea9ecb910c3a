/** How the tests launch Chromium: Debian's by default, SPHERE_CHROMIUM (or CHROMIUM_PATH) overrides it. */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const chromiumPath =
  process.env['SPHERE_CHROMIUM'] ??
  process.env['CHROMIUM_PATH'] ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const requiredFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options with an autoplay policy: tests play without a gesture unless a spec asks for the default rule. */
export function launchOptions(autoplayPolicy = 'no-user-gesture-required'): LaunchOptions {
  return {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: [...requiredFlags, `--autoplay-policy=${autoplayPolicy}`],
  };
}
