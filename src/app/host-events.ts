/**
 * What the store knows that the host hears over the bridge: the viewer's like, a saved download, a
 * failure to load or play, a session that expired while the video plays on, and the content height. The player's own events leave from
 * player/host/player-events.ts; nothing else emits.
 */
import type { LoadErrorCode } from '@sphere/host-sdk/protocol';
import type { Bridge } from '@/services/bridge';
import { useAppStore, type AppState } from '@/store/app-store';
import type { PlayerFailure, PlayerFailureCode } from '@/store/item-slice';

/** The i18n key of each failure's own wording, for failures without a catalogue message. */
export const failureKeys: Record<PlayerFailureCode, string> = {
  'token-missing': 'missing_token',
  'token-expired': 'token_expired',
  'token-invalid': 'unauthorized',
  'load-timeout': 'load_timeout',
  playback: 'playback_error',
  undecodable: 'media_undecodable',
  unauthorized: 'unauthorized',
  'key-revoked': 'unauthorized',
  forbidden: 'forbidden',
  'not-found': 'not_found',
  network: 'network_error',
};

/** The message a failure shows: the catalogue's in the viewer's language, the server's own words, else the widget's own wording. */
export const failureMessage = (failure: PlayerFailure, translate: (key: string) => string): string =>
  failure.messageKey ? translate(failure.messageKey) : (failure.message ?? translate(failureKeys[failure.code]));

/**
 * The code the host hears for each failure: a load that timed out is the network's, a revoked key the
 * operator's 'unauthorized', media that cannot be decoded a playback failure.
 */
const hostCodes: Record<PlayerFailureCode, LoadErrorCode> = {
  'token-missing': 'token-missing',
  'token-expired': 'token-expired',
  'token-invalid': 'unauthorized',
  'load-timeout': 'network',
  playback: 'playback',
  undecodable: 'playback',
  unauthorized: 'unauthorized',
  'key-revoked': 'unauthorized',
  forbidden: 'forbidden',
  'not-found': 'not-found',
  network: 'network',
};

/** What the host hears of a failure; none when there is no failure (any longer). */
const hostError = (failure: PlayerFailure | null, translate: (key: string) => string) =>
  failure && { code: hostCodes[failure.code], message: failureMessage(failure, translate) };

/** Connects once the app (and its translations) are up; a failure that came before is told at once. */
export function connectHostEvents(bridge: Bridge, translate: (key: string) => string): () => void {
  const { playerFailure } = useAppStore.getState();
  if (playerFailure) bridge.fail(hostError(playerFailure, translate));
  const { sessionExpiredKey } = useAppStore.getState();
  if (sessionExpiredKey) bridge.emit('error', { code: 'token-expired', message: translate(sessionExpiredKey) });
  return useAppStore.subscribe((state: AppState, previous: AppState) => {
    if (state.liked !== previous.liked) bridge.emit('like', { curtir: state.liked });
    // Once per file (its name is unique): the slice later drops the bytes it handed over, and that is no new file.
    if (state.savedDownload && state.savedDownload.name !== previous.savedDownload?.name)
      bridge.emit('download', { method: 'download', ...state.savedDownload });
    // A failure, or none once a retry or another item is loading: the host hears what the viewer sees.
    if (state.playerFailure !== previous.playerFailure) bridge.fail(hostError(state.playerFailure, translate));
    // The session expired while the video plays on: the host hears the same code, and the player stays (no fail()).
    if (state.sessionExpiredKey && state.sessionExpiredKey !== previous.sessionExpiredKey)
      bridge.emit('error', { code: 'token-expired', message: translate(state.sessionExpiredKey) });
    if (state.contentHeight !== previous.contentHeight) bridge.emit('resize', { height: state.contentHeight });
  });
}
