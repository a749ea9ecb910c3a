/** A reference API on a free loopback port with a throw-away libSQL file, for the API's own tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signToken } from '../auth.ts';
import { FaultPlan, type ApiOptions } from '../options.ts';
import { startApi, type RunningApi } from '../server.ts';

export const testSecret = new TextEncoder().encode('test-secret-test-secret-test-secret');
export const widgetOrigin = 'http://127.0.0.1:4173';

export interface CallInit extends RequestInit {
  /** Subscription key; 'k' by default. */
  key?: string;
  /** The Authorization header; null sends none. */
  auth?: string | null;
}

export interface Harness {
  api: RunningApi;
  options: ApiOptions;
  /** A demo token for a viewer and a video. */
  token(user?: string, videoId?: string, ttl?: string | number): Promise<string>;
  /** A call to the API with the contract's headers. */
  call(path: string, auth: string | null, init?: CallInit): Promise<Response>;
  post(path: string, auth: string | null, body: unknown, init?: CallInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startHarness(overrides: Partial<ApiOptions> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'sphere-api-'));
  const options: ApiOptions = {
    apiKey: 'k',
    searchKey: 'sk',
    jwtSecret: testSecret,
    databaseUrl: `file:${join(dir, 'db.sqlite')}`,
    corsOrigins: [widgetOrigin],
    rateLimit: { max: 1000, windowMs: 60_000 },
    maxBodyBytes: 4096,
    faults: new FaultPlan(),
    ...overrides,
  };
  const api = await startApi(options);
  const call = (path: string, auth: string | null, init: CallInit = {}): Promise<Response> => {
    const { key = 'k', auth: _ignored, ...rest } = init;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Ocp-Apim-Subscription-Key': key,
      ...(auth === null ? {} : { Authorization: auth }),
      ...(rest.headers as Record<string, string> | undefined),
    };
    return fetch(`${api.url}${path}`, { ...rest, headers });
  };
  return {
    api,
    options,
    token: (user = 'ana', videoId = 'licao-fotossintese', ttl = '2h') => signToken(options.jwtSecret, { user, videoId }, ttl),
    call,
    post: (path, auth, body, init = {}) => call(path, auth, { method: 'POST', body: JSON.stringify(body), ...init }),
    close: async () => {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
