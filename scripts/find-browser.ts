/** Finds the Chromium the browser tests use, installing Debian's when none is there and we are root. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findBrowser(env: NodeJS.ProcessEnv = process.env): string | null {
  const override = env['SPHERE_CHROMIUM'] ?? env['CHROMIUM_PATH'];
  if (override) {
    if (!existsSync(override)) throw new Error(`SPHERE_CHROMIUM points at ${override}, which does not exist.`);
    return override;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.getuid?.() === 0) {
    console.log("No Chromium found: installing Debian's chromium (apt-get)…");
    const apt = { stdio: 'inherit' as const, env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
    execFileSync('apt-get', ['update', '-qq'], apt);
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  // Elsewhere Playwright's own browser may be installed; playwright.config.ts then uses it.
  return null;
}
