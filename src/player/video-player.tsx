import { useEffect, useLayoutEffect, useRef } from 'react';
import 'video.js/dist/video-js.css';
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { createPlayer, type VideoJsPlayer } from './create-player';
import { attachShortcuts } from './keyboard/attach-shortcuts';
import { resumePosition } from './resume-position';

interface VideoPlayerProps {
  item: PlayerItem;
  config: AppConfig;
  language: string;
  label: string;
  /** The saved position to resume from, when the view was saved (SALVAR_VISUALIZACAO). */
  resumeAt: number | null;
  onLoaded: () => void;
  onError: (detail: string) => void;
}

/** Mounts Video.js on the item and disposes it (with every listener) when the view goes away. */
export function VideoPlayer({ item, config, language, label, resumeAt, onLoaded, onError }: VideoPlayerProps) {
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
    // VHS loads no live segment before play, so a live item counts as loaded once its source loads.
    player.one(item.aoVivo ? 'loadstart' : 'loadeddata', () => callbacks.current.onLoaded());
    player.on('error', () => {
      const error = player.error();
      callbacks.current.onError(`code ${error?.code ?? '?'}: ${error?.message ?? 'unknown'}`);
    });
    player.one('loadedmetadata', () => {
      const position = resumePosition(resumeAt, player.duration() ?? 0);
      if (position !== null) player.currentTime(position);
    });
    const detachShortcuts = attachShortcuts(player);
    return () => {
      detachShortcuts();
      player.dispose();
      host.replaceChildren();
    };
  }, [item, config, language, resumeAt]);

  return <div ref={hostRef} className="video-host" role="region" aria-label={label} />;
}
