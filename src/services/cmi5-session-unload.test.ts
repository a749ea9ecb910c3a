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
  it('sends initialized first, the Video Profile statements, then the other cmi5 defined ones with terminated last', () => {
    const pending = [defined('initialized'), video(1), defined('completed'), video(2), defined('terminated')];
    expect(splitForUnload(pending).map((request) => request.map((statement) => statement['id']))).toEqual([
      ['initialized-1'],
      ['played-1', 'played-2'],
      ['completed-1', 'terminated-1'],
    ]);
    expect(splitForUnload([video(1), defined('terminated')])).toEqual([[video(1)], [defined('terminated')]]);
  });

  it('makes one request of a batch of one kind, and none of nothing', () => {
    expect(splitForUnload([defined('completed'), defined('terminated')])).toEqual([
      [defined('completed'), defined('terminated')],
    ]);
    expect(splitForUnload([video(1), video(2)])).toEqual([[video(1), video(2)]]);
    expect(splitForUnload([])).toEqual([]);
  });

  it('keeps all its requests, together, within the keepalive limit, and the cmi5 defined ones whatever the others', () => {
    const pending = [defined('initialized'), ...Array.from({ length: 150 }, (_, n) => video(n)), defined('terminated')];
    const requests = splitForUnload(pending);
    expect(requests).toHaveLength(3);
    expect(bytes(requests)).toBeLessThanOrEqual(UNLOAD_BODY_LIMIT);
    expect(requests[0]).toEqual([defined('initialized')]);
    expect(requests[2]).toEqual([defined('terminated')]);
    // Filled to the byte: one more played would not have fit.
    const first = requests[1]?.[0]?.['id'];
    expect(first).not.toBe('played-0');
    expect(bytes(requests) + 1 + new TextEncoder().encode(JSON.stringify(video(0))).length).toBeGreaterThan(UNLOAD_BODY_LIMIT);
  });
});

describe('cmi5 session, as the page goes with its registration nearly full', () => {
  it('is still terminated when the LRS refuses every Video Profile statement: terminated went in a request of its own', async () => {
    const fetchMock = stubFetch();
    // The reference LRS past 1,980 statements of a registration: a batch holding any other statement is 403, whole.
    lrs.unloadStatus = (statements) => (statements.every(isCmi5Defined) ? 200 : 403);
    const { storage, outbox } = memoryStorage();
    const report = vi.fn();
    const session = await started(launchOf(), storage, report);
    session.allowed(played(1));
    session.allowed(played(2));
    session.terminate({ extensions: {} });
    session.pageGoes();

    expect(unloadRequests(fetchMock).map((request) => request.map(verbOf))).toEqual([
      ['initialized'],
      ['played', 'played'],
      ['terminated'],
    ]);
    await vi.waitFor(() => expect(outbox()).toEqual([]));
    // (the outbox's own request, initialized, hangs: the LRS took terminated from the page's last requests)
    expect(lrs.requests.map((request) => verbOf(request.data as StatementJson))).toContain('terminated');
    expect(report).toHaveBeenCalledWith('cmi5: the LRS refused 2 statement(s) sent as the page went; it took terminated');
  });

  it('keeps terminated in the outbox while the LRS has not taken it, and what it took leaves', async () => {
    const fetchMock = stubFetch();
    lrs.unloadStatus = (statements) => (statements.some((statement) => verbOf(statement) === 'terminated') ? 503 : 200);
    const { storage, outbox } = memoryStorage();
    const session = await started(launchOf(), storage);
    session.allowed(played(1));
    session.terminate({ extensions: {} });
    session.pageGoes();

    expect(unloadRequests(fetchMock)).toHaveLength(3);
    await vi.waitFor(() => expect(outbox().map((entry) => verbOf(entry.statement))).toEqual(['terminated']));
  });
});
