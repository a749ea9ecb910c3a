import { describe, expect, it } from 'vitest';
import { parseThumbnails, thumbnailAt } from './thumbnails';

const track =
  'WEBVTT\n\n00:00.000 --> 00:03.000\nthumbnails.jpg#xywh=0,0,160,90\n\n00:03.000 --> 00:05.500\nthumbnails.jpg#xywh=160,0,160,90\n\n00:05.500 --> 00:06.000\nno-region.jpg\n';

describe('thumbnails', () => {
  it('resolves the sprite against the track URL and reads the region of each cue', () => {
    const thumbnails = parseThumbnails(track, 'https://api.example/media/a/thumbnails.vtt');
    expect(thumbnails).toEqual([
      { start: 0, end: 3, url: 'https://api.example/media/a/thumbnails.jpg', x: 0, y: 0, width: 160, height: 90 },
      { start: 3, end: 5.5, url: 'https://api.example/media/a/thumbnails.jpg', x: 160, y: 0, width: 160, height: 90 },
    ]);
  });

  it('picks the thumbnail whose cue covers the time, and the last one past the end', () => {
    const thumbnails = parseThumbnails(track, 'https://api.example/t.vtt');
    expect(thumbnailAt(thumbnails, 3.2)?.x).toBe(160);
    expect(thumbnailAt(thumbnails, 2.99)?.x).toBe(0);
    expect(thumbnailAt(thumbnails, 99)?.x).toBe(160);
    expect(thumbnailAt([], 1)).toBeNull();
  });
});
