import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUTS, listen, type Listening } from './listen.ts';

let server: Listening;
beforeAll(async () => {
  server = await listen(async (request) => new Response(await request.text()), '127.0.0.1', 0, {
    headersMs: 400,
    requestMs: 800,
    checkEveryMs: 100,
  });
});
afterAll(() => server.close());

/** Sends `head` and part of a body, never the rest; resolves with what the server answers and when. */
const slowRequest = (head: string, body: string): Promise<{ answer: string; afterMs: number }> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head + body));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
    socket.on('error', reject);
  });

describe('request timeouts', () => {
  it('ends a request whose body never finishes with a 408 at the request timeout, not after Node’s 5 minutes', async () => {
    const { answer, afterMs } = await slowRequest(
      'POST /api/playercurtir HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      '{"token":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // In the API's NOK shape, as JSON, like every answer of its routes.
    expect(answer).toMatch(/\r\nContent-Type: application\/json/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ status_ret: 'NOK', erro: expect.any(String) });
    expect(afterMs).toBeGreaterThanOrEqual(700);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('ends a request whose headers never finish at the headers timeout', async () => {
    const { answer, afterMs } = await slowRequest('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(2_000);
  });

  it('answers a malformed request and an oversized head as JSON in the NOK shape, and closes', async () => {
    const malformed = await slowRequest('NOT HTTP\r\n\r\n', '');
    expect(malformed.answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(malformed.answer).toContain('{"status_ret":"NOK","erro":"Requisição malformada."}');
    const oversized = await slowRequest(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, '');
    expect(oversized.answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(oversized.answer).toContain('"status_ret":"NOK"');
  });

  it('closes the connection after its 408 even when the client keeps its side open', async () => {
    const { port } = new URL(server.url);
    const socket = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    socket.resume();
    await new Promise<void>((resolve) => socket.once('end', () => resolve()));
    // A socket the server only half-closed would still take this; a closed one answers with a reset.
    const reset = new Promise<string>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.once('close', () => resolve('closed'));
    });
    socket.write('X-Still: here\r\n');
    setTimeout(() => socket.write('X-Still: here\r\n'), 100);
    expect(await reset).toMatch(/ECONNRESET|EPIPE|closed/);
    socket.destroy();
  });

  it('gives a real server seconds, not minutes', () => {
    expect(REQUEST_TIMEOUTS.headersMs).toBeLessThanOrEqual(REQUEST_TIMEOUTS.requestMs);
    expect(REQUEST_TIMEOUTS.requestMs).toBeLessThanOrEqual(60_000);
  });
});
