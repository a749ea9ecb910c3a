import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinDeadline } from './deadline';

describe('withinDeadline', () => {
  afterEach(() => void vi.useRealTimers());

  it("gives work's outcome when it comes in time, and clears its timer", async () => {
    vi.useFakeTimers();
    const late = vi.fn(() => 'late');
    await expect(withinDeadline(Promise.resolve('work'), 1_000, late)).resolves.toBe('work');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(late).not.toHaveBeenCalled();
  });

  it('gives what onLate gives past the deadline, or rejects with what it throws', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const value = withinDeadline(never, 1_000, () => 'late');
    const thrown = withinDeadline(never, 1_000, () => {
      throw new Error('too late');
    });
    const refused = expect(thrown).rejects.toThrow('too late');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(value).resolves.toBe('late');
    await refused;
  });
});
