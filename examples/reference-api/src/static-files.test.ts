import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHostServer, type RunningHost } from '../../servers/host-server.ts';
import { startWidgetServer, type RunningWidget } from '../../servers/widget-server.ts';
import { startHarness, type Harness } from './testing/api-harness.ts';

/** A GET with the path sent exactly as written (fetch would normalise dot segments and escapes). */
const rawGet = (base: string, path: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

let h: Harness;
let widget: RunningWidget;
let host: RunningHost;
let hlsQuery: string;
const errors = vi.spyOn(console, 'error');

beforeAll(async () => {
  h = await startHarness();
  widget = await startWidgetServer({});
  host = await startHostServer({
    values: () => ({}),
    token: () => Promise.resolve('t'),
    lesson: (video) => (video === 'marcado' ? '<b>Aula</b> & "prova"' : `Aula ${video}`),
  });
  const token = await h.token();
  hlsQuery = new URL((await (await h.post(`/api/player?token=${token}`, token, {})).json()).Item.urlHls).search;
  // serveStatic warns at start when the widget is not built (dist/); only the requests below count.
  errors.mockClear();
});
afterAll(async () => {
  await Promise.all([h.close(), widget.close(), host.close()]);
  errors.mockRestore();
});
afterEach(() => {
  // None of these requests may be treated as a server error.
  expect(errors).not.toHaveBeenCalled();
});

describe('static files', () => {
  it('fills an LMS page with the lesson of the video it embeds, its title escaped', async () => {
    const lms = await rawGet(host.url, '/lms.html?video=seguranca-senhas');
    expect(lms.status).toBe(200);
    expect(lms.body).toContain('<h1 id="lesson-title">Aula seguranca-senhas</h1>');
    const marked = await rawGet(host.url, '/lms.html?video=marcado');
    expect(marked.body).toContain('&#60;b&#62;Aula&#60;/b&#62; &#38; &#34;prova&#34;');
    expect(marked.body).not.toContain('<b>Aula</b>');
  });

  it('answers 400 to a malformed percent escape on every server, never a 500', async () => {
    for (const base of [h.api.url, widget.url, host.url]) {
      for (const path of ['/media/%E0%A4%A', '/%E0%A4%A', '/assets/%ZZ.js']) {
        const response = await rawGet(base, path);
        expect(response.status, `${base}${path}`).toBe(400);
      }
    }
    expect(JSON.parse((await rawGet(h.api.url, '/media/%E0%A4%A')).body)).toEqual({
      status_ret: 'NOK',
      erro: 'Caminho malformado.',
    });
  });

  it('answers 404 to a folder, even with a valid signature, instead of a broken 200', async () => {
    for (const path of ['/media/licao-fotossintese/hls/240p', '/media/licao-fotossintese/hls/240p/']) {
      const response = await rawGet(h.api.url, `${path}${hlsQuery}`);
      expect(response.status, path).toBe(404);
    }
    expect((await rawGet(widget.url, '/assets')).status).not.toBe(500);
    expect((await rawGet(host.url, '/sdk/')).status).toBe(404);
  });

  it('answers 404 to a path that climbs out of the served folder, plain or escaped', async () => {
    const climbs = [
      '/media/../package.json',
      '/media/%2e%2e/src/app.ts',
      '/media/licao-fotossintese/hls/..%2f..%2f..%2fsrc%2fapp.ts',
    ];
    for (const path of climbs) expect((await rawGet(h.api.url, `${path}${hlsQuery}`)).status, path).toBe(404);
    for (const base of [widget.url, host.url]) {
      for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%5c..%5cpackage.json']) {
        expect((await rawGet(base, path)).status, `${base}${path}`).toBe(404);
      }
    }
  });

  it('answers one byte range 206 and ignores several ranges or another unit (200, the whole file), as RFC 9110 asks', async () => {
    const segment = `${h.api.url}/media/licao-fotossintese/hls/240p/seg_000.ts${hlsQuery}`;
    const whole = await (await fetch(segment)).arrayBuffer();
    const size = whole.byteLength;
    const ranged = async (range: string): Promise<Response> => fetch(segment, { headers: { Range: range } });
    for (const [range, first, last] of [
      ['bytes=0-10', 0, 10],
      ['bytes=100-', 100, size - 1],
      ['bytes=-5', size - 5, size - 1],
      ['Bytes=0-10,', 0, 10],
      [`bytes=10-${size + 100}`, 10, size - 1],
    ] as const) {
      const part = await ranged(range);
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range'), range).toBe(`bytes ${first}-${last}/${size}`);
      expect((await part.arrayBuffer()).byteLength, range).toBe(last - first + 1);
    }
    // No multipart/byteranges here: the Range is ignored, never answered 206 with the whole file.
    for (const range of ['bytes=0-10,20-30', 'bytes=0-10, 5-', 'items=0-1', '0-10']) {
      const response = await ranged(range);
      expect(response.status, range).toBe(200);
      expect(response.headers.get('content-range'), range).toBeNull();
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(whole)), range).toBe(true);
    }
  });

  it('answers 416 with the file length to a byte range that does not parse or that the file cannot satisfy', async () => {
    const segment = `${h.api.url}/media/licao-fotossintese/hls/240p/seg_000.ts${hlsQuery}`;
    const size = (await (await fetch(segment)).arrayBuffer()).byteLength;
    for (const range of ['bytes=abc', 'bytes=-', 'bytes=', 'bytes=10-5', 'bytes=5-x', `bytes=${size}-`, 'bytes=-0']) {
      const response = await fetch(segment, { headers: { Range: range } });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe(`bytes */${size}`);
      expect(await response.text(), range).toBe('');
    }
  });

  it('never serves the media generator script', async () => {
    expect((await rawGet(h.api.url, `/media/make-media.sh${hlsQuery}`)).status).toBe(403);
  });

  it('serves the host pages filled in, and the SDK script or a clear 404 without a build', async () => {
    const page = await fetch(`${host.url}/lms.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${host.url}/nao-existe.html`)).status).toBe(404);
    expect([200, 404]).toContain((await fetch(`${host.url}/sdk/sphere-player.js`)).status);
  });
});
