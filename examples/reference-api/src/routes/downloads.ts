/** GET download (the lookup) and GET /files/… (the file, behind a short-lived signed token). */
import { Hono } from 'hono';
import { DOWNLOAD_AUDIENCE, signToken, verifyToken } from '../auth.ts';
import { findEntry, mediaFile } from '../catalog.ts';
import { assertOwnToken, nok, type ApiEnv } from '../http.ts';
import type { ApiOptions } from '../options.ts';
import { serveOneFile } from '../static-files.ts';

const variants = {
  original: { file: 'original.mp4', suffix: '_original' },
  processado: { file: 'processed.mp4', suffix: '_processado' },
  audio: { file: 'audio.mp3', suffix: '_audio' },
} as const;
type Variant = keyof typeof variants;
/** Whether a name from a URL is a variant: own keys only, so `toString` or `__proto__` is none. */
const isVariant = (name: string): name is Variant => Object.hasOwn(variants, name);
/** A variant's file name under /files/: the variant and its file's extension (`original.mp4`, `audio.mp3`). */
const fileName = (variant: Variant): string => variants[variant].file.replace(/^[^.]+/, variant);

export const downloadLookupRoutes = new Hono<ApiEnv>().get('/download', async (c) => {
  assertOwnToken(c, c.req.query('token'));
  const isAudio = (c.req.query('isAudio') ?? 'N') === 'S';
  const variant: Variant = isAudio ? 'audio' : c.req.query('isAlta') === 'S' ? 'original' : 'processado';
  const { user, videoId, via } = c.get('claims');
  const entry = findEntry(videoId);
  const file = entry ? mediaFile(entry, variants[variant].file) : null;
  if (!entry || entry.aoVivo || !file) return nok(c, 'Não há opções para download deste tipo.');
  // Its own audience: the link reaches the host page (the SDK's download message), and must open nothing but this file.
  const fileToken = await signToken(
    c.get('options').jwtSecret,
    // A SCORM learner's link names its namespace as its session token does (auth.ts refuses the one without the other).
    { user, videoId: `${videoId}/${variant}`, ...(via ? { via } : {}) },
    '10m',
    DOWNLOAD_AUDIENCE,
  );
  const origin = new URL(c.req.url).origin;
  const name = `${entry.id}${variants[variant].suffix}.${variants[variant].file.split('.').pop() ?? 'bin'}`;
  return c.json({
    status_ret: 'OK',
    URI: `${origin}/files/${entry.id}/${fileName(variant)}?t=${encodeURIComponent(fileToken)}`,
    Nome: name,
    Token: fileToken,
  });
});

export function fileRoutes(options: ApiOptions): Hono {
  // /files/{video}/{variant}.{ext}: the extension names the file's type for whoever saves it.
  return new Hono().get('/files/:video/:file', async (c) => {
    const { video, file: requested } = c.req.param();
    const variant = requested.replace(/\..*$/, '');
    const claims = await verifyToken(options.jwtSecret, c.req.query('t') ?? '', DOWNLOAD_AUDIENCE);
    if (!claims || claims.videoId !== `${video}/${variant}` || !isVariant(variant)) {
      return c.json({ status_ret: 'NOK', erro: 'Link de download inválido ou expirado.' }, 401);
    }
    const entry = findEntry(video);
    // Its own name only (the lookup's URI): another extension, or none, is no file, never this one under a wrong type.
    const file = entry && requested === fileName(variant) ? mediaFile(entry, variants[variant].file) : null;
    if (!file) return c.json({ status_ret: 'NOK', erro: 'Arquivo não encontrado.' }, 404);
    // Test-only: a fault a test armed for the next file (options.faults, never set by main.ts).
    const fault = options.faults?.take('files');
    if (fault && !fault.cut) return c.json(fault.body, fault.status as 200);
    const response = await serveOneFile(c, file, { cacheControl: () => 'private, no-store' });
    return fault?.cut ? cutShort(response, fault.cut.fraction, fault.cut.holdMs) : response;
  });
}

/**
 * A response that announces the whole file (its Content-Length) but sends only `fraction` of its bytes,
 * then, after `holdMs`, drops the connection: a download cut midway, as a flaky network does it.
 */
function cutShort(response: Response, fraction: number, holdMs: number): Response {
  const total = Number(response.headers.get('Content-Length') ?? 0);
  const limit = Math.floor(total * fraction);
  const source = response.body?.getReader();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = source ? await source.read() : { done: true as const, value: undefined };
      if (!chunk.done && sent + chunk.value.byteLength < limit) {
        sent += chunk.value.byteLength;
        controller.enqueue(chunk.value);
        return;
      }
      if (!chunk.done) controller.enqueue(chunk.value.subarray(0, limit - sent));
      sent = limit;
      await source?.cancel();
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      // An error, not a close: the server drops the connection, short of the announced length.
      controller.error(new Error(`Cut after ${limit} of ${total} bytes (test fault).`));
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}
