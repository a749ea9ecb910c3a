/**
 * Forms the xAPI Video Profile statements of a visit from the player's events: initialized (once the
 * metadata is in), played, paused, seeked, interacted (rate, volume, captions, quality, fullscreen, audio
 * mode), completed (once, at the threshold) and terminated (when the player goes). Listeners hear each one:
 * the host (as the `xapi` event) and, under a cmi5 launch, the LRS.
 */
import type { Statement } from '@xapi/xapi';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { playingQuality } from '../quality/vhs-quality';
import type { WatchedProgress } from '../progress/watched-progress';
import {
  EXTENSIONS,
  isoDuration,
  playedSegments,
  videoStatement,
  type StatementSubject,
  type VideoVerb,
} from './video-statement';

/** Several changes of one setting within this many ms (a volume drag) make one interacted statement. */
export const INTERACTION_SETTLE_MS = 600;

export interface StatementStream {
  onStatement(listener: (statement: Statement) => void): () => void;
  /** Ends the visit: the terminated statement, once. */
  terminate(): void;
  /** The result a completed statement carries now (cmi5 completes a registration the saved ranges already complete). */
  completedResult(): Statement['result'];
}

export function followStatements(
  player: VideoJsPlayer,
  watched: WatchedProgress,
  subject: Omit<StatementSubject, 'length'>,
): StatementStream {
  const listeners = new Set<(statement: Statement) => void>();
  const startedAt = Date.now();
  let initialized = false;
  let terminated = false;
  let lastTime = 0;
  const time = (): number => Math.round((player.currentTime() ?? 0) * 1000) / 1000;
  const length = (): number => {
    const duration = player.duration() ?? 0;
    return Number.isFinite(duration) ? duration : 0;
  };
  const progressResult = (): Record<string, unknown> => {
    const progress = watched.current();
    return {
      [EXTENSIONS.progress]: Math.round(progress.percent * 10) / 1000,
      [EXTENSIONS.playedSegments]: playedSegments(watched.tracker.snapshot()),
    };
  };
  const send = (verb: VideoVerb, result?: Statement['result'], extensions?: Record<string, unknown>): void => {
    if (terminated || (!initialized && verb !== 'initialized')) return;
    const statement = videoStatement(
      verb,
      { ...subject, length: length() },
      { ...(result ? { result } : {}), ...(extensions ? { extensions } : {}) },
    );
    for (const listener of listeners) listener(statement);
  };
  const settings = (): Record<string, unknown> => {
    const captions = Array.from(player.textTracks() as unknown as ArrayLike<TextTrack>).find((track) => track.mode === 'showing');
    return {
      [EXTENSIONS.speed]: `${player.playbackRate() ?? 1}x`,
      [EXTENSIONS.volume]: player.muted() ? 0 : Math.round((player.volume() ?? 1) * 100) / 100,
      [EXTENSIONS.ccEnabled]: captions !== undefined,
      ...(captions ? { [EXTENSIONS.ccLanguage]: captions.language } : {}),
      [EXTENSIONS.quality]: playingQuality(player).label,
      [EXTENSIONS.fullScreen]: player.isFullscreen() ?? false,
      [`${location.origin}/xapi/extensions/audio-mode`]: useAppStore.getState().audioMode,
    };
  };

  const initialize = (): void => {
    if (initialized) return;
    initialized = true;
    send('initialized', undefined, settings());
    if (!player.paused()) send('played', { extensions: { [EXTENSIONS.time]: time() } });
  };
  if ((player.readyState() ?? 0) >= 1) queueMicrotask(initialize);
  else player.one('loadedmetadata', initialize);

  player.on('timeupdate', () => {
    if (!player.seeking()) lastTime = time();
  });
  player.on('play', () => send('played', { extensions: { [EXTENSIONS.time]: time() } }));
  player.on('pause', () => {
    // The pause that comes with the end is not the viewer's.
    if (player.ended()) return;
    send('paused', { extensions: { [EXTENSIONS.time]: time(), ...progressResult() } });
  });
  player.on('seeked', () => {
    send('seeked', { extensions: { [EXTENSIONS.timeFrom]: lastTime, [EXTENSIONS.timeTo]: time() } });
    lastTime = time();
  });
  let settle: number | undefined;
  const interacted = (): void => {
    if (settle !== undefined) player.clearTimeout(settle);
    settle = player.setTimeout(() => {
      settle = undefined;
      send('interacted', { extensions: { [EXTENSIONS.time]: time() } }, settings());
    }, INTERACTION_SETTLE_MS);
  };
  player.on(['ratechange', 'volumechange', 'fullscreenchange', 'audiomodechange', 'resolutionchanged'], interacted);
  (player.textTracks() as unknown as EventTarget).addEventListener('change', interacted);
  const completedResult = (): Statement['result'] => ({
    completion: true,
    duration: isoDuration(Date.now() - startedAt),
    extensions: { [EXTENSIONS.time]: time(), ...progressResult() },
  });
  watched.onCompleted(() => send('completed', completedResult()));
  const terminate = (): void => {
    if (terminated) return;
    send('terminated', {
      duration: isoDuration(Date.now() - startedAt),
      extensions: { [EXTENSIONS.time]: time(), ...progressResult() },
    });
    terminated = true;
  };
  player.on('dispose', terminate);
  return {
    onStatement: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    terminate,
    completedResult,
  };
}
