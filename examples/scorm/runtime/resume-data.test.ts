import { describe, expect, it } from 'vitest';
import { decodeResumeData, encodeResumeData, SUSPEND_DATA_LIMIT } from './resume-data';
import { scorm12Time, scorm2004Time } from './session-time';

describe('resume data', () => {
  it('round-trips the position and the ranges, to tenths', () => {
    const text = encodeResumeData({
      position: 12.345,
      ranges: [
        [0, 12.34],
        [20, 25],
      ],
    });
    expect(decodeResumeData(text)).toEqual({
      position: 12.3,
      ranges: [
        [0, 12.3],
        [20, 25],
      ],
    });
  });

  it('always fits SCORM 1.2’s 4,096 characters, dropping the shortest ranges first', () => {
    const ranges = Array.from({ length: 2000 }, (_, i): [number, number] => [i * 10.123, i * 10.123 + (i === 7 ? 9 : 1.111)]);
    const text = encodeResumeData({ position: 5000.55, ranges });
    expect(text.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
    const decoded = decodeResumeData(text);
    expect(decoded?.position).toBe(5000.6);
    expect(decoded?.ranges).toContainEqual([70.9, 79.9]);
  });

  it('reads nothing from empty, foreign or corrupted data', () => {
    for (const text of ['', 'abc', '{"v":2,"p":1,"r":[]}', '{"v":1,"p":-1,"r":[]}', '{"v":1,"p":"x"}'])
      expect(decodeResumeData(text)).toBeNull();
    expect(decodeResumeData('{"v":1,"p":3,"r":[[1,2],[5,4],"x",[-1,2]]}')).toEqual({ position: 3, ranges: [[1, 2]] });
  });
});

describe('session time', () => {
  it('writes SCORM 1.2’s HHHH:MM:SS.SS and SCORM 2004’s ISO 8601 duration', () => {
    const ms = ((1 * 60 + 2) * 60 + 3.5) * 1000;
    expect(scorm12Time(ms)).toBe('0001:02:03.50');
    expect(scorm2004Time(ms)).toBe('PT1H2M3.5S');
    expect(scorm12Time(0)).toBe('0000:00:00.00');
    expect(scorm2004Time(0)).toBe('PT0S');
  });
});
