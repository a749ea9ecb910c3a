import { describe, expect, it, vi } from 'vitest';
import { onSettleLayout, settleLayouts } from './settle-layout';

describe('settleLayouts', () => {
  it('runs every registered layout and none that has unregistered', () => {
    const bar = vi.fn();
    const other = vi.fn();
    const releaseBar = onSettleLayout(bar);
    const releaseOther = onSettleLayout(other);
    settleLayouts();
    releaseBar();
    settleLayouts();
    releaseOther();
    expect(bar).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(2);
  });
});
