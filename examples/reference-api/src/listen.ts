/** Serves a fetch handler on a loopback address; returns its URL and a close that drops open connections. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo, Socket } from 'node:net';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** How long a client may take to send a request, instead of Node's 5 minutes (a held slow body ties up a socket). */
export interface RequestTimeouts {
  /** The headers, from the connection or the previous request (ms). */
  headersMs: number;
  /** The whole request, body included (ms): the largest body accepted is 64 KiB, sent in well under a second. */
  requestMs: number;
  /** How often Node looks for requests past their time (ms): a request ends at most this much late. */
  checkEveryMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 2_000 };

/** What Node answers itself, before any route runs, in the API's NOK shape (its own answers have no body). */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; erro: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', erro: 'A requisição não chegou inteira a tempo.' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', erro: 'Cabeçalhos grandes demais.' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', erro: 'Requisição malformada.' };

/** Answers a request Node refused while reading it (a timeout, a malformed or oversized head), then closes. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // As Node's own handler: nothing is written into an answer already under way, or to a socket gone.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const { status, reason, erro } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ status_ret: 'NOK', erro });
  // Closed once written: the server half-closes by default (allowHalfOpen), and a client that never closes
  // would hold the socket that the timeout was there to free.
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  port: number,
  timeouts: RequestTimeouts = REQUEST_TIMEOUTS,
): Promise<Listening> {
  const serverOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch, hostname, port, serverOptions }, () => resolve(s));
    s.once('error', reject);
  });
  server.on('clientError', answerClientError);
  return {
    url: `http://${hostname}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
