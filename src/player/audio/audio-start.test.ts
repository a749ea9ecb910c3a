import { describe, expect, it } from 'vitest';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { startsInAudioMode } from './audio-start';

describe('startsInAudioMode', () => {
  it('starts a viewer who left audio mode on in it, where the MP3 is what audio mode plays them', () => {
    expect(startsInAudioMode(sampleItem(), sampleConfig(), { audioMode: true })).toBe(true);
    // The adaptive source forced: still HLS, so still audio mode's MP3.
    expect(startsInAudioMode(sampleItem(), sampleConfig({ FORCAR_HLS: 'S' }), { audioMode: true, volume: 0.5 })).toBe(true);
  });

  it('starts everyone else on the video: no audio mode remembered, or turned off', () => {
    expect(startsInAudioMode(sampleItem(), sampleConfig(), {})).toBe(false);
    expect(startsInAudioMode(sampleItem(), sampleConfig(), { audioMode: false })).toBe(false);
  });

  it('starts on the video where audio mode would not play the MP3: none, EXISTE_AUDIOMP3 off, live, the progressive player', () => {
    expect(startsInAudioMode(sampleItem({ urlMp3: null }), sampleConfig(), { audioMode: true })).toBe(false);
    expect(startsInAudioMode(sampleItem(), sampleConfig({ EXISTE_AUDIOMP3: 'N' }), { audioMode: true })).toBe(false);
    expect(startsInAudioMode(sampleItem({ aoVivo: true }), sampleConfig(), { audioMode: true })).toBe(false);
    expect(startsInAudioMode(sampleItem(), sampleConfig({ FORCAR_PLAYERV2: 'S' }), { audioMode: true })).toBe(false);
  });

  it('keeps FORCAR_PLAYERV2 on HLS for an item without a progressive file, as the player does', () => {
    expect(
      startsInAudioMode(sampleItem({ urlProgressivo: null }), sampleConfig({ FORCAR_PLAYERV2: 'S' }), { audioMode: true }),
    ).toBe(true);
  });
});
