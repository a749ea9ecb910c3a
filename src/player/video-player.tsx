import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { adoptFirstPlayer } from './first-player';
import { mountPlayer } from './mount-player';
import type { PlaybackFault } from '@/services/playback-fault';

interface VideoPlayerProps {
  item: PlayerItem;
  config: AppConfig;
  language: string;
  /** The saved position to resume from, when the view was saved (SALVAR_VISUALIZACAO). */
  resumeAt: number | null;
  autoplay: boolean;
  onLoaded: () => void;
  /** A fatal playback error (after the one reload per interval). */
  onError: (fault: PlaybackFault) => void;
}

/**
 * Shows the player of the item: the one boot mounted for the first item (adopted as it is, playing or
 * not), else a new one. Disposes it (with every listener) when the view goes away.
 */
export function VideoPlayer({ item, config, language, resumeAt, autoplay, onLoaded, onError }: VideoPlayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLoaded, onError });
  // The latest callbacks, without re-creating the player when a parent re-renders.
  useLayoutEffect(() => {
    callbacks.current = { onLoaded, onError };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // In development StrictMode runs this twice: the first run adopts, its cleanup disposes, the second mounts anew.
    const mounted = adoptFirstPlayer(host, item) ?? mountPlayer(host, { item, config, language, resumeAt, autoplay });
    mounted.listen({
      onLoaded: () => callbacks.current.onLoaded(),
      onError: (fault) => callbacks.current.onError(fault),
    });
    return () => mounted.dispose();
  }, [item, config, language, resumeAt, autoplay]);

  // Not a landmark of its own: the page is the main one, and Video.js's element inside is the player's region
  // (named 'Video Player' in the viewer's language); a second region of the same name is one too many.
  return <div ref={hostRef} className="video-host" />;
}
