import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { AUTO, chosenQuality, currentAutoLabel, playingQuality, readTracks, selectTrack, selectedTrack } from './vhs-quality';

interface Variant {
  id: string;
  width: number;
  height: number;
  bandwidth: number;
  frameRate?: number;
  codecs?: string;
  audio?: string;
  hdr?: string;
}

/** A player whose VHS lists these variants and plays the one named `playing`. */
function fakePlayer(variants: Variant[], playing?: string) {
  const log: string[] = [];
  const reps = variants.map((variant) => {
    let enabled = true;
    return {
      id: variant.id,
      playlist: {
        id: variant.id,
        attributes: {
          RESOLUTION: { width: variant.width, height: variant.height },
          BANDWIDTH: variant.bandwidth,
          'FRAME-RATE': variant.frameRate ?? 24,
          CODECS: variant.codecs ?? 'avc1.4d401f,mp4a.40.2',
          AUDIO: variant.audio,
          'VIDEO-RANGE': variant.hdr,
        },
      },
      enabled: (value?: boolean) => {
        if (value !== undefined && value !== enabled) log.push(`${value ? '+' : '-'}${variant.id}`);
        return value === undefined ? enabled : (enabled = value);
      },
    };
  });
  const media = () => reps.find((rep) => rep.id === playing)?.playlist;
  const vhs = { representations: () => reps, playlists: { media } };
  const trigger = vi.fn();
  const player = { tech: () => ({ vhs }), trigger } as unknown as VideoJsPlayer;
  return { player, reps, trigger, log };
}

const ladder = (...heights: number[]): Variant[] =>
  heights.map((height) => ({ id: `${height}`, height, width: Math.round((height * 16) / 9), bandwidth: height * 1000 }));

describe('VHS quality selection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the renditions as labelled tracks, highest first', () => {
    expect(readTracks(fakePlayer(ladder(240, 720, 480)).player).map((track) => track.label)).toEqual(['720p', '480p', '240p']);
  });

  it("choosing a resolution enables only it and emits 'resolutionchanged'; 'auto' enables all again", () => {
    const { player, reps, trigger } = fakePlayer(ladder(240, 480, 720));
    selectTrack(player, '480');
    expect(reps.map((rep) => rep.enabled())).toEqual([false, true, false]);
    expect(selectedTrack(player)).toBe('480');
    expect(trigger).toHaveBeenLastCalledWith({ type: 'resolutionchanged', detail: { id: '480', label: '480p', auto: false } });
    selectTrack(player, AUTO);
    expect(reps.map((rep) => rep.enabled())).toEqual([true, true, true]);
    expect(selectedTrack(player)).toBe(AUTO);
    expect(trigger).toHaveBeenLastCalledWith({ type: 'resolutionchanged', detail: { id: AUTO, label: AUTO, auto: true } });
  });

  it('choosing from Automática enables the chosen variant anew, since VHS switches only on an enable', () => {
    const { player, log } = fakePlayer(ladder(240, 480, 720), '720');
    selectTrack(player, '240');
    expect(log).toEqual(['-240', '+240', '-480', '-720']);
  });

  it("keeps a signed URL's query out of the ids the menu and the host see", () => {
    const signed = ladder(240, 480).map((variant, index) => ({
      ...variant,
      id: `${index}-${variant.height}p/index.m3u8?exp=1&sig=secret`,
    }));
    const { player, reps } = fakePlayer(signed, signed[1]?.id);
    expect(readTracks(player).map((track) => track.id)).toEqual(['1-480p/index.m3u8', '0-240p/index.m3u8']);
    selectTrack(player, '0-240p/index.m3u8');
    expect(reps.map((rep) => rep.enabled())).toEqual([true, false]);
    expect(selectedTrack(player)).toBe('0-240p/index.m3u8');
  });

  it('ignores an unknown rendition', () => {
    const { player, reps, trigger } = fakePlayer(ladder(240, 720));
    selectTrack(player, '1080');
    expect(reps.every((rep) => rep.enabled())).toBe(true);
    expect(trigger).not.toHaveBeenCalled();
  });

  it('lists a mirrored rung once; choosing it enables both copies, its own last, and reads as chosen', () => {
    const variants = [...ladder(240, 720), { id: '720-mirror', width: 1280, height: 720, bandwidth: 720_000 }];
    const { player, reps, log } = fakePlayer(variants);
    expect(readTracks(player).map((track) => track.label)).toEqual(['720p', '240p']);
    selectTrack(player, '240');
    log.length = 0;
    selectTrack(player, '720');
    // VHS switches to the variant enabled last, so that is the entry's own one.
    expect(log).toEqual(['+720-mirror', '+720', '-240']);
    expect(reps.map((rep) => rep.enabled())).toEqual([false, true, true]);
    expect(selectedTrack(player)).toBe('720');
  });

  it('leaves out an HEVC variant this browser cannot play, keeping the AVC one of that height', () => {
    vi.stubGlobal('MediaSource', { isTypeSupported: (mime: string) => !mime.includes('hvc1') });
    const variants = [
      ...ladder(480),
      { id: 'hevc', width: 1920, height: 1080, bandwidth: 9e6, codecs: 'hvc1.2.4.L123.B0,mp4a.40.2' },
      { id: 'avc', width: 1920, height: 1080, bandwidth: 6e6, codecs: 'avc1.640028,mp4a.40.2' },
    ];
    const tracks = readTracks(fakePlayer(variants).player);
    expect(tracks.map((track) => [track.id, track.label])).toEqual([
      ['avc', '1080p'],
      ['480', '480p'],
    ]);
  });

  it('lists only the variants of the audio group playing', () => {
    const variants = [
      { id: 'aac-720', width: 1280, height: 720, bandwidth: 3e6, audio: 'aac' },
      { id: 'aac-480', width: 854, height: 480, bandwidth: 1e6, audio: 'aac' },
      { id: 'ac3-720', width: 1280, height: 720, bandwidth: 3.2e6, audio: 'ac3' },
    ];
    expect(readTracks(fakePlayer(variants, 'aac-480').player).map((track) => track.id)).toEqual(['aac-720', 'aac-480']);
  });

  it("names in 'Automática' the playing variant by its full menu label, frame rate and HDR included", () => {
    const variants: Variant[] = [
      { id: 'uhd', width: 3840, height: 2160, bandwidth: 2e7, frameRate: 60, hdr: 'PQ' },
      { id: 'fhd60', width: 1920, height: 1080, bandwidth: 8e6, frameRate: 60 },
      { id: 'hd', width: 1280, height: 720, bandwidth: 3e6, frameRate: 30 },
    ];
    expect(currentAutoLabel(fakePlayer(variants, 'uhd').player)).toBe('4K60 (HDR)');
    expect(currentAutoLabel(fakePlayer(variants, 'fhd60').player)).toBe('1080p60');
  });

  it("names in 'Automática' the entry that stands for a hidden mirror being played", () => {
    const variants = [...ladder(240, 720), { id: '720-mirror', width: 1280, height: 720, bandwidth: 720_000 }];
    expect(currentAutoLabel(fakePlayer(variants, '720-mirror').player)).toBe('720p');
  });

  it('answers the host with the quality chosen while the stream still plays the one before; with auto, the one playing', () => {
    const { player } = fakePlayer(ladder(240, 480, 720), '720');
    expect(chosenQuality(player)).toEqual({ id: '720', label: '720p', auto: true });
    selectTrack(player, '240');
    // VHS has not switched yet: 720p still plays, and the host reads the 240p it asked for.
    expect(playingQuality(player)).toEqual({ id: '720', label: '720p', auto: false });
    expect(chosenQuality(player)).toEqual({ id: '240', label: '240p', auto: false });
    selectTrack(player, AUTO);
    expect(chosenQuality(player)).toEqual({ id: '720', label: '720p', auto: true });
    expect(chosenQuality(fakePlayer(ladder(240, 720)).player)).toEqual({ id: AUTO, label: AUTO, auto: true });
  });

  it("says nothing after 'Automática' before a variant plays", () => {
    expect(currentAutoLabel(fakePlayer(ladder(240, 720)).player)).toBeNull();
  });
});
