/** The stack both benches measure (`npm run bench`, `npm run bench:profile`): built first unless `--no-build`. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../examples/servers/stack.ts';

/** The API key the bench's stack accepts (the reference pages ask the API for the item with it). */
export const BENCH_API_KEY = 'bench-key';

/** Builds the widget (unless `--no-build`), then starts the whole stack on loopback with a database of its own. */
export async function startBenchStack(): Promise<Stack> {
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'sphere-bench-'));
  const stack = await startStack({
    apiKey: BENCH_API_KEY,
    searchKey: 'bench-search-key',
    jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret'),
    databaseUrl: `file:${join(dir, 'db.sqlite')}`,
    rateLimit: { max: 100_000, windowMs: 60_000 },
    maxBodyBytes: 64 * 1024,
  });
  return {
    ...stack,
    close: async () => {
      await stack.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
