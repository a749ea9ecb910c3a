import { describe, expect, it } from 'vitest';
import { chooseFirstVariant } from './first-variant';
import type { Variant } from './playlists';

const variant = (name: string, bandwidth: number, width: number | null, height: number | null): Variant => ({
  uri: `https://media.example/${name}.m3u8`,
  bandwidth,
  width,
  height,
  audioGroup: null,
});
// The sample media's ladder.
const ladder = [variant('720p', 514000, 1280, 720), variant('240p', 154000, 426, 240), variant('480p', 284000, 854, 480)];
const pick = (width: number, height: number, bandwidth: number, variants = ladder): string | undefined =>
  chooseFirstVariant(variants, { width, height }, bandwidth)?.uri.replace(/.*\/(.*)\.m3u8/, '$1');

describe('chooseFirstVariant (VHS 3 simpleSelector, limited by the player’s size)', () => {
  it('takes the smallest variant larger than the player', () => {
    expect(pick(960, 540, 4_194_304)).toBe('720p');
    expect(pick(640, 360, 4_194_304)).toBe('480p');
    expect(pick(360, 203, 4_194_304)).toBe('240p');
  });

  it('takes the exact size when there is one', () => {
    expect(pick(854, 480, 4_194_304)).toBe('480p');
  });

  it('keeps to variants whose bandwidth × 1.2 fits the estimate', () => {
    expect(pick(1920, 1080, 400_000)).toBe('480p');
    expect(pick(960, 540, 400_000)).toBe('480p');
  });

  it('falls back to the lowest bandwidth when nothing fits', () => {
    expect(pick(960, 540, 100_000)).toBe('240p');
  });

  it('takes the highest bandwidth that fits when the player is larger than every variant', () => {
    expect(pick(3840, 2160, 4_194_304)).toBe('720p');
  });

  it('prefers the higher bandwidth among variants of the same size', () => {
    const twins = [variant('a', 500000, 1280, 720), variant('b', 900000, 1280, 720)];
    expect(pick(960, 540, 4_194_304, twins)).toBe('b');
  });

  it('chooses by bandwidth alone when no variant states a resolution', () => {
    const audioLike = [variant('low', 64000, null, null), variant('high', 128000, null, null)];
    expect(pick(960, 540, 4_194_304, audioLike)).toBe('high');
  });

  it('is null for an empty list', () => {
    expect(chooseFirstVariant([], { width: 1, height: 1 }, 1)).toBeNull();
  });
});
