import { describe, expect, it } from 'vitest';
import { createMediaFaultJudge, FAILURES_IN_A_ROW } from './media-fault-judge';

const seg = (rendition: string, n: number, sig = 'a'): string => `https://cdn/media/x/hls/${rendition}/seg_00${n}.ts?sig=${sig}`;

describe('createMediaFaultJudge', () => {
  it('takes a refused signature (403) for an expired one at once', () => {
    const judge = createMediaFaultJudge();
    expect(judge.note(seg('720p', 3), 200)).toBeNull();
    expect(judge.note(seg('720p', 4), 403)).toMatchObject({ kind: 'expired', status: 403 });
  });

  it('takes 401 and 410 for a refused signature too', () => {
    expect(createMediaFaultJudge().note(seg('720p', 4), 401)?.kind).toBe('expired');
    expect(createMediaFaultJudge().note(seg('720p', 4), 410)?.kind).toBe('expired');
  });

  it('lets VHS try every rendition once on a 404 or a network error, and judges when it comes back round', () => {
    for (const status of [404, 0, 503]) {
      const judge = createMediaFaultJudge();
      expect(judge.note(seg('720p', 4), status)).toBeNull();
      expect(judge.note(seg('480p', 4), status)).toBeNull();
      expect(judge.note(seg('240p', 4), status)).toBeNull();
      expect(judge.note(seg('720p', 4), status)).toMatchObject({ kind: 'failing', status });
    }
  });

  it('counts a URL by its path: a new signature on the same segment is the same segment', () => {
    const judge = createMediaFaultJudge();
    expect(judge.note(seg('720p', 4, 'a'), 404)).toBeNull();
    expect(judge.note(seg('720p', 4, 'b'), 404)?.kind).toBe('failing');
  });

  it('judges failures in a row whatever their URLs', () => {
    const judge = createMediaFaultJudge();
    for (let n = 1; n < FAILURES_IN_A_ROW; n++) expect(judge.note(`https://cdn/seg_${n}.ts`, 0)).toBeNull();
    expect(judge.note('https://cdn/seg_last.ts', 0)?.kind).toBe('failing');
  });

  it('forgets a run of failures once a request succeeds: a passing blip is no fault', () => {
    const judge = createMediaFaultJudge();
    for (let n = 1; n < FAILURES_IN_A_ROW; n++) judge.note(`https://cdn/seg_${n}.ts`, 0);
    judge.note('https://cdn/seg_ok.ts', 200);
    expect(judge.note('https://cdn/seg_other.ts', 0)).toBeNull();
  });

  it("forgets a URL's failures once it succeeds: blips hours apart on a live playlist are no fault", () => {
    const judge = createMediaFaultJudge();
    const playlist = 'https://cdn/live/720p/index.m3u8?sig=a';
    expect(judge.note(playlist, 0)).toBeNull();
    expect(judge.note(playlist, 200)).toBeNull();
    expect(judge.note(playlist, 200)).toBeNull();
    expect(judge.note(playlist, 0)).toBeNull();
  });

  it('names the fault once, and never the signature', () => {
    const judge = createMediaFaultJudge();
    const fault = judge.note(seg('720p', 4, 'secret'), 403);
    expect(fault?.detail).toBe('HTTP 403 for https://cdn/media/x/hls/720p/seg_004.ts (1×, 1 in a row)');
    expect(judge.note(seg('720p', 5), 403)).toBeNull();
  });
});
