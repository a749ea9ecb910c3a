/** What the test gateways in front of the real reference API share: passing a request on, and reading its answer whole. */
import type { IncomingMessage } from 'node:http';

/** Headers a gateway does not pass on as they are (the body is re-sent decoded, in one piece). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'host']);

/** The request's body as text (the API's calls send JSON). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

export interface ForwardedAnswer {
  status: number;
  /** The answer's headers a gateway passes on (CORS included). */
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `request` on to `target` (an origin such as the API's) and reads the answer whole. */
export async function forward(request: IncomingMessage, target: string): Promise<ForwardedAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value);
  const answer = await fetch(new URL(request.url ?? '/', target), {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request),
  });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) out[name] = value;
  });
  return { status: answer.status, headers: out, body: Buffer.from(await answer.arrayBuffer()) };
}
