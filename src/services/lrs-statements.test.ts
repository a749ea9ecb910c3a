// The deadline of the session's statement POSTs against a slow LRS: it grows on each unanswered POST, up to a
// bound, and shrinks back once the LRS answers in time.
import { describe, expect, it } from 'vitest';
import { RequestTimeout } from './http-request';
import { MAX_STATEMENT_TIMEOUT_MS, STATEMENT_TIMEOUT_MS, StatementDeadline } from './lrs-statements';

describe('StatementDeadline', () => {
  it('doubles after each POST left unanswered (15, 30, 60 s) and never passes the bound', () => {
    const deadline = new StatementDeadline();
    const seen = [deadline.current()];
    for (let i = 0; i < 4; i += 1) {
      deadline.ended(deadline.current(), new RequestTimeout('no answer'));
      seen.push(deadline.current());
    }
    expect(seen).toEqual([15_000, 30_000, 60_000, 60_000, 60_000]);
    expect(MAX_STATEMENT_TIMEOUT_MS).toBe(60_000);
  });

  it('stays grown while the LRS answers slower than the first deadline, and is back to it once one comes sooner', () => {
    const deadline = new StatementDeadline();
    deadline.ended(STATEMENT_TIMEOUT_MS, new RequestTimeout('no answer'));
    deadline.ended(16_000);
    expect(deadline.current()).toBe(30_000);
    deadline.ended(16_000, Object.assign(new Error('LRS: 503'), { status: 503 }));
    expect(deadline.current()).toBe(30_000);
    deadline.ended(200);
    expect(deadline.current()).toBe(STATEMENT_TIMEOUT_MS);
  });
});
