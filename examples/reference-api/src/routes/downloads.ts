/** GET download (the lookup) and GET /files/… (the file, behind a short-lived signed token). */
import { Hono } from 'hono';
import { signToken, verifyToken } from '../auth.ts';
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

export const downloadLookupRoutes = new Hono<ApiEnv>().get('/download', async (c) => {
  assertOwnToken(c, c.req.query('token'));
  const isAudio = (c.req.query('isAudio') ?? 'N') === 'S';
  const variant: Variant = isAudio ? 'audio' : c.req.query('isAlta') === 'S' ? 'original' : 'processado';
  const { user, videoId } = c.get('claims');
  const entry = findEntry(videoId);
  const file = entry ? mediaFile(entry, variants[variant].file) : null;
  if (!entry || entry.aoVivo || !file) return nok(c, 'Não há opções para download deste tipo.');
  const fileToken = await signToken(c.get('options').jwtSecret, { user, videoId: `${videoId}/${variant}` }, '10m');
  const origin = new URL(c.req.url).origin;
  const name = `${entry.id}${variants[variant].suffix}.${variants[variant].file.split('.').pop() ?? 'bin'}`;
  return c.json({
    status_ret: 'OK',
    URI: `${origin}/files/${entry.id}/${variants[variant].file.replace(/^[^.]+/, variant)}?t=${encodeURIComponent(fileToken)}`,
    Nome: name,
    Token: fileToken,
  });
});

export function fileRoutes(options: ApiOptions): Hono {
  // /files/{video}/{variant}.{ext}: the extension names the file's type for whoever saves it.
  return new Hono().get('/files/:video/:file', async (c) => {
    const { video, file: requested } = c.req.param();
    const variant = requested.replace(/\.[a-z0-9]+$/, '');
    const claims = await verifyToken(options.jwtSecret, c.req.query('t') ?? '');
    if (!claims || claims.videoId !== `${video}/${variant}` || !(variant in variants)) {
      return c.json({ status_ret: 'NOK', erro: 'Link de download inválido ou expirado.' }, 401);
    }
    const entry = findEntry(video);
    const file = entry ? mediaFile(entry, variants[variant as Variant].file) : null;
    if (!file) return c.json({ status_ret: 'NOK', erro: 'Arquivo não encontrado.' }, 404);
    return serveOneFile(c, file, { cacheControl: () => 'private, no-store' });
  });
}
