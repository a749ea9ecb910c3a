// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, describe, expect, it } from 'vitest';
import { onUsage, type UsageDetail, type UsageKind } from '@/services/usage-events';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { reportUsage } from './report-usage';

let player: VideoJsPlayer;
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  player.dispose();
  document.body.replaceChildren();
});

describe('usage events', () => {
  it('tell a change of speed once, though the media fires ratechange again as its default rate follows', () => {
    const video = document.createElement('video');
    document.body.appendChild(video);
    player = videojs(video) as unknown as VideoJsPlayer;
    const heard: [UsageKind, UsageDetail][] = [];
    cleanups.push(onUsage((kind, detail) => heard.push([kind, detail])));
    cleanups.push(reportUsage(player));
    let rate = 1;
    (player as unknown as { playbackRate(): number }).playbackRate = () => rate;
    rate = 1.5;
    player.trigger('ratechange');
    // The default rate set to the same: a second 'ratechange', the rate unchanged.
    player.trigger('ratechange');
    rate = 1;
    player.trigger('ratechange');
    expect(heard.filter(([kind]) => kind === 'rate')).toEqual([
      ['rate', { velocidade: 1.5 }],
      ['rate', { velocidade: 1 }],
    ]);
  });
});
