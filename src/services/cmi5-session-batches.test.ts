import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchOf, lrs, memoryStorage, played, resetLrs, started, stubFetch, verbOf } from './cmi5-test-lrs';
import { MAX_BATCH_STATEMENTS, type StatementJson } from './statement-outbox';

vi.mock('@xapi/cmi5', async () => (await import('./cmi5-test-lrs')).fakeCmi5Module());

afterEach(resetLrs);

/** The outbox's requests to the Statement resource since the mock was cleared: their headers and bodies. */
const outboxRequests = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/statements') && !(init as RequestInit | undefined)?.keepalive)
    .map(([, init]) => ({
      headers: new Headers((init as RequestInit).headers),
      body: JSON.parse(String((init as RequestInit).body)),
    }));

describe('cmi5 session, statements that waited', () => {
  it('go in a few requests once the LRS is back: arrays of at most MAX_BATCH_STATEMENTS, in order, terminated last', async () => {
    const fetchMock = stubFetch();
    const { storage, outbox } = memoryStorage();
    lrs.refusing = 503;
    const session = await started(launchOf(), storage);
    for (let n = 0; n < 120; n++) session.allowed(played(n));
    await vi.waitFor(() => expect(outbox()).toHaveLength(121));
    lrs.refusing = null;
    lrs.reachable = true;
    lrs.requests = [];
    fetchMock.mockClear();
    session.terminate({ extensions: {} });
    await expect(session.settle(10_000)).resolves.toBe(0);

    const requests = outboxRequests(fetchMock);
    // Terminated may have left alone at once (queued behind what waited, it went last): at most one more request.
    expect(requests.length).toBeLessThanOrEqual(Math.ceil(122 / MAX_BATCH_STATEMENTS) + 1);
    for (const { headers, body } of requests) {
      expect(headers.get('X-Experience-API-Version')).toBe('1.0.3');
      expect(Array.isArray(body) ? body.length : 1).toBeLessThanOrEqual(MAX_BATCH_STATEMENTS);
    }
    const sent = requests.flatMap(({ body }) => (Array.isArray(body) ? body : [body]) as StatementJson[]);
    expect(sent.map(verbOf)).toEqual(['initialized', ...Array<string>(120).fill('played'), 'terminated']);
    expect(sent.slice(1, -1).map((statement) => statement['id'])).toEqual(Array.from({ length: 120 }, (_, n) => `played-${n}`));
    expect(outbox()).toEqual([]);
  });

  it('a statement alone goes as one statement, not an array of one', async () => {
    const fetchMock = stubFetch();
    lrs.reachable = true;
    await started(launchOf(), memoryStorage().storage);
    await vi.waitFor(() => expect(outboxRequests(fetchMock)).toHaveLength(1));
    const body: unknown = outboxRequests(fetchMock)[0]?.body;
    expect(Array.isArray(body)).toBe(false);
    expect(verbOf(body as StatementJson)).toBe('initialized');
  });
});
