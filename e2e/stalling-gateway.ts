/**
 * A gateway in front of the real reference API that, for the requests a test picks, sends the API's status and
 * headers (CORS included) and half its body, then stalls: the connection stays open and no byte more comes, as a
 * gateway that hangs mid-answer does. Everything else passes through. It notes when the page gives a stalled
 * answer up (the browser closes its connection).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './gateway-forward.ts';

export interface StallingGateway {
  url: string;
  /** Stalled answers so far, each with when it stalled and when the page gave it up (null while it holds on). */
  stalled: { request: string; at: number; givenUpAt: number | null }[];
  /** Stops stalling: the requests from now on are answered whole. */
  heal(): void;
  close(): Promise<void>;
}

/** Starts the gateway on a free port, forwarding to `target`; stalls the answers `stalls` names ('POST /api/player'). */
export async function startStallingGateway(target: string, stalls: (request: string) => boolean): Promise<StallingGateway> {
  let healed = false;
  const stalled: StallingGateway['stalled'] = [];
  const server = createServer(async (request, response) => {
    const { status, headers, body } = await forward(request, target);
    const name = `${request.method} ${new URL(request.url ?? '/', target).pathname}`;
    if (healed || !stalls(name)) {
      response.writeHead(status, { ...headers, 'content-length': String(body.length) });
      response.end(body);
      return;
    }
    // More than the body announced (an empty one too), half of it sent: the page waits for the rest, which never comes.
    response.writeHead(status, { ...headers, 'content-length': String(body.length + 1) });
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
