import { describe, expect, it } from 'vitest';
import { changeFilter } from './change-filter';

describe('changeFilter', () => {
  it('says a value is news when it differs from the last one seen: the same rate twice is one change, the first known value none', () => {
    const isNews = changeFilter(1);
    expect([1, 1.25, 1.25, 2, 2, 1].map(isNews)).toEqual([false, true, false, true, false, true]);
  });
});
