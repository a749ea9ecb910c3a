import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerItem } from '../../../src/services/api-contract.ts';
import { startHarness, type Harness } from './testing/api-harness.ts';

let h: Harness;
const itemFor = async (video: string): Promise<PlayerItem> => {
  const token = await h.token('ana', video);
  return (await (await h.post(`/api/player?token=${token}`, token, {})).json()).Item as PlayerItem;
};
/** The URIs a playlist lists, resolved against its URL. */
const listed = (text: string, base: string): string[] =>
  [...text.matchAll(/^([^#\s][^\r\n]*)$|URI="([^"]+)"/gm)].map((m) => new URL(m[1] ?? m[2] ?? '', base).href);

beforeAll(async () => {
  // Signatures shorter-lived than the hour a public cache would have kept the files.
  h = await startHarness({ mediaUrlTtlSeconds: 120 });
});
afterAll(() => h.close());

describe('signed media answers', () => {
  it('let every signed file be kept privately for what is left of its signature, never an hour publicly', async () => {
    const item = await itemFor('licao-fotossintese');
    const variant = listed(await (await fetch(item.urlHls)).text(), item.urlHls)[0] ?? '';
    const segment = listed(await (await fetch(variant)).text(), variant).find((url) => url.includes('.ts?')) ?? '';
    const live = await itemFor('aula-ao-vivo');
    const livePlaylist = listed(await (await fetch(live.urlHls)).text(), live.urlHls)[0] ?? '';
    const liveSegment = listed(await (await fetch(livePlaylist)).text(), livePlaylist).find((url) => url.includes('.ts?')) ?? '';
    const files = [item.urlProgressivo, item.poster, item.urlMp3, item.legendas[0]?.src, item.miniaturas, segment, liveSegment];
    for (const url of files) {
      const response = await fetch(url ?? '', { headers: { Range: 'bytes=0-9' } });
      // A thumbnails track is answered whole (it is signed line by line); any other file sends the range.
      expect([200, 206], url ?? '').toContain(response.status);
      const maxAge = /^private, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1];
      expect(Number(maxAge), url ?? '').toBeGreaterThan(110);
      // The expiry is rounded up to the next second.
      expect(Number(maxAge), url ?? '').toBeLessThanOrEqual(121);
    }
  });

  it('honours If-Range: a Range with a validator that does not match the file gets the whole file (200)', async () => {
    const item = await itemFor('licao-fotossintese');
    const url = item.urlProgressivo ?? '';
    const whole = await fetch(url);
    const size = Number(whole.headers.get('content-length'));
    const lastModified = whole.headers.get('last-modified') ?? '';
    await whole.body?.cancel();
    expect(lastModified).not.toBe('');
    const get = (headers: Record<string, string>): Promise<Response> => fetch(url, { headers });
    const matching = await get({ Range: 'bytes=0-9', 'If-Range': lastModified });
    expect(matching.status).toBe(206);
    expect((await matching.arrayBuffer()).byteLength).toBe(10);
    for (const validator of ['"an-etag"', 'W/"weak"', 'Mon, 01 Jan 2001 00:00:00 GMT']) {
      for (const range of ['bytes=0-9', 'bytes=9-0']) {
        const response = await get({ Range: range, 'If-Range': validator });
        expect(response.status, `${range} if ${validator}`).toBe(200);
        expect(response.headers.get('content-range')).toBeNull();
        expect(Number(response.headers.get('content-length'))).toBe(size);
        expect((await response.arrayBuffer()).byteLength).toBe(size);
      }
    }
  });
});
