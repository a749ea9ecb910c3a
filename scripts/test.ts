/** `npm test`: lint, typecheck, unit and integration tests, build, then the browser tests. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findBrowser } from './find-browser.ts';

const root = join(import.meta.dirname, '..');
const bin = (name: string): string => join(root, 'node_modules', '.bin', name);

const browser = findBrowser();
const env = { ...process.env, ...(browser ? { SPHERE_CHROMIUM: browser } : {}) };

const steps: [string, string, string[]][] = [
  ['lint', bin('eslint'), ['.']],
  ['format', bin('prettier'), ['--check', '.']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['unit and integration tests', bin('vitest'), ['run']],
  // The SDK first: the widget's build ships it beside itself (dist/sdk/).
  ['host SDK build (ESM and types)', bin('tsc'), ['-p', 'host-sdk/tsconfig.json']],
  ['host SDK build (script tag)', bin('vite'), ['build', '--config', 'host-sdk/vite.config.ts', '--logLevel', 'warn']],
  ['build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['browser tests', bin('playwright'), ['test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ every check passed');
