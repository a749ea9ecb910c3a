import { useEffect, useLayoutEffect, useRef } from 'react';
import 'video.js/dist/video-js.css';
import './player.css';
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { runtime } from '@/services/runtime';
import { attachAudioMode } from './audio/attach-audio-mode';
import { startAutoplay } from './autoplay/start-autoplay';
import { createPlayer, type VideoJsPlayer } from './create-player';
import { connectHostControl } from './host-control';
import { attachShortcuts } from './keyboard/attach-shortcuts';
import { reloadOnError } from './recovery/reload-on-error';
import { resumeWhenOnline } from './recovery/resume-when-online';
import { watchForStalls } from './recovery/stall-watchdog';
import { resumePosition } from './resume-position';
import { trackProgress } from './progress/track-progress';
import { followSeekRequests } from './seek-requests';
import { reportUsage } from './usage/report-usage';

/** How long after the source starts loading the first frame may take before the player counts as loaded anyway. */
const PRELOAD_GRACE_MS = 8_000;

interface VideoPlayerProps {
  item: PlayerItem;
  config: AppConfig;
  language: string;
  label: string;
  /** The saved position to resume from, when the view was saved (SALVAR_VISUALIZACAO). */
  resumeAt: number | null;
  autoplay: boolean;
  onLoaded: () => void;
  /** A fatal playback error (after the one reload per interval). */
  onError: (detail: string) => void;
}

/** Mounts Video.js on the item and disposes it (with every listener) when the view goes away. */
export function VideoPlayer({ item, config, language, label, resumeAt, autoplay, onLoaded, onError }: VideoPlayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLoaded, onError });
  // The latest callbacks, without re-creating the player when a parent re-renders.
  useLayoutEffect(() => {
    callbacks.current = { onLoaded, onError };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // Video.js replaces the element it is given, so React owns only the host and we own the video.
    const video = document.createElement('video');
    video.className = 'video-js vjs-big-play-centered';
    video.setAttribute('playsinline', '');
    video.setAttribute('crossorigin', 'anonymous');
    host.appendChild(video);
    const player: VideoJsPlayer = createPlayer(video, item, config, language);
    // Loaded at the first frame. VHS loads no live segment before play, and may stop preloading after
    // excluding a failing rendition (play starts it again), so the source's start counts too: at once
    // when live, after a grace otherwise, leaving the viewer the poster and the play button.
    let loaded = false;
    const markLoaded = (): void => {
      if (loaded) return;
      loaded = true;
      callbacks.current.onLoaded();
    };
    player.one(item.aoVivo ? 'loadstart' : 'loadeddata', markLoaded);
    player.one('loadstart', () => player.setTimeout(markLoaded, PRELOAD_GRACE_MS));
    reloadOnError(player, (detail) => callbacks.current.onError(detail));
    watchForStalls(player);
    player.one('loadedmetadata', () => {
      const position = resumePosition(resumeAt, player.duration() ?? 0);
      if (position !== null) player.currentTime(position);
      if (autoplay) void startAutoplay(player, config.TRATA_ERRO_SEMSOM);
    });
    const detachers = [
      attachShortcuts(player),
      attachAudioMode(player, item, config),
      resumeWhenOnline(player),
      connectHostControl(player, runtime().bridge),
      followSeekRequests(player),
      trackProgress(player),
      reportUsage(player),
    ];
    return () => {
      for (const detach of detachers) detach();
      player.dispose();
      host.replaceChildren();
    };
  }, [item, config, language, resumeAt, autoplay]);

  return <div ref={hostRef} className="video-host" role="region" aria-label={label} />;
}
