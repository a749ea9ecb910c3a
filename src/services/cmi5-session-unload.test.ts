// The requests sent as the page goes: terminated never shares one with Video Profile statements, so an LRS that
// refuses those (a registration past its share but for the room kept for cmi5 defined ones) still takes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchOf, lrs, memoryStorage, played, resetLrs, started, stubFetch, unloadRequests, verbOf } from './cmi5-test-lrs';
import { isCmi5Defined, type StatementJson } from './statement-outbox';
import { UNLOAD_BODY_LIMIT, unloadRequests as splitForUnload } from './lrs-statements';

vi.mock('@xapi/cmi5', async () => (await import('./cmi5-test-lrs')).fakeCmi5Module());

afterEach(resetLrs);

const defined = (verb: string): StatementJson => ({
  id: `${verb}-1`,
  verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` },
  context: { contextActivities: { category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] } },
});
const video = (n: number): StatementJson => played(n) as unknown as StatementJson;
const bytes = (requests: StatementJson[][]): number =>
  requests.reduce((sum, request) => sum + new TextEncoder().encode(JSON.stringify(request)).length, 0);

describe('unloadRequests', () => {
  it('sends the Video Profile statements, completed and the other cmi5 defined ones (terminated last) apart, once initialized was taken', () => {
    const pending = [video(1), defined('completed'), video(2), defined('terminated')];
    expect(splitForUnload(pending).map((request) => request.map((statement) => statement['id']))).toEqual([
      ['played-1', 'played-2'],
      ['completed-1'],
      ['terminated-1'],
    ]);
    expect(splitForUnload([video(1), defined('terminated')])).toEqual([[video(1)], [defined('terminated')]]);
  });

  it('sends everything in one request, in order, while initialized is pending: the requests race, none may beat it', () => {
    const pending = [defined('initialized'), video(1), video(2), defined('terminated')];
    expect(splitForUnload(pending)).toEqual([pending]);
    // But completed, which goes with initialized again before it: a 409 for it (held already) refuses only that request.
    const withCompleted = [defined('initialized'), video(1), defined('completed'), video(2), defined('terminated')];
    expect(splitForUnload(withCompleted)).toEqual([
      [defined('initialized'), defined('completed')],
      [defined('initialized'), video(1), video(2), defined('terminated')],
    ]);
  });

  it('makes one request of a batch of one kind, and none of nothing', () => {
    expect(splitForUnload([defined('passed'), defined('terminated')])).toEqual([[defined('passed'), defined('terminated')]]);
    expect(splitForUnload([video(1), video(2)])).toEqual([[video(1), video(2)]]);
    expect(splitForUnload([])).toEqual([]);
  });

  it('keeps its requests, together, within the keepalive limit, and the cmi5 defined ones whatever the others', () => {
    const pending = [...Array.from({ length: 150 }, (_, n) => video(n)), defined('terminated')];
    const requests = splitForUnload(pending);
    expect(requests).toHaveLength(2);
    expect(bytes(requests)).toBeLessThanOrEqual(UNLOAD_BODY_LIMIT);
    expect(requests[1]).toEqual([defined('terminated')]);
    // Filled to the byte: one more played would not have fit.
    const first = requests[0]?.[0]?.['id'];
    expect(first).not.toBe('played-0');
    expect(bytes(requests) + 1 + new TextEncoder().encode(JSON.stringify(video(0))).length).toBeGreaterThan(UNLOAD_BODY_LIMIT);
  });
});

/** A session whose initialized the LRS took; from then on the outbox's requests hang (the page's last ones are seen). */
async function initializedTaken(
  { storage, outbox }: ReturnType<typeof memoryStorage>,
  report: (message: string) => void = () => {},
) {
  lrs.reachable = true;
  const session = await started(launchOf(), storage, report);
  await vi.waitFor(() => expect(outbox()).toEqual([]));
  lrs.reachable = false;
  return session;
}

describe('cmi5 session, as the page goes with its registration nearly full', () => {
  it('is still terminated when the LRS refuses every Video Profile statement: terminated went in a request of its own', async () => {
    const fetchMock = stubFetch();
    // The reference LRS past 1,980 statements of a registration: a batch holding any other statement is 403, whole.
    lrs.unloadStatus = (statements) => (statements.every(isCmi5Defined) ? 200 : 403);
    const memory = memoryStorage();
    const { outbox } = memory;
    const report = vi.fn();
    const session = await initializedTaken(memory, report);
    session.allowed(played(1));
    session.allowed(played(2));
    session.terminate({ extensions: {} });
    session.pageGoes();

    expect(unloadRequests(fetchMock).map((request) => request.map(verbOf))).toEqual([['played', 'played'], ['terminated']]);
    await vi.waitFor(() => expect(outbox()).toEqual([]));
    // (the outbox's own request, the first played, hangs: the LRS took terminated from the page's last requests)
    expect(lrs.requests.map((request) => verbOf(request.data as StatementJson))).toContain('terminated');
    expect(report).toHaveBeenCalledWith('cmi5: the LRS refused 2 statement(s) sent as the page went; it took terminated');
  });

  it('keeps terminated in the outbox while the LRS has not taken it, and what it took leaves', async () => {
    const fetchMock = stubFetch();
    lrs.unloadStatus = (statements) => (statements.some((statement) => verbOf(statement) === 'terminated') ? 503 : 200);
    const memory = memoryStorage();
    const { outbox } = memory;
    const session = await initializedTaken(memory);
    session.allowed(played(1));
    session.terminate({ extensions: {} });
    session.pageGoes();

    expect(unloadRequests(fetchMock)).toHaveLength(2);
    await vi.waitFor(() => expect(outbox().map((entry) => verbOf(entry.statement))).toEqual(['terminated']));
  });
});
