/**
 * Forms the xAPI Video Profile statements of a visit from the player's events: initialized (once the
 * metadata is in), played, paused, seeked, interacted (rate, volume, captions, quality, fullscreen, audio
 * mode), completed (once, at the threshold) and terminated (when the player goes). Listeners hear each one:
 * the host (as the `xapi` event) and, under a cmi5 launch, the LRS.
 */
import type { Statement } from '@xapi/xapi';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { SAME_POSITION_S } from '@/services/watched-ranges';
import { SOURCE_SWITCH, switchTarget, type PlaybackState } from '../switch-source';
import type { WatchedProgress } from '../progress/watched-progress';
import { nearStarts, playedFrom } from '../progress/played-record';
import { videoSettings } from './statement-settings';
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
  /** The completed statement as it would go now, unsent (cmi5 completes a registration the saved ranges already complete). */
  completedStatement(): Statement;
  /** Takes its listeners off the player (after terminate: a stream that replaces it follows the player now). */
  dispose(): void;
}

export interface StatementOptions {
  /** The visit told completed already (an earlier stream of this player): this one does not tell it again. */
  completionTold?: boolean;
}

export function followStatements(
  player: VideoJsPlayer,
  watched: WatchedProgress,
  subject: Omit<StatementSubject, 'length'>,
  options: StatementOptions = {},
): StatementStream {
  const listeners = new Set<(statement: Statement) => void>();
  // What it listens to, so that `dispose` takes it all off again.
  const offs: (() => void)[] = [];
  const on = (events: string | string[], handler: () => void): void => {
    player.on(events, handler);
    offs.push(() => player.off(events, handler));
  };
  let initialized = false;
  let terminated = false;
  let lastTime = 0;
  const rounded = (seconds: number): number => Math.round(seconds * 1000) / 1000;
  const time = (): number => rounded(player.currentTime() ?? 0);
  const length = (): number => {
    const duration = player.duration() ?? 0;
    return Number.isFinite(duration) ? duration : 0;
  };
  // This visit's parts played, in the order played, from where playback started to where it stopped or jumped;
  // the profile's played-segments puts the saved ones (earlier visits, a late saved view's too) first.
  const segments: [number, number][] = [];
  let openedAt: number | null = null;
  // The time spent playing (the profile's duration): wall clock while not paused.
  let playingMs = 0;
  let playingSince: number | null = null;
  // A source switch (audio mode, a reload after an error) starts over at 0, seeks back and plays again if it
  // played: none of it is the viewer's act. Whether it played (or the viewer played it since), whether that play came,
  // and where it stood and what it restores (switch-source.ts), for a seek the viewer made while it loaded.
  let switching: { wasPlaying: boolean; restored: boolean; from?: number; target?: Readonly<PlaybackState> } | null = null;
  // Where the seek under way started (a seek's own timeupdate comes before its seeked), and whether it is
  // the replay after the end (play() on ended media seeks to 0 itself).
  let seekFrom: number | null = null;
  let ended = false;
  let replaying = false;
  // Where the media last stood still (paused, a seek's target): a stretch of playback from there starts there, though
  // its 'play' or 'seeked' event runs late on a busy page, after playback has moved on (0.2 s and more).
  let restingAt: number | null = null;
  let seekTarget: number | null = null;
  const open = (): void => {
    if (switching || player.paused()) return;
    playingSince ??= Date.now();
    if (openedAt !== null || player.seeking()) return;
    const at = time();
    // Also the browser's record of what played (these statements may come after playback started); the latest of
    // the two, as the record joins this stretch to one it touches (a pause, then play).
    const starts = nearStarts(at, [restingAt, playedFrom(player, at)]);
    openedAt = rounded(starts.length > 0 ? Math.max(...starts) : at);
    restingAt = null;
  };
  const close = (at: number): void => {
    if (openedAt !== null && at > openedAt) segments.push([openedAt, at]);
    openedAt = null;
    restingAt = at;
  };
  const stopClock = (): void => {
    if (playingSince !== null) playingMs += Date.now() - playingSince;
    playingSince = null;
  };
  const progressResult = (): Record<string, unknown> => {
    const progress = watched.current();
    const now = openedAt !== null && time() > openedAt ? [[openedAt, time()] as const] : [];
    return {
      [EXTENSIONS.progress]: Math.round(progress.percent * 10) / 1000,
      [EXTENSIONS.playedSegments]: playedSegments([...watched.saved, ...segments, ...now]),
    };
  };
  const duration = (): string => isoDuration(playingMs + (playingSince === null ? 0 : Date.now() - playingSince));
  const form = (verb: VideoVerb, result?: Statement['result'], extensions?: Record<string, unknown>, id?: string) =>
    videoStatement(
      verb,
      { ...subject, length: length() },
      { ...(result ? { result } : {}), ...(extensions ? { extensions } : {}), ...(id ? { id } : {}) },
    );
  const send = (...args: Parameters<typeof form>): void => {
    if (terminated || (!initialized && args[0] !== 'initialized')) return;
    const statement = form(...args);
    for (const listener of listeners) listener(statement);
  };
  // Whether the host heard that playback goes: a 'play' queued before initialized saw it playing is no second start.
  let toldPlaying = false;
  const played = (): void => {
    open();
    if (toldPlaying || !initialized) return;
    toldPlaying = true;
    send('played', { extensions: { [EXTENSIONS.time]: openedAt ?? time() } });
  };
  const paused = (): void => {
    toldPlaying = false;
    close(time());
    stopClock();
    send('paused', { extensions: { [EXTENSIONS.time]: time(), ...progressResult() } });
  };

  const initialize = (): void => {
    if (initialized) return;
    initialized = true;
    if (player.paused()) restingAt = time();
    // The profile's session-id is the initialized statement's id (under cmi5, cmi5's initialized).
    send('initialized', undefined, videoSettings(player), subject.sessionIdTaken ? undefined : subject.sessionId);
    if (!player.paused()) played();
  };
  if ((player.readyState() ?? 0) >= 1) queueMicrotask(initialize);
  else {
    player.one('loadedmetadata', initialize);
    offs.push(() => player.off('loadedmetadata', initialize));
  }

  on('timeupdate', () => {
    // A new source puts the time at 0 before it loads: not where playback was.
    if (player.seeking() || switching) return;
    lastTime = time();
    if (initialized) open();
  });
  // A new source under way (its first load came before the statements): what played so far ends where it
  // stood. A source switch says so as it starts, before the old source's last events; otherwise 'emptied' comes
  // first, before the time goes to 0; 'loadstart' where a source replaces none.
  const startSwitch = (): void => {
    if (!initialized || switching) return;
    close(lastTime);
    switching = { wasPlaying: playingSince !== null, restored: false };
    stopClock();
  };
  on(['emptied', 'loadstart'], startSwitch);
  on(SOURCE_SWITCH, () => {
    // A switch that starts while one loads restores in turn: its own play is still to come.
    if (switching) switching.restored = false;
    startSwitch();
    // A switch that starts while one loads carries its target over: where the first stood is where the seek started.
    const target = switchTarget(player);
    if (!switching || !target) return;
    switching.from ??= target.time;
    switching.target = target;
  });
  // The switch is over once it is back where it stood (seeked), playing again, or ready paused at the start. It
  // restores where the viewer sought meanwhile: the seek is sent now, as it takes effect.
  const sendSwitchSeek = (): void => {
    const { from, target } = switching ?? {};
    if (!switching || from === undefined || !target || Math.abs(target.time - from) <= SAME_POSITION_S) return;
    send('seeked', { extensions: { [EXTENSIONS.timeFrom]: rounded(from), [EXTENSIONS.timeTo]: rounded(target.time) } });
    switching.from = restingAt = target.time;
  };
  const switched = (): void => {
    sendSwitchSeek();
    switching = null;
    lastTime = time();
    open();
  };
  on('playing', () => {
    if (switching && !player.seeking()) switched();
  });
  on('canplay', () => {
    if (switching && !switching.wasPlaying && player.paused() && !player.seeking()) switched();
  });
  on('play', () => {
    ended = false;
    if (switching?.wasPlaying && !switching.restored) {
      // The switch's own play, restoring the state.
      switching.restored = true;
      return;
    }
    // The viewer's, from where they sought meanwhile (that seek goes first, as it would have without a switch). The
    // switch now plays, as if it had played all along: it still ends as its restore lands, and the restore's seek
    // back to where it stood is no seek of the viewer's.
    if (switching) {
      sendSwitchSeek();
      Object.assign(switching, { wasPlaying: true, restored: true });
    }
    played();
  });
  // The end stops the media too: the profile's paused, at the end.
  on('pause', () => {
    // During a switch, a pause is the viewer's after its own play, or when it leaves paused the state the switch
    // restores (the player reads it as its own until then, switch-intent.ts): not the media's, as its source goes.
    if (switching && !switching.restored && !(switching.wasPlaying && player.paused())) return;
    if (switching) switching.wasPlaying = false;
    paused();
  });
  on('ended', () => (ended = true));
  on('seeking', () => {
    if (switching) return;
    replaying ||= ended && (player.currentTime() ?? 0) < 0.5;
    ended = false;
    seekFrom ??= lastTime;
    close(lastTime);
    // During the seek the media reads its target.
    restingAt = seekTarget = time();
  });
  on('seeked', () => {
    if (switching) {
      if (!player.seeking()) switched();
      return;
    }
    const from = seekFrom ?? lastTime;
    const to = seekTarget ?? time();
    seekFrom = seekTarget = null;
    if (!replaying) send('seeked', { extensions: { [EXTENSIONS.timeFrom]: from, [EXTENSIONS.timeTo]: to } });
    replaying = false;
    lastTime = time();
    open();
  });
  let settle: number | undefined;
  const interacted = (): void => {
    if (settle !== undefined) player.clearTimeout(settle);
    settle = player.setTimeout(() => {
      settle = undefined;
      send('interacted', { extensions: { [EXTENSIONS.time]: time() } }, videoSettings(player));
    }, INTERACTION_SETTLE_MS);
  };
  on(['ratechange', 'volumechange', 'fullscreenchange', 'audiomodechange', 'resolutionchanged'], interacted);
  const textTracks = player.textTracks() as unknown as EventTarget;
  textTracks.addEventListener('change', interacted);
  offs.push(() => textTracks.removeEventListener('change', interacted));
  offs.push(() => settle !== undefined && player.clearTimeout(settle));
  const completedResult = (): Statement['result'] => ({
    completion: true,
    duration: duration(),
    extensions: { [EXTENSIONS.time]: time(), ...progressResult() },
  });
  if (!options.completionTold) offs.push(watched.onCompleted(() => send('completed', completedResult())));
  const terminate = (): void => {
    if (terminated) return;
    // The profile: a paused goes before terminated when the media still plays.
    if (!player.paused() && initialized) paused();
    stopClock();
    send('terminated', {
      duration: duration(),
      extensions: { [EXTENSIONS.time]: time(), ...progressResult() },
    });
    terminated = true;
  };
  on('dispose', terminate);
  return {
    onStatement: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    terminate,
    completedStatement: () => form('completed', completedResult()),
    dispose: () => {
      for (const off of offs.splice(0)) off();
    },
  };
}
