import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingCalls } from './pending-calls';
import { message } from './messages';

describe('pending calls', () => {
  afterEach(() => vi.useRealTimers());

  it('settle each call by its own id, in any order, and ignore replies to nothing', async () => {
    const calls = new PendingCalls();
    const first = calls.start(1000, () => new Error('timeout'));
    const second = calls.start(1000, () => new Error('timeout'));
    expect(second.id).not.toBe(first.id);
    calls.settle(message.reply(second.id, { ok: false, error: { code: 'invalid-args', message: 'no' } }), (code, text) =>
      Object.assign(new Error(text), { code }),
    );
    calls.settle(message.reply(first.id, { ok: true, value: 42 }), () => new Error('unused'));
    calls.settle(message.reply(999, { ok: true, value: 'stray' }), () => new Error('unused'));
    expect(await first.result).toBe(42);
    await expect(second.result).rejects.toMatchObject({ code: 'invalid-args', message: 'no' });
  });

  it('time out from the moment they start, and all reject at the end', async () => {
    vi.useFakeTimers();
    const calls = new PendingCalls();
    const late = calls.start(500, () => new Error('timeout'));
    const open = calls.start(10_000, () => new Error('timeout'));
    const lateResult = expect(late.result).rejects.toThrow('timeout');
    await vi.advanceTimersByTimeAsync(500);
    await lateResult;
    calls.rejectAll(() => new Error('destroyed'));
    await expect(open.result).rejects.toThrow('destroyed');
  });
});
