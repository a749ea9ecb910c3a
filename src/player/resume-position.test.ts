import { describe, expect, it } from 'vitest';
import { resumePosition } from './resume-position';

describe('resume position', () => {
  it.each([
    [30, 75, 30],
    [3, 75, null],
    [72, 75, null],
    [null, 75, null],
    [30, Number.POSITIVE_INFINITY, null],
    [30, 0, null],
  ])('saved %j of %j resumes at %j', (saved, duration, expected) => expect(resumePosition(saved, duration)).toBe(expected));
});
