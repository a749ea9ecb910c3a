import { describe, expect, it } from 'vitest';
import { tracksFromFixture } from './fixtures/tracks-from-master';
import { entryOfVariant, formatBitrate, qualityEntries } from './quality-entries';
import type { QualityTrack } from './quality-labels';

const labels = (entries: { label: string }[]): string[] => entries.map((entry) => entry.label);
const avcAndAacOnly = (track: QualityTrack): boolean =>
  (track.codecs ?? '').split(',').every((codec) => /^(avc1|mp4a)/.test(codec.trim()));
const noHevc = (track: QualityTrack): boolean => !/hvc1|hev1/.test(track.codecs ?? '');
const noAv1 = (track: QualityTrack): boolean => !/av01/.test(track.codecs ?? '');

describe('quality menu entries on real master playlists', () => {
  it("lists Apple's bipbop advanced ladder once per label, from the AAC group playing, 1080p60 at three bitrates", () => {
    const entries = qualityEntries(tracksFromFixture('apple-bipbop-advanced-fmp4.m3u8'), {
      isPlayable: avcAndAacOnly,
      audioGroup: 'aud1',
    });
    expect(labels(entries)).toEqual([
      '1080p60 (8.0 Mbps)',
      '1080p60 (6.2 Mbps)',
      '1080p60 (4.7 Mbps)',
      '720p60',
      '540p60',
      '432p',
      '360p',
      '270p',
    ]);
    expect(entries.every((entry) => entry.audioGroup === 'aud1')).toBe(true);
  });

  it('lists the bipbop variants of the E-AC-3 group, not the AAC or AC-3 ones, when that group is playing', () => {
    const entries = qualityEntries(tracksFromFixture('apple-bipbop-advanced-fmp4.m3u8'), { audioGroup: 'aud3' });
    expect(entries).toHaveLength(8);
    expect(entries[0]).toMatchObject({ label: '1080p60 (8.0 Mbps)', bandwidth: 8009540, audioGroup: 'aud3' });
  });

  it('shows each rung of a CDN-mirrored ladder once, standing for both copies, the first listed chosen', () => {
    const entries = qualityEntries(tracksFromFixture('hlsjs-dailymotion-mirrored.m3u8'), { isPlayable: avcAndAacOnly });
    expect(labels(entries)).toEqual(['1080p', '720p', '477p', '288p', '180p']);
    for (const entry of entries) {
      expect(entry.variantIds).toHaveLength(2);
      expect(entry.variantIds[0]).toBe(entry.id);
    }
    expect(entries[0]?.variantIds).toEqual([
      '8-http://proxy-62.dailymotion.com/sec(2a991e17f08fcd94f95637a6dd718ddd)/video/107/282/158282701_mp4_h264_aac_fhd.m3u8#cell=core',
      '9-http://proxy-21.dailymotion.com/sec(2a991e17f08fcd94f95637a6dd718ddd)/video/107/282/158282701_mp4_h264_aac_fhd.m3u8#cell=core',
    ]);
  });

  it('leaves out the AV1 rungs where AV1 cannot play, and the Opus group that is not playing', () => {
    const entries = qualityEntries(tracksFromFixture('shaka-track-filtering.m3u8'), { isPlayable: noAv1, audioGroup: 'aac' });
    expect(labels(entries)).toEqual(['720p', '480p']);
    expect(entries.map((entry) => entry.codecs)).toEqual(['avc1.64001f,mp4a.40.2', 'avc1.4d401e,mp4a.40.2']);
  });

  it('tells an AVC and an AV1 rung of one height apart by bitrate where both can play', () => {
    const entries = qualityEntries(tracksFromFixture('shaka-track-filtering.m3u8'), { audioGroup: 'aac' });
    expect(labels(entries)).toEqual(['720p (4.2 Mbps)', '720p (671 kbps)', '480p (1.9 Mbps)', '480p (544 kbps)']);
  });

  it('lists only the variants of the audio group playing (video.js http-streaming fixture)', () => {
    const tracks = tracksFromFixture('vhs-multiple-audio-groups-combined-main.m3u8');
    expect(labels(qualityEntries(tracks, { audioGroup: 'audio-lo' }))).toEqual(['260 kbits/s', '195 kbits/s']);
    expect(labels(qualityEntries(tracks, { audioGroup: 'audio-hi' }))).toEqual(['650 kbits/s', '592 kbits/s']);
  });
});

describe('quality menu entries', () => {
  let n = 0;
  const t = (fields: Omit<QualityTrack, 'id'>): QualityTrack => ({ id: `v${n++}`, ...fields });

  it('keeps the playable variant when an unplayable HEVC one of the same height has more bandwidth', () => {
    const hevc = t({ width: 1920, height: 1080, bandwidth: 9e6, codecs: 'hvc1.2.4.L123.B0,mp4a.40.2' });
    const avc = t({ width: 1920, height: 1080, bandwidth: 6e6, codecs: 'avc1.640028,mp4a.40.2' });
    const entries = qualityEntries([hevc, avc], { isPlayable: noHevc });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: avc.id, label: '1080p', variantIds: [avc.id] });
  });

  it('merges variants of one label whose bitrates differ by 20 % or less, keeping the highest', () => {
    const high = t({ width: 1280, height: 720, bandwidth: 3e6 });
    const close = t({ width: 1280, height: 720, bandwidth: 2.4e6 });
    const entries = qualityEntries([close, high]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: high.id, label: '720p', variantIds: [high.id, close.id] });
  });

  it('keeps both variants of one label whose bitrates differ by more than 20 % and names their bitrates', () => {
    const high = t({ width: 1920, height: 1080, bandwidth: 4.5e6 });
    const low = t({ width: 1920, height: 1080, bandwidth: 3.5e6 });
    const other = t({ width: 1280, height: 720, bandwidth: 2e6 });
    expect(labels(qualityEntries([low, other, high]))).toEqual(['1080p (4.5 Mbps)', '1080p (3.5 Mbps)', '720p']);
  });

  it('lists every variant when the playing audio group is not known yet', () => {
    const a = t({ width: 1280, height: 720, bandwidth: 3e6, audioGroup: 'a' });
    const b = t({ width: 854, height: 480, bandwidth: 1e6, audioGroup: 'b' });
    expect(labels(qualityEntries([a, b]))).toEqual(['720p', '480p']);
    expect(labels(qualityEntries([a, b], { audioGroup: 'b' }))).toEqual(['480p']);
  });

  it('finds the entry that stands for a hidden duplicate', () => {
    const first = t({ width: 1280, height: 720, bandwidth: 3e6 });
    const mirror = t({ width: 1280, height: 720, bandwidth: 3e6 });
    const entries = qualityEntries([first, mirror]);
    expect(entryOfVariant(entries, mirror.id)?.id).toBe(first.id);
    expect(entryOfVariant(entries, 'unknown')).toBeUndefined();
  });

  it.each([
    [4.5e6, '4.5 Mbps'],
    [1e6, '1.0 Mbps'],
    [12.4e6, '12 Mbps'],
    [670544, '671 kbps'],
  ])('writes %d bits/s as %s', (bitsPerSecond, text) => {
    expect(formatBitrate(bitsPerSecond)).toBe(text);
  });
});
