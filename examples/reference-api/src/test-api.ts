/** Tests only: the reference API on a free port for one test file, with its options and calls as a viewer makes them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { signToken } from './auth.ts';
import { FaultPlan, type ApiOptions } from './options.ts';
import { startApi, type RunningApi } from './server.ts';

/** Starts the API before the file's tests and stops it after them; its URL and a viewer's token are in `running` once it runs. */
export function startTestApi() {
  const secret = new TextEncoder().encode('test-secret-test-secret-test-secret');
  const dir = mkdtempSync(join(tmpdir(), 'sphere-api-'));
  const options: ApiOptions = {
    apiKey: 'k',
    searchKey: 'sk',
    jwtSecret: secret,
    databaseUrl: `file:${join(dir, 'db.sqlite')}`,
    corsOrigins: ['http://127.0.0.1:4173'],
    rateLimit: { max: 1000, windowMs: 60_000 },
    maxBodyBytes: 4096,
    faults: new FaultPlan(),
  };
  const running = { api: undefined as unknown as RunningApi, token: '' };

  const call = (path: string, init: RequestInit & { key?: string; auth?: string | null } = {}): Promise<Response> => {
    const { key = 'k', auth = running.token, ...rest } = init;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Ocp-Apim-Subscription-Key': key,
    };
    if (auth !== null) headers['Authorization'] = auth;
    return fetch(`${running.api.url}${path}`, { ...rest, headers: { ...headers, ...(rest.headers as Record<string, string>) } });
  };
  const post = (path: string, body: unknown, init: Parameters<typeof call>[1] = {}): Promise<Response> =>
    call(path, { method: 'POST', body: JSON.stringify(body), ...init });

  beforeAll(async () => {
    running.api = await startApi(options);
    running.token = await signToken(secret, { user: 'ana', videoId: 'licao-fotossintese' });
  });
  afterAll(async () => {
    await running.api.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { secret, options, running, call, post };
}
