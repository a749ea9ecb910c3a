import { describe, expect, it } from 'vitest';
import { hasLanded } from './host-changes';

describe('a quality change the host hears', () => {
  it('is a rendition the host or viewer chose only once it plays, never the one still playing before the switch', () => {
    expect(hasLanded({ id: '2-720p', auto: false }, '1-480p')).toBe(false);
    expect(hasLanded({ id: '1-480p', auto: false }, '1-480p')).toBe(true);
  });

  it('while adaptive, is any rendition playing', () => {
    expect(hasLanded({ id: '1-480p', auto: true }, 'auto')).toBe(true);
    expect(hasLanded({ id: '2-720p', auto: true }, 'auto')).toBe(true);
  });
});
