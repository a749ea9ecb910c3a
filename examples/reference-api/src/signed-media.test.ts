import { get, request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerItem } from '../../../src/services/api-contract.ts';
import { MediaSigner } from './media-signature.ts';
import { startHarness, testSecret, widgetOrigin, type Harness } from './testing/api-harness.ts';

let h: Harness;
let item: PlayerItem;
const itemFor = async (harness: Harness, user: string, video = 'licao-fotossintese'): Promise<PlayerItem> => {
  const token = await harness.token(user, video);
  return (await (await harness.post(`/api/player?token=${token}`, token, {})).json()).Item as PlayerItem;
};
/** The URIs a playlist lists, resolved against its URL. */
const listed = (text: string, base: string): string[] =>
  [...text.matchAll(/^([^#\s][^\r\n]*)$|URI="([^"]+)"/gm)].map((m) => new URL(m[1] ?? m[2] ?? '', base).href);
const strip = (url: string): string => url.replace(/\?.*$/, '');
/** A GET as it crosses the wire: the body as sent (not decoded), its encoding and Vary. */
const rawGet = (url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding?: string; vary?: string }> =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
        }),
      );
    }).on('error', reject);
  });

/** A request as it crosses the wire, for HEAD: its status, headers and the bytes of its body. */
const rawRequest = (
  url: string,
  method: 'GET' | 'HEAD',
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

beforeAll(async () => {
  h = await startHarness();
  item = await itemFor(h, 'ana');
});
afterAll(() => h.close());

describe('signed media URLs', () => {
  it('signs every media URL of the item for the viewer, and each one is served', async () => {
    const urls = [
      item.urlHls,
      item.urlProgressivo,
      item.urlOriginal,
      item.urlMp3,
      item.poster,
      item.legendas[0]?.src,
      item.miniaturas,
    ];
    for (const url of urls) {
      expect(url).toMatch(/\?exp=\d+&v=ana&sig=[\w-]{43}$/);
      const response = await fetch(url ?? '', { headers: { Origin: widgetOrigin } });
      expect(response.status, url ?? '').toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(widgetOrigin);
      await response.arrayBuffer();
    }
    expect((await fetch(item.legendas[0]?.src ?? '')).headers.get('content-type')).toMatch(/^text\/vtt/);
  });

  it('serves byte ranges of the signed MP4 and MP3', async () => {
    for (const url of [item.urlProgressivo, item.urlMp3]) {
      const part = await fetch(url ?? '', { headers: { Range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
    }
  });

  it('refuses a file without a signature, with a forged one, or with the signature of another file', async () => {
    const original = item.urlOriginal ?? '';
    expect((await fetch(strip(original))).status).toBe(403);
    expect((await fetch(original.replace(/sig=[\w-]+/, 'sig=' + 'A'.repeat(43)))).status).toBe(403);
    expect((await fetch(original.replace('v=ana', 'v=bia'))).status).toBe(403);
    expect((await fetch(original.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`))).status).toBe(403);
    // The HLS folder's signature does not reach the original beside it.
    const hlsQuery = new URL(item.urlHls).search;
    expect((await fetch(`${strip(original)}${hlsQuery}`)).status).toBe(403);
  });

  it('lists signed URLs in the playlists, down to segments that play cross-origin', async () => {
    const master = await (await fetch(item.urlHls)).text();
    const variants = listed(master, item.urlHls);
    expect(variants).toHaveLength(4);
    for (const url of variants) expect(new URL(url).searchParams.get('sig')).toBe(new URL(item.urlHls).searchParams.get('sig'));
    const variant = variants.find((url) => url.includes('/240p/')) ?? '';
    const segments = listed(await (await fetch(variant)).text(), variant);
    expect(segments.length).toBeGreaterThan(10);
    // Asked for a range (as Chromium's own HLS player asks), a playlist still comes whole and signed.
    const ranged = await fetch(item.urlHls, { headers: { Range: 'bytes=0-' } });
    expect(ranged.status).toBe(200);
    expect(await ranged.text()).toBe(master);
    const segment = await fetch(segments[0] ?? '', { headers: { Origin: widgetOrigin } });
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('access-control-allow-origin')).toBe(widgetOrigin);
  });

  it('lets the browser keep a VOD playlist until its signature expires (boot and VHS then fetch it once)', async () => {
    const left = Number(new URL(item.urlHls).searchParams.get('exp')) - Math.floor(Date.now() / 1000);
    for (const url of [item.urlHls, listed(await (await fetch(item.urlHls)).text(), item.urlHls)[0] ?? '']) {
      const maxAge = /^private, max-age=(\d+)$/.exec((await fetch(url)).headers.get('cache-control') ?? '')?.[1];
      expect(Number(maxAge), url).toBeGreaterThan(left - 5);
      expect(Number(maxAge), url).toBeLessThanOrEqual(left);
    }
  });

  it('sends playlists and text tracks gzipped to a client that takes gzip, segments as they are', async () => {
    const variant = listed(await (await fetch(item.urlHls)).text(), item.urlHls).find((url) => url.includes('/720p/')) ?? '';
    const plain = await rawGet(variant, 'identity');
    expect(plain.encoding).toBeUndefined();
    const zipped = await rawGet(variant, 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    // One signature repeated on every line: the wire carries a fraction of the text.
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect((await rawGet(item.miniaturas ?? '', 'gzip')).encoding).toBe('gzip');
    const segment = listed(plain.body.toString(), variant)[0] ?? '';
    expect((await rawGet(segment, 'gzip')).encoding).toBeUndefined();
  });

  it('answers HEAD with the headers GET gets: a signed playlist its signed length, a file its size, no body', async () => {
    const variant = listed(await (await fetch(item.urlHls)).text(), item.urlHls).find((url) => url.includes('/240p/')) ?? '';
    const segment = listed(await (await fetch(variant)).text(), variant)[0] ?? '';
    for (const url of [item.urlHls, variant, item.miniaturas ?? '', segment, item.urlProgressivo ?? '']) {
      const get = await rawRequest(url, 'GET', { 'Accept-Encoding': 'identity' });
      const head = await rawRequest(url, 'HEAD', { 'Accept-Encoding': 'identity' });
      expect(head.status, url).toBe(200);
      expect(head.headers['content-length'], url).toBe(String(get.body.length));
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      // The same lifetime, give or take the second that may tick between the two requests.
      const maxAge = (cacheControl = ''): number => Number(/^private, max-age=(\d+)$/.exec(cacheControl)?.[1]);
      expect(Math.abs(maxAge(head.headers['cache-control']) - maxAge(get.headers['cache-control'])), url).toBeLessThanOrEqual(1);
      expect(head.body.length, url).toBe(0);
    }
    // To a client that takes gzip, GET sends the playlist gzipped, of a length known only once sent: HEAD says so.
    const zipped = await rawRequest(variant, 'HEAD', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBeUndefined();
    // Range is for GET alone: a HEAD with one is answered whole.
    const ranged = await rawRequest(segment, 'HEAD', { Range: 'bytes=0-99' });
    expect(ranged.status).toBe(200);
    expect(ranged.headers['content-range']).toBeUndefined();
    expect(Number(ranged.headers['content-length'])).toBeGreaterThan(100);
    // Still behind the signature.
    expect((await rawRequest(strip(variant), 'HEAD', {})).status).toBe(403);
  });

  it('lists the thumbnails sprite signed in the thumbnails track, its #xywh= kept, and the sprite is served', async () => {
    const track = await (await fetch(item.miniaturas ?? '')).text();
    const cue = /^(\S+\.jpg\?\S+?)(#xywh=[\d,]+)$/m.exec(track);
    expect(cue?.[2]).toMatch(/^#xywh=\d+,\d+,\d+,\d+$/);
    const sprite = new URL(cue?.[1] ?? '', item.miniaturas ?? '').href;
    expect(new URL(sprite).searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
    expect((await fetch(sprite)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(strip(sprite))).status).toBe(403);
  });

  it('refuses a segment without a signature, with an expired one, or with a foreign one', async () => {
    const segment = `${h.api.url}/media/licao-fotossintese/hls/240p/seg_001.ts`;
    const signer = new MediaSigner(testSecret, 3600);
    expect((await fetch(segment)).status).toBe(403);
    const expired = signer.sign(segment, { viewer: 'ana', exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await fetch(expired)).status).toBe(403);
    const otherItem = await itemFor(h, 'ana', 'seguranca-senhas');
    expect((await fetch(`${segment}${new URL(otherItem.urlHls).search}`)).status).toBe(403);
    const otherSecret = new MediaSigner(new TextEncoder().encode('another-secret'), 3600);
    expect((await fetch(otherSecret.sign(segment, signer.grant('ana')))).status).toBe(403);
    expect((await fetch(signer.sign(segment, signer.grant('ana')))).status).toBe(200);
  });

  it('lets a signature expire after the configured lifetime', async () => {
    const short = await startHarness({ mediaUrlTtlSeconds: 2 });
    try {
      const shortItem = await itemFor(short, 'ana');
      expect(Number(new URL(shortItem.urlHls).searchParams.get('exp')) * 1000 - Date.now()).toBeLessThanOrEqual(3000);
      expect((await fetch(shortItem.urlHls)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      const late = await fetch(shortItem.urlHls);
      expect(late.status).toBe(403);
      expect(await late.json()).toEqual({ status_ret: 'NOK', erro: 'Link de mídia inválido ou expirado.' });
    } finally {
      await short.close();
    }
  });
});

describe('live', () => {
  it('serves a signed sliding live playlist that advances with the clock', async () => {
    const live = await itemFor(h, 'ana', 'aula-ao-vivo');
    expect(live.aoVivo).toBe(true);
    expect((await fetch(strip(live.urlHls))).status).toBe(403);
    const master = await (await fetch(live.urlHls)).text();
    expect(master).toMatch(/^720p\.m3u8\?exp=\d+&v=ana&sig=/m);
    const playlistUrl = listed(master, live.urlHls).find((url) => url.includes('/720p.m3u8')) ?? '';
    expect((await fetch(strip(playlistUrl))).status).toBe(403);
    const sequence = async (): Promise<number> =>
      Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(await (await fetch(playlistUrl)).text())?.[1]);
    const before = await sequence();
    const text = await (await fetch(playlistUrl)).text();
    expect(text).not.toMatch(/#EXT-X-ENDLIST/);
    // A live playlist changes with the clock: never kept.
    expect((await fetch(playlistUrl)).headers.get('cache-control')).toBe('no-cache');
    const segment = listed(text, playlistUrl).find((url) => /\.ts\?exp=\d+&v=ana&sig=/.test(url));
    expect((await fetch(segment ?? '')).status).toBe(200);
    expect((await fetch(strip(segment ?? ''))).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 4100));
    expect(await sequence()).toBeGreaterThan(before);
  });

  it("signs the live stream for the live path alone: its URLs open none of the recording's files", async () => {
    const live = await itemFor(h, 'ana', 'aula-ao-vivo');
    const urls = [live.urlHls];
    for (const playlist of listed(await (await fetch(live.urlHls)).text(), live.urlHls)) {
      urls.push(playlist, ...listed(await (await fetch(playlist)).text(), playlist));
    }
    // The recording the stream loops (its playlists, any of its segments) is out of every live URL's reach.
    const recording = `${h.api.url}/media/licao-fotossintese/hls`;
    for (const url of urls) {
      const query = new URL(url).search;
      for (const path of ['master.m3u8', '720p/index.m3u8', '240p/seg_000.ts', '720p/seg_012.ts']) {
        expect((await fetch(`${recording}/${path}${query}`)).status, `${path} with ${url}`).toBe(403);
      }
    }
    expect(urls.length).toBeGreaterThan(4 * 15);
    for (const url of urls) expect(new URL(url).pathname, url).toMatch(/^\/live\/aula-ao-vivo\//);
    const segment = urls.find((url) => /\/720p\/\d+\.ts\?/.test(url)) ?? '';
    const response = await fetch(segment, { headers: { Origin: widgetOrigin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp2t');
    expect(response.headers.get('access-control-allow-origin')).toBe(widgetOrigin);
  });

  it('serves a live segment only while the stream does, and nothing else under the live path', async () => {
    const live = await itemFor(h, 'ana', 'aula-ao-vivo');
    const playlist = listed(await (await fetch(live.urlHls)).text(), live.urlHls).find((url) => url.includes('/720p.m3u8')) ?? '';
    const text = await (await fetch(playlist)).text();
    const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
    const query = new URL(live.urlHls).search;
    const at = (path: string): string => `${h.api.url}/live/aula-ao-vivo/${path}${query}`;
    expect((await fetch(at(`720p/${first}.ts`))).status).toBe(200);
    // Not broadcast yet (live-playlist.test.ts covers one long gone), or no live segment at all.
    // A playlist's name without `.m3u8` is no playlist: it would list the segments unsigned.
    const notServed = [
      `720p/${first + 100}.ts`,
      '720p/seg_000.ts',
      '720p/index.m3u8',
      `1080p/${first}.ts`,
      '720p/-1.ts',
      '720p',
      '240p',
    ];
    for (const path of notServed) {
      expect((await fetch(at(path))).status, path).toBe(404);
    }
    expect((await fetch(`${h.api.url}/live/aula-ao-vivo/720p/${first}.ts`)).status).toBe(403);
  });
});
