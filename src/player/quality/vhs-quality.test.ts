import { describe, expect, it, vi } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { AUTO, readTracks, selectTrack, selectedTrack } from './vhs-quality';

function fakePlayer(heights: number[]) {
  const reps = heights.map((height) => {
    let enabled = true;
    return {
      id: `${height}`,
      height,
      width: Math.round((height * 16) / 9),
      bandwidth: height * 1000,
      playlist: { attributes: { 'FRAME-RATE': 24 } },
      enabled: (value?: boolean) => (value === undefined ? enabled : (enabled = value)),
    };
  });
  const trigger = vi.fn();
  const player = { tech: () => ({ vhs: { representations: () => reps } }), trigger } as unknown as VideoJsPlayer;
  return { player, reps, trigger };
}

describe('VHS quality selection', () => {
  it('reads the renditions as labelled tracks, highest first', () => {
    expect(readTracks(fakePlayer([240, 720, 480]).player).map((track) => track.label)).toEqual(['720p', '480p', '240p']);
  });

  it("choosing a resolution enables only it and emits 'resolutionchanged'; 'auto' enables all again", () => {
    const { player, reps, trigger } = fakePlayer([240, 480, 720]);
    selectTrack(player, '480');
    expect(reps.map((rep) => rep.enabled())).toEqual([false, true, false]);
    expect(selectedTrack(player)).toBe('480');
    expect(trigger).toHaveBeenLastCalledWith({ type: 'resolutionchanged', detail: { id: '480', label: '480p', auto: false } });
    selectTrack(player, AUTO);
    expect(reps.map((rep) => rep.enabled())).toEqual([true, true, true]);
    expect(selectedTrack(player)).toBe(AUTO);
    expect(trigger).toHaveBeenLastCalledWith({ type: 'resolutionchanged', detail: { id: AUTO, label: AUTO, auto: true } });
  });

  it('ignores an unknown rendition', () => {
    const { player, reps, trigger } = fakePlayer([240, 720]);
    selectTrack(player, '1080');
    expect(reps.every((rep) => rep.enabled())).toBe(true);
    expect(trigger).not.toHaveBeenCalled();
  });
});
