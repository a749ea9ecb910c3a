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
    const first = new StatementOutbox({ store, send: failing, sessionKey: 'reg|ana', random: () => 0 });
    await first.enqueue(statement('initialized'));
    await first.enqueue(statement('played'));
    first.dispose();
    expect(first.pending().map((entry) => entry['id'])).toEqual(['initialized', 'played']);

    const sent: string[] = [];
    const second = new StatementOutbox({
      store,
      send: async ([one]) => void sent.push(String(one?.['id'])),
      sessionKey: 'reg|ana',
    });
    await second.enqueue(statement('terminated'));
    await vi.waitFor(() => expect(sent).toEqual(['initialized', 'played', 'terminated']));
    expect(second.pending()).toEqual([]);
  });

  it('drops a statement the LRS refuses and sends the next; another registration’s wait for their session', async () => {
    const store = memoryStore();
    const send = vi.fn(async ([one]: StatementJson[]) => {
      if (one?.['id'] === 'bad') throw Object.assign(new Error('Bad Request'), { status: 400 });
    });
    const other = new StatementOutbox({ store, send: () => Promise.reject(lost()), sessionKey: 'reg-1|ana', random: () => 0 });
    await other.enqueue(statement('old'));
    other.dispose();
    const outbox = new StatementOutbox({ store, send, sessionKey: 'reg-2|ana' });
    await outbox.enqueue(statement('bad'));
    await outbox.enqueue(statement('good'));
    expect(send.mock.calls.map(([batch]) => batch[0]?.['id'])).toEqual(['bad', 'good']);
    expect(outbox.pending().map((entry) => entry['id'])).toEqual(['old']);
  });

  it('takes a statement the LRS already holds (409, sent as the page went) as delivered, not as one to retry', async () => {
    const store = memoryStore();
    const send = vi.fn(async ([one]: StatementJson[]) => {
      if (one?.['id'] === 'terminated') throw Object.assign(new Error('Conflict'), { status: 409 });
    });
    const outbox = new StatementOutbox({ store, send, sessionKey: 'reg|ana', random: () => 0 });
    await outbox.enqueue(statement('terminated'));
    await outbox.enqueue(statement('played'));
    expect(send.mock.calls.map(([batch]) => batch[0]?.['id'])).toEqual(['terminated', 'played']);
    expect(outbox.pending()).toEqual([]);
  });

  it('beyond MAX_STATEMENTS waiting, drops the oldest Video Profile statements and never a cmi5 defined one: initialized stays first', async () => {
    const store = memoryStore();
    const sent: string[] = [];
    let online = false;
    const outbox = new StatementOutbox({
      store,
      sessionKey: 'reg|ana',
      random: () => 0.5,
      send: async ([one]) => {
        if (!online) throw lost();
        sent.push(String(one?.['id']));
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

  it('bounds each registration by itself: another registration’s waiting statements neither count nor are dropped', async () => {
    const store = memoryStore();
    const other = new StatementOutbox({ store, send: () => Promise.reject(lost()), sessionKey: 'reg-1|bia', random: () => 0.5 });
    for (let n = 0; n < 300; n++) await other.enqueue({ ...statement('played'), id: `bia-${n}` });
    other.dispose();

    const outbox = new StatementOutbox({ store, send: () => Promise.reject(lost()), sessionKey: 'reg-2|ana', random: () => 0.5 });
    for (let n = 0; n < 300; n++) await outbox.enqueue({ ...statement('played'), id: `ana-${n}` });
    const ids = (): string[] => outbox.pending().map((entry) => String(entry['id']));
    expect(ids()).toHaveLength(600);

    // Past the bound, only this registration's oldest go.
    for (let n = 300; n < MAX_STATEMENTS + 10; n++) await outbox.enqueue({ ...statement('played'), id: `ana-${n}` });
    outbox.dispose();
    expect(ids().filter((id) => id.startsWith('bia-'))).toHaveLength(300);
    expect(ids().filter((id) => id.startsWith('ana-'))).toEqual(
      Array.from({ length: MAX_STATEMENTS }, (_, n) => `ana-${n + 10}`),
    );
    expect((store.value as unknown[]).length).toBe(300 + MAX_STATEMENTS);
  });
});
