import { describe, expect, it } from 'vitest';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { downloadFormats } from './download-formats';

describe('downloadFormats', () => {
  it('offers the original and the processed MP4, and in audio mode the MP3 too, when the item has them', () => {
    expect(downloadFormats(sampleConfig(), sampleItem(), 'video')).toEqual(['alta', 'baixa']);
    expect(downloadFormats(sampleConfig(), sampleItem(), 'audio')).toEqual(['alta', 'baixa', 'audio']);
  });

  it('never offers Audio for an item without an MP3, nor where EXISTE_AUDIOMP3 is off', () => {
    expect(downloadFormats(sampleConfig(), sampleItem({ urlMp3: null }), 'audio')).toEqual(['alta', 'baixa']);
    expect(downloadFormats(sampleConfig({ EXISTE_AUDIOMP3: 'N' }), sampleItem(), 'audio')).toEqual(['alta', 'baixa']);
  });

  it('offers only the files the item has', () => {
    expect(downloadFormats(sampleConfig(), sampleItem({ urlOriginal: null }), 'video')).toEqual(['baixa']);
    expect(downloadFormats(sampleConfig(), sampleItem({ urlProgressivo: null }), 'audio')).toEqual(['alta', 'audio']);
    const onlyMp3 = sampleItem({ urlOriginal: null, urlProgressivo: null });
    expect(downloadFormats(sampleConfig(), onlyMp3, 'video')).toEqual([]);
    expect(downloadFormats(sampleConfig(), onlyMp3, 'audio')).toEqual(['audio']);
  });

  it('offers nothing without the DOWNLOAD flag, on a live stream, for an item without files, or before the item is known', () => {
    expect(downloadFormats(sampleConfig({ DOWNLOAD: 'N' }), sampleItem(), 'audio')).toEqual([]);
    expect(downloadFormats(sampleConfig(), sampleItem({ aoVivo: true }), 'audio')).toEqual([]);
    const none = sampleItem({ urlOriginal: null, urlProgressivo: null, urlMp3: null });
    expect(downloadFormats(sampleConfig(), none, 'video')).toEqual([]);
    expect(downloadFormats(sampleConfig(), none, 'audio')).toEqual([]);
    expect(downloadFormats(null, sampleItem(), 'video')).toEqual([]);
    expect(downloadFormats(sampleConfig(), null, 'video')).toEqual([]);
  });
});
