/**
 * What the store knows that the host hears over the bridge: the viewer's like, a saved download, a
 * failure to load or play, and the content height. The player's own events leave from
 * player/host-control.ts; nothing else emits.
 */
import type { Bridge } from '@/services/bridge';
import { useAppStore, type AppState } from '@/store/app-store';
import type { PlayerFailure } from '@/store/item-slice';

/** The message a failure shows (the views translate the codes without one), for the host. */
const failureMessage = (failure: PlayerFailure, translate: (key: string) => string): string =>
  'message' in failure ? failure.message : translate(failureKeys[failure.code]);

/** The i18n key of each failure the widget words itself. */
export const failureKeys: Record<Exclude<PlayerFailure, { message: string }>['code'], string> = {
  'token-missing': 'missing_token',
  'load-timeout': 'load_timeout',
  playback: 'playback_error',
};

/** Connects once the app (and its translations) are up; a failure that came before is told at once. */
export function connectHostEvents(bridge: Bridge, translate: (key: string) => string): () => void {
  const { playerFailure } = useAppStore.getState();
  if (playerFailure) bridge.emit('error', { code: playerFailure.code, message: failureMessage(playerFailure, translate) });
  return useAppStore.subscribe((state: AppState, previous: AppState) => {
    if (state.liked !== previous.liked) bridge.emit('like', { curtir: state.liked });
    if (state.savedDownload && state.savedDownload !== previous.savedDownload)
      bridge.emit('download', { method: 'download', ...state.savedDownload });
    if (state.playerFailure && state.playerFailure !== previous.playerFailure)
      bridge.emit('error', { code: state.playerFailure.code, message: failureMessage(state.playerFailure, translate) });
    if (state.contentHeight !== previous.contentHeight) bridge.emit('resize', { height: state.contentHeight });
  });
}
