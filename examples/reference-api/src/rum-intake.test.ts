import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/api-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rumMaxBytes: 20_000, rumKey: 'rum-secret', trustedProxies: ['127.0.0.1'] });
});
afterAll(() => h.close());

const send = (text: string): Promise<Response> =>
  fetch(`${h.api.url}/rum?ddforward=%2Fapi%2Fv2%2Frum`, { method: 'POST', body: text });
/** A POST on a connection of its own (the server closes a refused upload's, which fetch's pool would reuse). */
const sendAlone = (text: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const post = request(`${h.api.url}/rum?ddforward=%2Fapi%2Fv2%2Frum`, { method: 'POST', agent: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    post.on('error', reject);
    post.end(text);
  });
const read = (headers: Record<string, string> = {}): Promise<Response> => fetch(`${h.api.url}/rum/batches`, { headers });

describe('RUM intake', () => {
  it('keeps the newest batches within a byte budget, however few or many they are', async () => {
    for (let i = 0; i < 30; i++) expect((await send(JSON.stringify({ n: i, pad: 'x'.repeat(1000) }))).status).toBe(202);
    const kept = (await (await read()).json()) as { events: { n: number }[] }[];
    const ns = kept.map((batch) => batch.events[0]?.n);
    expect(ns.at(-1)).toBe(29);
    expect(kept.length).toBeLessThan(30);
    expect(JSON.stringify(kept).length).toBeLessThan(20_000);
    // One large batch pushes out many small ones instead of counting as one.
    await send(`${JSON.stringify({ n: 'big', pad: 'y'.repeat(8000) })}`);
    const after = (await (await read()).json()) as unknown[];
    expect(after.length).toBeLessThan(kept.length);
  });

  it('shows the batches only on this machine or with the RUM key', async () => {
    expect((await read()).status).toBe(200);
    // Through the trusted proxy on loopback, a caller from elsewhere:
    const remote = { 'X-Forwarded-For': '203.0.113.5' };
    expect((await read(remote)).status).toBe(403);
    expect((await read({ ...remote, Authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await read({ ...remote, Authorization: 'Bearer rum-secret' })).status).toBe(200);
  });

  it('refuses a batch over 512 KiB with 413', async () => {
    expect(await sendAlone('z'.repeat(600 * 1024))).toBe(413);
  });
});
