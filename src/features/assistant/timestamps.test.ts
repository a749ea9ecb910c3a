import { describe, expect, it } from 'vitest';
import { safeUrl } from './answer-markdown';
import { parseTimestamp, splitTimestamps } from './timestamps';

describe('timestamps in answers', () => {
  it('read mm:ss and h:mm:ss as seconds', () => {
    expect(parseTimestamp('00:14')).toBe(14);
    expect(parseTimestamp('1:05')).toBe(65);
    expect(parseTimestamp('1:02:03')).toBe(3723);
  });

  it('split text into plain runs and times, leaving non-times alone', () => {
    expect(splitTimestamps('Veja 00:14 e 1:05, não 99:99 nem 12:345')).toEqual([
      { text: 'Veja ' },
      { text: '00:14', seconds: 14 },
      { text: ' e ' },
      { text: '1:05', seconds: 65 },
      { text: ', não 99:99 nem 12:345' },
    ]);
  });
});

describe('safeUrl', () => {
  it('keeps only http(s) links', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('HTTP://example.com')).toBe('HTTP://example.com');
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'vbscript:x',
      'mailto:a@b.c',
    ]) {
      expect(safeUrl(url), url).toBe('');
    }
  });
});
