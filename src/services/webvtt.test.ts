import { describe, expect, it } from 'vitest';
import { cueText, parseWebVtt, vttSeconds } from './webvtt';

describe('webvtt', () => {
  it('reads timestamps with and without hours', () => {
    expect(vttSeconds('00:01.500')).toBe(1.5);
    expect(vttSeconds('01:02:03.250')).toBe(3723.25);
  });

  it('reads cues with and without identifiers and skips NOTE blocks', () => {
    const cues = parseWebVtt(
      'WEBVTT\n\nNOTE a comment --> not a cue\n\n1\n00:00:00.000 --> 00:00:04.422\nBem-vindo.\n\n00:05.022 --> 00:11.108 align:start\nUma senha\nforte.\n',
    );
    expect(cues).toEqual([
      { start: 0, end: 4.422, text: 'Bem-vindo.' },
      { start: 5.022, end: 11.108, text: 'Uma senha\nforte.' },
    ]);
  });

  it('removes markup and decodes character references, so a cue is only ever text', () => {
    expect(cueText('<v Ana><b>Olá</b> &lt;img src=x onerror=alert(1)&gt; &amp; tchau</v>')).toBe(
      'Olá <img src=x onerror=alert(1)> & tchau',
    );
  });

  it('keeps the payload as written when asked (a thumbnails track names an image there)', () => {
    const cues = parseWebVtt('WEBVTT\n\n00:00.000 --> 00:03.000\nthumbnails.jpg#xywh=0,0,160,90\n', false);
    expect(cues[0]?.text).toBe('thumbnails.jpg#xywh=0,0,160,90');
  });

  it('accepts Windows line endings', () => {
    expect(parseWebVtt('WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nOi\r\n')).toEqual([{ start: 1, end: 2, text: 'Oi' }]);
  });
});
