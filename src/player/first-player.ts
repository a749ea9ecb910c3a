/**
 * The first item's player, mounted by boot before the app's code (React, the router, i18next) loads, so
 * the first frame waits only for the config, the item and Video.js. Hidden behind the static loading
 * screen of index.html until that frame; the player page then adopts it (moves it into its own host)
 * instead of mounting another.
 */
import type { PlayerItem } from '@/services/api-contract';
import { notePlayerRequest } from '@/services/hls-prefetch/player-requests';
import { onVhsRequest } from './engine/vhs-request-hooks';
import { mountPlayer, type MountedPlayer, type PlayerOptions } from './mount-player';
import { reportPlayerLoaded } from './report-player-loaded';
import { useAppStore } from '@/store/app-store';

let first: { mounted: MountedPlayer; wrapper: HTMLElement; stopNoting: () => void; fullscreenPending: () => boolean } | null =
  null;

/**
 * Counts the player's fullscreen requests still on their way: the element becomes the document's
 * fullscreen element only a frame or more after the request, and moving it in between would refuse it.
 */
function watchFullscreenRequests(mounted: MountedPlayer): () => boolean {
  const { player } = mounted;
  const request = player.requestFullscreen.bind(player);
  let pending = 0;
  player.requestFullscreen = ((...args: Parameters<typeof request>) => {
    pending += 1;
    const result = request(...args);
    void Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => (pending -= 1));
    return result;
  }) as typeof player.requestFullscreen;
  return () => pending > 0;
}

/** Mounts the first player; `onSettled` runs once it is loaded or has failed (the app should load then). */
export function startFirstPlayer(options: PlayerOptions, onSettled: () => void): void {
  const wrapper = document.createElement('div');
  wrapper.className = 'sp-first-player';
  document.body.append(wrapper);
  // Boot's prefetch may still be running: it leaves alone what VHS asks for itself.
  const stopNoting = onVhsRequest(notePlayerRequest);
  let mounted: MountedPlayer;
  try {
    mounted = mountPlayer(wrapper, options);
  } catch (error) {
    // Boot then loads the app, whose page mounts a player of its own.
    stopNoting();
    wrapper.remove();
    throw error;
  }
  first = { mounted, wrapper, stopNoting, fullscreenPending: watchFullscreenRequests(mounted) };
  // Another item replaced this one before the page adopted it (the host's loadVideo soon after ready): it goes, with
  // all it listens to (its saves would land on the next item), and the app comes for the next one.
  const stopWatching = useAppStore.subscribe(({ item }, previous) => {
    if (first?.mounted !== mounted) return stopWatching();
    if (previous.item !== options.item || item === options.item) return;
    stopWatching();
    first = null;
    stopNoting();
    mounted.dispose();
    wrapper.remove();
    onSettled();
  });
  mounted.listen({
    onLoaded: () => {
      stopNoting();
      wrapper.classList.add('sp-first-frame');
      document.querySelector('#root > .loading-screen')?.remove();
      reportPlayerLoaded();
      onSettled();
    },
    // The player page adopts the failed player and shows the error (MountedPlayer.listen repeats it).
    onError: onSettled,
  });
}

/**
 * Hands the first player to the page showing `item`, moved into `host` with the focus kept (once full
 * screen ends, when it is full screen); null when there is none for that item. From then on the page owns it (and disposes it).
 */
export function adoptFirstPlayer(host: HTMLElement, item: PlayerItem): MountedPlayer | null {
  if (first?.mounted.options.item !== item) return null;
  const { mounted, wrapper, stopNoting, fullscreenPending } = first;
  first = null;
  stopNoting();
  const move = (): void => {
    const active = document.activeElement;
    const refocus = active instanceof HTMLElement && wrapper.contains(active) ? active : null;
    host.append(...wrapper.childNodes);
    wrapper.remove();
    refocus?.focus({ preventScroll: true });
  };
  // Moving the element that is full screen would end it (a host's requestFullscreen just after the first
  // frame, before the app came): the player moves once the viewer leaves full screen.
  const inFullscreen = (): boolean =>
    fullscreenPending() || (document.fullscreenElement !== null && wrapper.contains(document.fullscreenElement));
  if (!inFullscreen()) move();
  else {
    const moveAfterFullscreen = (): void => {
      if (inFullscreen()) return;
      document.removeEventListener('fullscreenchange', moveAfterFullscreen);
      document.removeEventListener('fullscreenerror', moveAfterFullscreen);
      move();
    };
    document.addEventListener('fullscreenchange', moveAfterFullscreen);
    document.addEventListener('fullscreenerror', moveAfterFullscreen);
  }
  return mounted;
}
