import { describe, expect, it } from 'vitest';
import { mayReload, RELOAD_INTERVAL_MS } from './reload-on-error';

describe('mayReload', () => {
  it('reloads on the first error', () => {
    expect(mayReload(null, 1_000)).toBe(true);
  });

  it('does not reload twice within the interval', () => {
    expect(mayReload(10_000, 10_000 + RELOAD_INTERVAL_MS - 1)).toBe(false);
  });

  it('reloads again once the interval has passed', () => {
    expect(mayReload(10_000, 10_000 + RELOAD_INTERVAL_MS)).toBe(true);
  });
});
