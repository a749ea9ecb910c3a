import { describe, expect, it } from 'vitest';
import { flooredCaptionSize, MIN_CAPTION_PX } from './readable-captions';

describe('the caption size floor', () => {
  it('raises text below the floor to it', () => {
    expect(flooredCaptionSize(7.35, 1)).toBe(MIN_CAPTION_PX);
  });

  it('leaves text at or above the floor as rendered', () => {
    expect(flooredCaptionSize(MIN_CAPTION_PX, 1)).toBeNull();
    expect(flooredCaptionSize(33.6, 1)).toBeNull();
  });

  it("keeps the viewer's own size on top of the floor", () => {
    // 7 px rendered at 150 % was 4.67 px before the viewer's choice: the floor, times 150 %.
    expect(flooredCaptionSize(7, 1.5)).toBe(MIN_CAPTION_PX * 1.5);
    // 50 % of a 30 px caption is 15 px: the base (30 px) is above the floor, so the choice stands.
    expect(flooredCaptionSize(15, 0.5)).toBeNull();
  });

  it('ignores a box with no size it can read', () => {
    expect(flooredCaptionSize(Number.NaN, 1)).toBeNull();
    expect(flooredCaptionSize(0, 1)).toBeNull();
    expect(flooredCaptionSize(7, 0)).toBeNull();
  });
});
