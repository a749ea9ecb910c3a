/**
 * A gateway in front of the real reference API that answers like HTTP/2 does: no status text (a browser's
 * `statusText` is then ''). Everything else (status, headers with CORS, body) passes through unchanged.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/** Headers a gateway does not pass on as they are (the body is re-sent decoded, in one piece). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'host']);

/** The request's body as text (the API's calls send JSON). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/** Starts the gateway on a free port, forwarding to `target` (an origin such as the API's). */
export async function startHttp2LikeGateway(target: string): Promise<Gateway> {
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
    // The empty reason phrase is the point: "HTTP/1.1 401 " reads as statusText ''.
    response.writeHead(answer.status, '', { ...out, 'content-length': String(body.length) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // Drops the connections the page still holds open (a keep-alive, a request in flight): a close that waited for
    // them hung the test until its timeout once, the page already showing what it checked.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
