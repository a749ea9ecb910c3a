import { describe, expect, it, vi } from 'vitest';
import { emitAppEvent, normalizePosition, normalizeSeverity, onAppEvent } from './app-events';

describe('app events', () => {
  it.each([
    [0, 0],
    [2, 2],
    ['1', 1],
    [3, 3],
    [4, 3],
    [-1, 3],
    [1.5, 3],
    ['abc', 3],
    [null, 3],
    [undefined, 3],
    ['', 3],
  ])('severity %j becomes %j', (input, expected) => expect(normalizeSeverity(input)).toBe(expected));

  it.each([
    ['bottom', 'bottom'],
    ['top', 'top'],
    ['middle', 'top'],
    [undefined, 'top'],
    [1, 'top'],
  ])('position %j becomes %j', (input, expected) => expect(normalizePosition(input)).toBe(expected));

  it('delivers events to listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const off = onAppEvent('PlayerCarregado', listener);
    emitAppEvent('PlayerCarregado', { tempocarga: 120 });
    off();
    emitAppEvent('PlayerCarregado', { tempocarga: 130 });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ tempocarga: 120 });
  });
});
