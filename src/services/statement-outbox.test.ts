import { describe, expect, it, vi } from 'vitest';
import { MAX_STATEMENTS, StatementOutbox, type StatementJson } from './statement-outbox';
import type { OutboxStore } from './view-outbox';

function memoryStore(): OutboxStore & { value: unknown } {
  const store = {
    value: undefined as unknown,
    load: async () => store.value,
    save: async (entries: unknown) => {
      store.value = structuredClone(entries);
      return true;
    },
  };
  return store;
}
const statement = (verb: string): StatementJson => ({ id: verb, verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` } });
const lost = () => Object.assign(new TypeError('Failed to fetch'), {});

describe('statement outbox', () => {
  it('keeps statements through a lost connection and a reload, and sends them in order', async () => {
    const store = memoryStore();
    const failing = vi.fn().mockRejectedValue(lost());
    const first = new StatementOutbox({ store, send: failing, sessionKey: 'reg|au|s1', random: () => 0 });
    await first.enqueue(statement('initialized'));
    await first.enqueue(statement('played'));
    first.dispose();
    expect(first.pending().map((entry) => entry['id'])).toEqual(['initialized', 'played']);

    const sent: string[] = [];
    const second = new StatementOutbox({
      store,
      send: async (batch) => void sent.push(...batch.map((one) => String(one['id']))),
      sessionKey: 'reg|au|s1',
    });
    await second.enqueue(statement('terminated'));
    await vi.waitFor(() => expect(sent).toEqual(['initialized', 'played', 'terminated']));
    expect(second.pending()).toEqual([]);
  });

  it('tells which statements the LRS took (or held already: 409, or by the request as the page goes), never one it only queued or refused', async () => {
    const taken: string[] = [];
    const answers = [
      undefined,
      Object.assign(new Error('LRS: 409'), { status: 409 }),
      Object.assign(new Error('LRS: 400'), { status: 400 }),
    ];
    const outbox = new StatementOutbox({
      store: memoryStore(),
      send: async () => {
        const answer = answers.shift();
        if (answer) throw answer;
      },
      sessionKey: 'reg|au|s1',
      report: () => undefined,
      onDelivered: (one) => taken.push(String(one['id'])),
    });
    await outbox.enqueue(statement('initialized'));
    await outbox.enqueue(statement('completed'));
    await outbox.enqueue(statement('played'));
    expect(taken).toEqual(['initialized', 'completed']);

    const waiting = new StatementOutbox({
      store: memoryStore(),
      send: vi.fn().mockRejectedValue(lost()),
      sessionKey: 'reg|au|s1',
      random: () => 0,
      onDelivered: (one) => taken.push(String(one['id'])),
    });
    await waiting.enqueue(statement('terminated'));
    expect(taken).toHaveLength(2);
    waiting.delivered(waiting.pending());
    waiting.dispose();
    expect(taken).toEqual(['initialized', 'completed', 'terminated']);
  });

  it('tells when nothing is pending any more: at once when empty, else once the last statement went', async () => {
    const outbox = new StatementOutbox({ store: memoryStore(), send: async () => undefined, sessionKey: 'reg|au|s1' });
    await expect(outbox.whenEmpty()).resolves.toBeUndefined();
    let release: (() => void) | null = null;
    const held = new StatementOutbox({
      store: memoryStore(),
      send: () => new Promise<void>((resolve) => (release = resolve)),
      sessionKey: 'reg|au|s1',
    });
    void held.enqueue(statement('terminated'));
    let empty = false;
    void held.whenEmpty().then(() => (empty = true));
    await vi.waitFor(() => expect(release).not.toBeNull());
    expect(empty).toBe(false);
    release!();
    await vi.waitFor(() => expect(empty).toBe(true));
  });

  it('drops a statement the LRS refuses (400, 403: it no longer takes the session’s), logs it, and sends the next', async () => {
    const report = vi.fn();
    const send = vi.fn(async ([one]: StatementJson[]) => {
      if (one?.['id'] === 'bad') throw Object.assign(new Error('Bad Request'), { status: 400 });
      if (one?.['id'] === 'forbidden') throw Object.assign(new Error('Forbidden'), { status: 403 });
    });
    const outbox = new StatementOutbox({ store: memoryStore(), send, sessionKey: 'reg|au|s1', report, random: () => 0 });
    await outbox.enqueue(statement('bad'));
    await outbox.enqueue(statement('forbidden'));
    await outbox.enqueue(statement('good'));
    outbox.dispose();
    expect(send.mock.calls.map(([batch]) => batch[0]?.['id'])).toEqual(['bad', 'forbidden', 'good']);
    expect(outbox.pending()).toEqual([]);
    expect(report.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('refused a statement (400)'),
      expect.stringContaining('refused a statement (403)'),
    ]);
  });

  it.each([401, 408, 429, 503])('keeps a statement the LRS answers %i to, and tries it again', async (status) => {
    const send = vi.fn().mockRejectedValue(Object.assign(new Error('LRS'), { status }));
    const outbox = new StatementOutbox({ store: memoryStore(), send, sessionKey: 'reg|au|s1', report: vi.fn(), random: () => 0 });
    await outbox.enqueue(statement('played'));
    outbox.dispose();
    expect(outbox.pending().map((entry) => entry['id'])).toEqual(['played']);
  });

  it('drops, with a logged note, what an earlier session left: the LMS takes none of it any more, and initialized goes first', async () => {
    const store = memoryStore();
    const earlier = new StatementOutbox({
      store,
      send: () => Promise.reject(lost()),
      sessionKey: 'reg|au|s1',
      random: () => 0,
    });
    await earlier.enqueue(statement('initialized'));
    await earlier.enqueue(statement('terminated'));
    earlier.dispose();

    const sent: string[] = [];
    const report = vi.fn();
    const next = new StatementOutbox({
      store,
      send: async ([one]) => void sent.push(String(one?.['id'])),
      sessionKey: 'reg|au|s2',
      report,
    });
    await next.enqueue({ ...statement('initialized'), id: 'own-initialized' });
    expect(sent).toEqual(['own-initialized']);
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining('2 statement(s) of an earlier session not confirmed by the LRS, not sent again'),
    );
    expect(store.value).toEqual([]);
  });

  it('a statement the LRS answers 409 (it holds its id) is sent once, never retried, reported as such; the next ones go', async () => {
    const store = memoryStore();
    const report = vi.fn();
    const send = vi.fn(async ([one]: StatementJson[]) => {
      if (one?.['id'] === 'played') throw Object.assign(new Error('Conflict'), { status: 409 });
    });
    const outbox = new StatementOutbox({ store, send, sessionKey: 'reg|au|s1', report, random: () => 0 });
    await outbox.enqueue(statement('played'));
    await outbox.enqueue(statement('terminated'));
    outbox.retryNow();
    await outbox.flush();
    expect(send.mock.calls.map(([batch]) => batch[0]?.['id'])).toEqual(['played', 'terminated']);
    expect(outbox.pending()).toEqual([]);
    expect(store.value).toEqual([]);
    expect(report).toHaveBeenCalledExactlyOnceWith(
      'cmi5: the LRS holds a statement under this id already (409); not sent again, the next ones go',
    );
  });

  it('beyond MAX_STATEMENTS waiting, drops the oldest Video Profile statements and never a cmi5 defined one: initialized stays first', async () => {
    const store = memoryStore();
    const sent: string[] = [];
    let online = false;
    const outbox = new StatementOutbox({
      store,
      sessionKey: 'reg|au|s1',
      random: () => 0.5,
      send: async (batch) => {
        if (!online) throw lost();
        sent.push(...batch.map((one) => String(one['id'])));
      },
    });
    await outbox.enqueue(statement('initialized'));
    for (let n = 0; n < MAX_STATEMENTS; n++) {
      await outbox.enqueue({ ...statement('played'), id: `played-${n}` });
      if (n === 250) await outbox.enqueue(statement('completed'));
    }
    await outbox.enqueue(statement('terminated'));
    expect(outbox.pending()).toHaveLength(MAX_STATEMENTS);

    online = true;
    outbox.retryNow();
    await vi.waitFor(() => expect(outbox.pending()).toEqual([]));
    outbox.dispose();
    // 503 formed: the three oldest played went.
    expect(sent).toHaveLength(MAX_STATEMENTS);
    expect(sent.slice(0, 2)).toEqual(['initialized', 'played-3']);
    expect(sent).toContain('completed');
    expect(sent.at(-1)).toBe('terminated');
  });
});
