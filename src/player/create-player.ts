/** Creates the Video.js player for an item: engine options, source, captions. */
import videojs from 'video.js';
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { initialVhsBandwidth } from '@/services/bandwidth-estimate';
import { choosePlayerSource, type PlayerSource } from './player-source';
import { BAR_BREAKPOINTS } from './control-bar/bar-breakpoints';
import { firstControls } from './control-bar/control-bar-order';
import './control-bar/unmute-button';
import './captions/readable-captions';
import type { VideoJsPlayer } from './video-js-player';
import { registerVideoJsLanguages } from './video-js-languages';

// Video.js keeps its last 1000 log calls (VHS's debug lines included, printed or not) for log.history(),
// which nothing here reads: memory the widget need not hold (e2e/first-load-budget.spec.ts).
videojs.log.history.disable();
// A production build writes nothing to the console of the page it is embedded in (services/dev-console.ts): nor do
// Video.js and VHS, whose warnings (a stall, a retried segment) the widget handles and reports itself.
if (!import.meta.env.DEV) videojs.log.level('off');

export interface CreateOptions {
  /** Leave the poster out for now (mount-player.ts sets it at the first frame). */
  posterLater?: boolean;
  /** The source to start on, when it is not the item's own (audio mode's: audio/audio-start.ts). */
  source?: PlayerSource;
}

export function createPlayer(
  element: HTMLVideoElement,
  item: PlayerItem,
  config: AppConfig,
  language: string,
  { posterLater = false, source = choosePlayerSource(item, config) }: CreateOptions = {},
): VideoJsPlayer {
  // With the dictionaries loaded by now (video-js-dictionaries.ts).
  registerVideoJsLanguages();
  const bandwidth = initialVhsBandwidth();
  const player = videojs(element, {
    controls: true,
    preload: 'auto',
    fill: true,
    // Layout classes (vjs-layout-small, …) that control-bar.css uses to hand controls to the overflow menu.
    responsive: true,
    breakpoints: BAR_BREAKPOINTS,
    language,
    poster: posterLater ? undefined : (item.poster ?? undefined),
    playbackRates: [0.5, 0.75, 1, 1.25, 1.5, 2],
    liveui: item.aoVivo,
    // Without fullscreen in this frame (no allow="fullscreen"), a double click does not fake it either.
    userActions: { doubleClick: document.fullscreenEnabled },
    // Never shown: the item's title is the host page's to show.
    titleBar: false,
    // The caption settings dialog joins with the captions menu, after the first frame (complete-control-bar.ts).
    textTrackSettings: false,
    // The menus and feature buttons join after the first frame (complete-control-bar.ts).
    // No playhead tooltip: the bar's time display tells the playhead's time, and Video.js's two tooltips (the playhead's
    // and the pointer's) overlapped as the pointer neared the playhead. One time over the bar at once (seek-preview.css).
    controlBar: {
      children: [...firstControls],
      skipButtons: { forward: 10, backward: 10 },
      progressControl: { seekBar: { playProgressBar: { timeTooltip: false } } },
    },
    html5: {
      vhs: {
        overrideNative: true,
        limitRenditionByPlayerDimensions: true,
        useDevicePixelRatio: true,
        // One estimate (services/bandwidth-estimate.ts), not VHS's second reading of the same API.
        useNetworkInformationApi: false,
        ...(bandwidth ? { bandwidth } : {}),
      },
      nativeAudioTracks: false,
      nativeVideoTracks: false,
    },
  });
  player.addChild('UnmuteButton');
  if (!document.fullscreenEnabled) player.getChild('ControlBar')?.getChild('FullscreenToggle')?.hide();
  player.src(source);
  for (const track of item.legendas) {
    player.addRemoteTextTrack(
      { kind: 'captions', src: track.src, srclang: track.srclang, label: track.label, default: track.default },
      // Manual cleanup: the captions stay when the source changes (audio mode, reload after an error).
      true,
    );
  }
  return player;
}
