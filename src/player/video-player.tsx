import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import { adoptFirstPlayer } from './first-player';
import { useAppStore } from '@/store/app-store';
import type { AudioStart } from './audio/audio-start';
import { audioStartFor } from '@/boot/audio-start-for';
import { loadPreferences } from '@/services/preferences';
import { runtime } from '@/services/runtime';
import { mountPlayer, type MountedPlayer } from './mount-player';
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
 * Shows the player of the item: the one boot mounted for the first item (adopted as it is, playing or not), else
 * a new one (in audio mode, on its audio-only source: boot/audio-start-for.ts). Disposes it (with every listener)
 * when the view goes away.
 */
/**
 * Whether the keyboard focus was in the player that went for another item (the host's loadVideo): the next player
 * takes it, rather than leaving it on the page's body, where a keyboard or screen reader user would start over.
 */
let focusWasInPlayer = false;

/**
 * The viewer pressed the error panel's 'Tentar novamente' and the retry went with the panel: the player that
 * comes of it takes their focus as the next item's does, rather than the page's body.
 */
export function handFocusToNextPlayer(): void {
  focusWasInPlayer = true;
}

/** Whether the focus was in the player that went last (for a failure: the error panel then takes it). */
export const focusLeftWithPlayer = (): boolean => focusWasInPlayer;

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
    let mounted: MountedPlayer | null = null;
    let gone = false;
    const show = (player: MountedPlayer): void => {
      mounted = player;
      if (focusWasInPlayer && (document.activeElement ?? document.body) === document.body)
        (player.player.el() as HTMLElement).focus();
      focusWasInPlayer = false;
      player.listen({
        onLoaded: () => callbacks.current.onLoaded(),
        onError: (fault) => callbacks.current.onError(fault),
      });
    };
    const mount = (audioStart: AudioStart | null): void => {
      if (!gone) show(mountPlayer(host, { item, config, language, resumeAt, autoplay, audioStart }));
    };
    // In development StrictMode runs this twice: the first run adopts, its cleanup disposes, the second mounts anew.
    const adopted = adoptFirstPlayer(host, item);
    if (adopted) show(adopted);
    // In audio mode, a later item starts on its audio-only source where it has one, as the first one does.
    else if (useAppStore.getState().audioMode)
      void audioStartFor(item, config, loadPreferences(runtime().storage), true).then(mount, () => mount(null));
    else mount(null);
    return () => {
      gone = true;
      mounted?.dispose();
    };
  }, [item, config, language, resumeAt, autoplay]);

  // Read as the player goes, before its elements leave the page (a layout effect's cleanup).
  useLayoutEffect(() => {
    const host = hostRef.current;
    return () => void (focusWasInPlayer = host?.contains(document.activeElement) === true);
  }, [item]);

  // Not a landmark of its own: the page is the main one, and Video.js's element inside is the player's region
  // (named 'Video Player' in the viewer's language); a second region of the same name is one too many.
  return <div ref={hostRef} className="video-host" />;
}
