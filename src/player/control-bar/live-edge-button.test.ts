import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { LIVE_EDGE_TOLERANCE, secondsBehindLive } from './live-edge-button';
import { canUsePictureInPicture } from '../picture-in-picture';

const playerAt = (time: number, seekableEnd: number | null) =>
  ({
    currentTime: () => time,
    seekable: () => (seekableEnd === null ? { length: 0, end: () => 0 } : { length: 1, end: () => seekableEnd }),
    disablePictureInPicture: () => false,
  }) as unknown as VideoJsPlayer;

describe('secondsBehindLive', () => {
  it('measures the distance to the end of the seekable window', () => {
    expect(secondsBehindLive(playerAt(100, 130))).toBe(30);
    expect(secondsBehindLive(playerAt(128, 130))).toBeLessThan(LIVE_EDGE_TOLERANCE);
  });

  it('is 0 without a seekable window or ahead of it', () => {
    expect(secondsBehindLive(playerAt(5, null))).toBe(0);
    expect(secondsBehindLive(playerAt(131, 130))).toBe(0);
  });
});

describe('canUsePictureInPicture', () => {
  it('needs browser support and a video', () => {
    // Node has no document: no picture-in-picture there, as in a browser without support.
    expect(canUsePictureInPicture(playerAt(0, null), { audioMode: false })).toBe(false);
  });
});
