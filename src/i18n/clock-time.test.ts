import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time';

describe('clockTime', () => {
  it('reads m:ss, and h:mm:ss past an hour, whole seconds down', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(50.9)).toBe('0:50');
    expect(clockTime(605)).toBe('10:05');
    expect(clockTime(3723)).toBe('1:02:03');
  });
});
