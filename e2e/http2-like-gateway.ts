/**
 * A gateway in front of the real reference API that answers like HTTP/2 does: no status text (a browser's
 * `statusText` is then ''). Everything else (status, headers with CORS, body) passes through unchanged.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './gateway-forward.ts';

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/** Starts the gateway on a free port, forwarding to `target` (an origin such as the API's). */
export async function startHttp2LikeGateway(target: string): Promise<Gateway> {
  const server = createServer(async (request, response) => {
    const { status, headers, body } = await forward(request, target);
    // The empty reason phrase is the point: "HTTP/1.1 401 " reads as statusText ''.
    response.writeHead(status, '', { ...headers, 'content-length': String(body.length) });
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
