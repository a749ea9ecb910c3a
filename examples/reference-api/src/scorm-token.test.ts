import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from './auth.ts';
import { signDispatchKey, verifyDispatchKey } from './dispatch-key.ts';
import { FaultPlan, type ApiOptions } from './options.ts';
import { startApi, type RunningApi } from './server.ts';

const secret = new TextEncoder().encode('scorm-secret-scorm-secret-scorm-secret');
const dir = mkdtempSync(join(tmpdir(), 'sphere-scorm-'));
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
let api: RunningApi;

beforeAll(async () => {
  api = await startApi(options);
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const mint = (body: unknown, origin = 'https://any-lms.example') =>
  fetch(`${api.url}/api/token/scorm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });

describe('dispatch keys', () => {
  it('verify only with the operator’s secret and for the video they name', () => {
    const key = signDispatchKey(secret, 'seguranca-senhas');
    expect(verifyDispatchKey(secret, key)).toBe('seguranca-senhas');
    expect(verifyDispatchKey(new TextEncoder().encode('another-secret-another-secret!!'), key)).toBeNull();
    expect(verifyDispatchKey(secret, key.replace('seguranca-senhas', 'licao-fotossintese'))).toBeNull();
    expect(verifyDispatchKey(secret, `${key}x`)).toBeNull();
  });
});

describe('POST token/scorm', () => {
  it('mints a short-lived token for the learner and the key’s video, from any origin, without a subscription key', async () => {
    const response = await mint({ chave: signDispatchKey(secret, 'seguranca-senhas'), aprendiz: 'lms-aluno-7' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://any-lms.example');
    const body = (await response.json()) as { status_ret: string; token: string; expiraEm: number };
    expect(body).toMatchObject({ status_ret: 'OK', expiraEm: 900 });
    expect(await verifyToken(secret, body.token)).toEqual({
      issuedAt: expect.any(Number),
      user: 'lms-aluno-7',
      videoId: 'seguranca-senhas',
      via: 'scorm',
    });
    const { exp, iat } = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(exp - iat).toBe(900);
    // The token works on the API like any viewer token.
    const item = await fetch(`${api.url}/api/player?token=${body.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: body.token, 'Ocp-Apim-Subscription-Key': 'k' },
      body: '{}',
    });
    expect(((await item.json()) as { Item: { id: string } }).Item.id).toBe('seguranca-senhas');
  });

  it('refuses a forged key, a key for an unknown video and a missing learner', async () => {
    const forged = signDispatchKey(new TextEncoder().encode('not-the-operator-not-the-operator'), 'seguranca-senhas');
    expect((await mint({ chave: forged, aprendiz: 'a' })).status).toBe(403);
    expect((await mint({ chave: signDispatchKey(secret, 'nao-existe'), aprendiz: 'a' })).status).toBe(403);
    expect((await mint({ chave: signDispatchKey(secret, 'seguranca-senhas'), aprendiz: '  ' })).status).toBe(400);
  });
});
