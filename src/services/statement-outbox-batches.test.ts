import { describe, expect, it, vi } from 'vitest';
import { MAX_BATCH_BYTES, MAX_BATCH_STATEMENTS, StatementOutbox, type StatementJson } from './statement-outbox';
import type { OutboxStore } from './view-outbox';

const memoryStore = (): OutboxStore => ({ load: async () => undefined, save: async () => true });
const statement = (verb: string, id = verb, size = 0): StatementJson => ({
  id,
  verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` },
  ...(size > 0 ? { result: { extensions: { padding: 'x'.repeat(size) } } } : {}),
});
const ids = (batch: readonly StatementJson[]): string[] => batch.map((one) => String(one['id']));
const lost = (): Error => new TypeError('Failed to fetch');
const refused = (status: number): Error => Object.assign(new Error(`LRS: ${status}`), { status });

/** An outbox offline until `online()`: its requests (each a batch of ids) and what it told as delivered. */
function offlineOutbox(answer: (batch: StatementJson[]) => Error | undefined = () => undefined) {
  const requests: string[][] = [];
  const delivered: string[] = [];
  const report = vi.fn();
  let online = false;
  const outbox = new StatementOutbox({
    store: memoryStore(),
    sessionKey: 'reg|au|s1',
    random: () => 0.5,
    report,
    onDelivered: (one) => delivered.push(String(one['id'])),
    send: async (batch) => {
      if (!online) throw lost();
      requests.push(ids(batch));
      const error = answer(batch);
      if (error) throw error;
    },
  });
  const goOnline = async (): Promise<void> => {
    online = true;
    outbox.retryNow();
    // A retry waits half its backoff's ceiling (random 0.5): under a second for the first.
    await vi.waitFor(() => expect(outbox.pending()).toEqual([]), { timeout: 5_000 });
    outbox.dispose();
  };
  return { outbox, requests, delivered, report, goOnline };
}

describe('statement outbox batches', () => {
  it('after an outage sends what waited in batches of at most MAX_BATCH_STATEMENTS, in order, terminated last', async () => {
    const { outbox, requests, delivered, goOnline } = offlineOutbox();
    await outbox.enqueue(statement('initialized'));
    for (let n = 0; n < 118; n++) await outbox.enqueue(statement('played', `played-${n}`));
    await outbox.enqueue(statement('terminated'));
    await goOnline();
    expect(requests.map((batch) => batch.length)).toEqual([MAX_BATCH_STATEMENTS, MAX_BATCH_STATEMENTS, 20]);
    const sent = requests.flat();
    expect(sent).toEqual(['initialized', ...Array.from({ length: 118 }, (_, n) => `played-${n}`), 'terminated']);
    // Each statement is told as delivered, in order, once its request was taken.
    expect(delivered).toEqual(sent);
  });

  it('keeps each request within MAX_BATCH_BYTES of JSON; a statement larger than that goes alone', async () => {
    const bodies: number[] = [];
    const encoder = new TextEncoder();
    const { outbox, requests, goOnline } = offlineOutbox(
      (batch) => void bodies.push(encoder.encode(JSON.stringify(batch)).length),
    );
    for (let n = 0; n < 40; n++) await outbox.enqueue(statement('played', `played-${n}`, 4_000));
    await outbox.enqueue(statement('interacted', 'huge', MAX_BATCH_BYTES + 1_000));
    await outbox.enqueue(statement('terminated'));
    await goOnline();
    expect(requests.flat()).toEqual([...Array.from({ length: 40 }, (_, n) => `played-${n}`), 'huge', 'terminated']);
    expect(requests.map((batch) => batch.length)).toEqual([14, 14, 12, 1, 1]);
    expect(bodies.filter((bytes) => bytes > MAX_BATCH_BYTES)).toHaveLength(1);
    expect(requests[3]).toEqual(['huge']);
  });

  it('sends a batch refused for good (400) again one statement at a time: only the bad one is dropped, the good ones are taken, then batches resume', async () => {
    const { outbox, requests, delivered, report, goOnline } = offlineOutbox((batch) =>
      batch.some((one) => one['id'] === 'bad') ? refused(400) : undefined,
    );
    const queued = ['initialized', 'bad', 'completed', ...Array.from({ length: 49 }, (_, n) => `played-${n}`)];
    for (const id of queued) await outbox.enqueue(statement(id === 'bad' ? 'played' : id, id));
    await goOnline();
    const first = queued.slice(0, MAX_BATCH_STATEMENTS);
    // The refused batch, then each of its statements alone, then the rest in one batch again.
    expect(requests).toEqual([first, ...first.map((id) => [id]), queued.slice(MAX_BATCH_STATEMENTS)]);
    expect(delivered).toEqual(queued.filter((id) => id !== 'bad'));
    expect(report).toHaveBeenCalledExactlyOnceWith('cmi5: the LRS refused a statement (400); dropped, the next ones go');
  });

  it('a statement of a refused batch that meets an outage alone is tried again alone, then batches resume', async () => {
    let answers = 0;
    const { outbox, requests, delivered, goOnline } = offlineOutbox((batch) => {
      answers += 1;
      if (answers === 2) return lost();
      return batch.some((one) => one['id'] === 'bad') ? refused(403) : undefined;
    });
    for (const id of ['a', 'bad', 'b']) await outbox.enqueue(statement('played', id));
    await goOnline();
    expect(requests).toEqual([['a', 'bad', 'b'], ['a'], ['a'], ['bad'], ['b']]);
    expect(delivered).toEqual(['a', 'b']);
  });

  it('sends a batch answered 409 one statement at a time: each held or taken counts as delivered, completed included', async () => {
    const { outbox, requests, delivered, report, goOnline } = offlineOutbox((batch) =>
      batch.length > 1 || batch[0]?.['id'] === 'completed' ? refused(409) : undefined,
    );
    for (const verb of ['played', 'completed', 'terminated']) await outbox.enqueue(statement(verb));
    await goOnline();
    expect(requests).toEqual([['played', 'completed', 'terminated'], ['played'], ['completed'], ['terminated']]);
    expect(delivered).toEqual(['played', 'completed', 'terminated']);
    expect(report).toHaveBeenCalledExactlyOnceWith(
      'cmi5: the LRS holds a statement under this id already (409); not sent again, the next ones go',
    );
  });

  it.each([401, 429, 503])('keeps a whole batch the LRS answers %i to, and sends it again as a batch', async (status) => {
    let answers = 0;
    const { outbox, requests, delivered, goOnline } = offlineOutbox(() => (answers++ === 0 ? refused(status) : undefined));
    for (const id of ['a', 'b', 'c']) await outbox.enqueue(statement('played', id));
    await goOnline();
    expect(requests).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
    expect(delivered).toEqual(['a', 'b', 'c']);
  });

  it('behind a slow answer, the statements queued meanwhile go together in the next request', async () => {
    const requests: string[][] = [];
    let answer: (() => void) | null = null;
    const outbox = new StatementOutbox({
      store: memoryStore(),
      sessionKey: 'reg|au|s1',
      send: (batch) => {
        requests.push(ids(batch));
        return new Promise<void>((resolve) => (answer = resolve));
      },
    });
    void outbox.enqueue(statement('initialized'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    for (const id of ['a', 'b', 'c', 'd']) void outbox.enqueue(statement('played', id));
    answer!();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    answer!();
    await vi.waitFor(() => expect(outbox.pending()).toEqual([]));
    expect(requests).toEqual([['initialized'], ['a', 'b', 'c', 'd']]);
  });
});
