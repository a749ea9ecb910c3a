import { describe, expect, it } from 'vitest';
import { BAR_BREAKPOINTS, barBreakpoints, MIN_PROGRESS_PX } from './bar-breakpoints';

describe('barBreakpoints', () => {
  it('keeps every feature in the bar only from the width that leaves the progress bar its minimum', () => {
    // Eight features: 443 + 8 × 40 + 160 = 923 px for the one-row bar, so medium ends at 922.
    expect(barBreakpoints(8).medium).toBe(922);
    expect(barBreakpoints(2).medium).toBe(682);
    expect(MIN_PROGRESS_PX).toBe(160);
  });

  it('skips medium when the features fit from where the two-row bar ends', () => {
    expect(barBreakpoints(0).medium).toBe(BAR_BREAKPOINTS.small);
    expect(barBreakpoints(1).medium).toBe(642);
  });

  it('gives an audio-track menu 40 px: the two-row bar lasts to 679 px, the one-row bar starts 40 px later', () => {
    expect(barBreakpoints(8, 1)).toMatchObject({ small: 679, medium: 962 });
    expect(barBreakpoints(0, 1)).toMatchObject({ small: 679, medium: 679 });
    expect(barBreakpoints(2, 1).medium).toBe(722);
  });

  it('changes only medium: the two-row bar ends at 639 px whatever the features', () => {
    const { medium: _medium, ...rest } = barBreakpoints(5);
    const { medium: _base, ...base } = BAR_BREAKPOINTS;
    expect(rest).toEqual(base);
    expect(BAR_BREAKPOINTS.small).toBe(639);
  });
});
