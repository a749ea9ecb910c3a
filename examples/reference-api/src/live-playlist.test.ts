import { describe, expect, it } from 'vitest';
import { livePlaylist, liveSegment, type Segment } from './live-playlist.ts';

const segments: Segment[] = Array.from({ length: 20 }, (_, i) => ({ duration: 2, uri: `seg_${String(i).padStart(3, '0')}.ts` }));
/** 100 s into the broadcast: slot 50, so the 15-segment window lists sequence numbers 35 to 49. */
const nowMs = 100_000;

describe('live playlist', () => {
  it('lists the window of segments beside the playlist, named by sequence number', () => {
    const text = livePlaylist(segments, '720p', 0, nowMs);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:35\n');
    const uris = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(uris).toEqual(Array.from({ length: 15 }, (_, i) => `720p/${35 + i}.ts`));
    // Sequence 40 is the loop's first segment again.
    expect(text).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n720p/40.ts\n');
  });

  it('serves a segment from when the window lists it until a segment and a playlist after it left', () => {
    expect(liveSegment(segments, 35, 0, nowMs)?.uri).toBe('seg_015.ts');
    expect(liveSegment(segments, 49, 0, nowMs)?.uri).toBe('seg_009.ts');
    // Left the window, still fetchable by a client that read an older playlist (RFC 8216 §6.2.2).
    expect(liveSegment(segments, 19, 0, nowMs)?.uri).toBe('seg_019.ts');
    expect(liveSegment(segments, 18, 0, nowMs)).toBeNull();
    // Not broadcast yet.
    expect(liveSegment(segments, 50, 0, nowMs)).toBeNull();
    expect(liveSegment(segments, 10_000, 0, nowMs)).toBeNull();
  });

  it('lists the first segments from the start of the broadcast', () => {
    expect(livePlaylist(segments, 'audio', 0, 1_000)).toMatch(/^#EXT-X-MEDIA-SEQUENCE:0$[\s\S]*^audio\/0\.ts$/m);
    expect(liveSegment(segments, 14, 0, 1_000)?.uri).toBe('seg_014.ts');
    expect(liveSegment(segments, 15, 0, 1_000)).toBeNull();
  });
});
