import { describe, expect, it } from 'vitest';
import { changeFilter } from '../change-filter';
import { hasLanded } from './host-changes';

describe('a change the host hears', () => {
  it('is a value other than the last one told: the same rate twice is one change, the first known value none', () => {
    const isNews = changeFilter(1);
    expect([1, 1.25, 1.25, 2, 2, 1].map(isNews)).toEqual([false, true, false, true, false, true]);
  });

  it('is a rendition the host or viewer chose only once it plays, never the one still playing before the switch', () => {
    expect(hasLanded({ id: '2-720p', auto: false }, '1-480p')).toBe(false);
    expect(hasLanded({ id: '1-480p', auto: false }, '1-480p')).toBe(true);
  });

  it('while adaptive, is any rendition playing', () => {
    expect(hasLanded({ id: '1-480p', auto: true }, 'auto')).toBe(true);
    expect(hasLanded({ id: '2-720p', auto: true }, 'auto')).toBe(true);
  });
});
