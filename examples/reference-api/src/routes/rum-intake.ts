/**
 * A local stand-in for the Datadog intake, at DATADOG_PROXY: the RUM SDK posts its batches here
 * (`?ddforward=…`), and GET /rum/batches shows what arrived, to this machine or to a holder of the RUM key.
 * Kept in memory up to a number of bytes (the newest batches), whatever their count.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress, isLoopback } from '../client-address.ts';
import type { ApiOptions } from '../options.ts';

export interface RumBatch {
  receivedAt: string;
  /** The intake path and query the SDK meant (Datadog's `ddforward`). */
  forward: string;
  /** The events of the batch (newline-delimited JSON, parsed when it is). */
  events: unknown[];
  raw: string;
}

const MAX_BATCH_BYTES = 512 * 1024;

export function rumIntakeRoutes(options: Pick<ApiOptions, 'logRum' | 'rumKey' | 'rumMaxBytes' | 'trustedProxies'>): Hono {
  const { logRum = () => undefined, rumKey, rumMaxBytes = 4 * 1024 * 1024, trustedProxies } = options;
  const batches: { batch: RumBatch; bytes: number }[] = [];
  let storedBytes = 0;
  return new Hono()
    .post('/rum', bodyLimit({ maxSize: MAX_BATCH_BYTES, onError: (c) => c.body(null, 413) }), async (c) => {
      const raw = await c.req.text();
      const forward = c.req.query('ddforward') ?? '';
      const events = raw
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
          try {
            return JSON.parse(line) as unknown;
          } catch {
            return line;
          }
        });
      // The parsed events cost about as much again as the text they came from.
      const bytes = 2 * Buffer.byteLength(raw) + Buffer.byteLength(forward);
      batches.push({ batch: { receivedAt: new Date().toISOString(), forward, events, raw }, bytes });
      storedBytes += bytes;
      while (storedBytes > rumMaxBytes && batches.length > 0) storedBytes -= batches.shift()?.bytes ?? 0;
      logRum(`RUM intake: a batch of ${events.length} event(s)`);
      return c.body(null, 202);
    })
    .get('/rum/batches', (c) => {
      const keyed = rumKey !== undefined && rumKey !== '' && c.req.header('Authorization') === `Bearer ${rumKey}`;
      if (!keyed && !isLoopback(clientAddress(c, trustedProxies))) {
        return c.json({ status_ret: 'NOK', erro: 'Disponível só nesta máquina ou com a chave do RUM.' }, 403);
      }
      return c.json(batches.map(({ batch }) => batch));
    });
}
