import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { showingTrack, textTrackInfo } from './media-state';

const track = (kind: string, language: string, mode: TextTrackMode = 'disabled') => ({ kind, language, label: language, mode });

describe('the text tracks the host reads', () => {
  it('are the captions and subtitles, not the chapters or metadata Video.js lists beside them', () => {
    const tracks = [
      track('chapters', 'pt', 'hidden'),
      track('captions', 'pt', 'showing'),
      track('subtitles', 'en'),
      track('metadata', ''),
    ];
    const player = { textTracks: () => Object.assign([...tracks], { length: tracks.length }) } as unknown as VideoJsPlayer;
    expect(textTrackInfo(player)).toEqual([
      { language: 'pt', label: 'pt', kind: 'captions', showing: true },
      { language: 'en', label: 'en', kind: 'subtitles', showing: false },
    ]);
    expect(showingTrack(player)?.language).toBe('pt');
  });
});
