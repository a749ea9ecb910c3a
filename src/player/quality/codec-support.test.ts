import { afterEach, describe, expect, it, vi } from 'vitest';
import { vhsCanPlay } from './codec-support';

/** A browser whose MediaSource accepts exactly the given codecs. */
function mediaSourceAccepting(...codecs: string[]): void {
  vi.stubGlobal('MediaSource', {
    isTypeSupported: (mime: string) => codecs.some((codec) => mime.includes(`codecs="${codec}"`)),
  });
}

describe('VHS playability of a variant', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays AVC with AAC through the transmuxer even where MediaSource accepts nothing', () => {
    mediaSourceAccepting();
    expect(vhsCanPlay('avc1.640028,mp4a.40.2')).toBe(true);
    expect(vhsCanPlay('avc1.66.30,mp4a.40.2')).toBe(true);
  });

  it('plays HEVC only where MediaSource accepts it', () => {
    mediaSourceAccepting('mp4a.40.2');
    expect(vhsCanPlay('hvc1.2.4.L123.B0,mp4a.40.2')).toBe(false);
    mediaSourceAccepting('hvc1.2.4.L123.B0', 'mp4a.40.2');
    expect(vhsCanPlay('hvc1.2.4.L123.B0,mp4a.40.2')).toBe(true);
  });

  it('does not play a variant whose audio codec the browser lacks, whatever its video', () => {
    mediaSourceAccepting('avc1.64002a');
    expect(vhsCanPlay('avc1.64002a,ac-3')).toBe(false);
  });

  it('plays a variant without CODECS, as VHS probes its segments', () => {
    mediaSourceAccepting();
    expect(vhsCanPlay(undefined)).toBe(true);
  });
});
