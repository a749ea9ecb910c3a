import { describe, expect, it } from 'vitest';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { choosePlayerSource, HLS_TYPE } from './player-source';

describe('the player source', () => {
  it('is the adaptive HLS by default, and the progressive file with FORCAR_PLAYERV2', () => {
    const item = sampleItem();
    expect(choosePlayerSource(item, sampleConfig())).toEqual({ src: item.urlHls, type: HLS_TYPE });
    expect(choosePlayerSource(item, sampleConfig({ FORCAR_PLAYERV2: 'S' }))).toEqual({
      src: item.urlProgressivo,
      type: 'video/mp4',
    });
    expect(choosePlayerSource(item, sampleConfig({ FORCAR_PLAYERV2: 'S', FORCAR_HLS: 'S' })).src).toBe(item.urlHls);
  });

  it("plays a live item from the operator's encoder stream when HLS_STREAM_URL names one", () => {
    const live = sampleItem({ aoVivo: true });
    expect(choosePlayerSource(live, sampleConfig()).src).toBe(live.urlHls);
    const encoder = 'https://live.example.test/encoder/master.m3u8';
    expect(choosePlayerSource(live, sampleConfig({ HLS_STREAM_URL: encoder }))).toEqual({ src: encoder, type: HLS_TYPE });
    expect(choosePlayerSource(sampleItem(), sampleConfig({ HLS_STREAM_URL: encoder })).src).not.toBe(encoder);
  });
});
