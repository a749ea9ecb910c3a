import { describe, expect, it, vi } from 'vitest';
import { StatementOutbox, type StatementJson } from './statement-outbox';
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
});
