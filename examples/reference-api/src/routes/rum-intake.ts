/**
 * A local stand-in for the Datadog intake, at DATADOG_PROXY: the RUM SDK posts its batches here
 * (`?ddforward=…`), and GET /rum/batches shows what arrived. Kept in memory, the newest 500 batches.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export interface RumBatch {
  receivedAt: string;
  /** The intake path and query the SDK meant (Datadog's `ddforward`). */
  forward: string;
  /** The events of the batch (newline-delimited JSON, parsed when it is). */
  events: unknown[];
  raw: string;
}

const MAX_BATCHES = 500;

export function rumIntakeRoutes(log: (line: string) => void = () => undefined): Hono {
  const batches: RumBatch[] = [];
  return new Hono()
    .post('/rum', bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.body(null, 413) }), async (c) => {
      const raw = await c.req.text();
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
      batches.push({ receivedAt: new Date().toISOString(), forward: c.req.query('ddforward') ?? '', events, raw });
      if (batches.length > MAX_BATCHES) batches.splice(0, batches.length - MAX_BATCHES);
      log(`RUM intake: a batch of ${events.length} event(s)`);
      return c.body(null, 202);
    })
    .get('/rum/batches', (c) => c.json(batches));
}
