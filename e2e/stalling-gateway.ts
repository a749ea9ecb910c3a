/**
 * A gateway in front of the real reference API that, for the requests a test picks, sends the API's status and
 * headers (CORS included) and half its body, then stalls: the connection stays open and no byte more comes, as a
 * gateway that hangs mid-answer does. Everything else passes through. It notes when the page gives a stalled
 * answer up (the browser closes its connection).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StallingGateway {
  url: string;
  /** Stalled answers so far, each with when it stalled and when the page gave it up (null while it holds on). */
  stalled: { request: string; at: number; givenUpAt: number | null }[];
  /** Stops stalling: the requests from now on are answered whole. */
  heal(): void;
  close(): Promise<void>;
}

/** Headers a gateway does not pass on as they are. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'host']);

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/** Starts the gateway on a free port, forwarding to `target`; stalls the answers `stalls` names ('POST /api/player'). */
export async function startStallingGateway(target: string, stalls: (request: string) => boolean): Promise<StallingGateway> {
  let healed = false;
  const stalled: StallingGateway['stalled'] = [];
  const server = createServer(async (request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value);
    const answer = await fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) out[name] = value;
    });
    const name = `${request.method} ${new URL(request.url ?? '/', target).pathname}`;
    if (healed || !stalls(name)) {
      response.writeHead(answer.status, { ...out, 'content-length': String(body.length) });
      response.end(body);
      return;
    }
    // More than the body announced (an empty one too), half of it sent: the page waits for the rest, which never comes.
    response.writeHead(answer.status, { ...out, 'content-length': String(body.length + 1) });
    response.write(body.subarray(0, Math.floor(body.length / 2)));
    const entry = { request: name, at: Date.now(), givenUpAt: null as number | null };
    stalled.push(entry);
    response.on('close', () => (entry.givenUpAt = Date.now()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stalled,
    heal: () => void (healed = true),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
