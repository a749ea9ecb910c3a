/**
 * What the viewer has watched of the item playing: this visit's ranges, followed from the player's
 * events, joined with the server-saved ones, and whether they complete the lesson. The one owner of the
 * visit's ranges: view saving, the host's `progress`/`completed`/`getProgress` and xAPI all ask it.
 */
import { completion, type Completion } from '@/services/completion';
import { RangeTracker, unionRanges, type Range } from '@/services/watched-ranges';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { SOURCE_SWITCH } from '../switch-source';
import { nearStarts, playedFrom } from './played-record';

export interface WatchedProgress {
  /** This visit's ranges (view saving snapshots them). */
  readonly tracker: RangeTracker;
  /** The server-saved ranges: those this visit started from, and a late saved view's (`addSaved`). */
  readonly saved: readonly Range[];
  /**
   * Joins the ranges of a saved view that came after playback started (its read was slow): completion, the
   * host's progress and xAPI count them from now on. A lesson they complete alone was completed by earlier
   * visits: `onCompleted` does not fire for it, `onCompletedBefore` does.
   */
  addSaved(ranges: readonly Range[]): void;
  /** The union of the saved ranges and this visit's, over the player's duration, at the threshold. */
  current(): Completion;
  /**
   * Calls `listener` once, when the ranges first reach the threshold (never when the saved ones already had); a
   * listener that comes after this visit reached it (the statements' code loads after the first frame) hears it
   * right after it subscribes.
   */
  onCompleted(listener: (progress: Completion) => void): () => void;
  /** Whether the saved ranges alone complete the lesson (this visit then never crosses the threshold). */
  completedBefore(): boolean;
  /**
   * Calls `listener` once the saved ranges alone complete the lesson: at once when they do, or when a late
   * saved view makes them (never when this visit's watching does).
   */
  onCompletedBefore(listener: () => void): () => void;
}

/**
 * The most a same-position seek may pass the last played time by: while playing, a timeupdate comes every 250 ms
 * or so; a longer silence is no playback (a stall waiting for data, a throttled tab). A second still bridges the
 * engine's own jump over a small gap in the buffer while it waits.
 */
const MAX_PLAYED_SINCE_UPDATE_S = 1;

/** Follows `player`, starting from the `saved` ranges, to complete at `threshold` % watched. */
export function followWatched(player: VideoJsPlayer, savedAtStart: readonly Range[], threshold: number): WatchedProgress {
  const tracker = new RangeTracker();
  const listeners = new Set<(progress: Completion) => void>();
  const beforeListeners = new Set<() => void>();
  let saved = savedAtStart;
  // Whether completion was already told (or was already true before this visit): set once the duration is known.
  let told: boolean | null = null;
  // This visit's crossing of the threshold, for listeners that come later.
  let crossed: Completion | null = null;
  const duration = (): number => {
    const value = player.duration() ?? 0;
    return Number.isFinite(value) ? value : 0;
  };
  const current = (): Completion => {
    // Where playback is now, not where the last timeupdate left it (a pause lands between two of them); during a
    // source switch, the player reads the switch's target, which is no playback.
    if (!player.seeking() && !switching) tracker.reached(player.currentTime() ?? 0);
    return completion([...saved, ...tracker.snapshot()], duration(), threshold);
  };
  const check = (): void => {
    if (told === true || duration() <= 0) return;
    told ??= completion(saved, duration(), threshold).completed;
    if (told) return;
    const progress = current();
    if (!progress.completed) return;
    told = true;
    crossed = progress;
    for (const listener of listeners) listener(progress);
  };
  // When the last time was played (wall clock), to tell the player's own same-position seeks from skips.
  let playedAt: number | null = null;
  // A source switch (audio mode, a reload) starts over at 0 and seeks back: its times in between are no playback.
  let switching = false;
  let started = false;
  // Where a play request found playback: the range opens there, even when the first 'playing' or
  // 'timeupdate' comes after the time has moved on (a busy machine: 0.1 s and more).
  let startsAt: number | null = null;
  const play = (): void => {
    if (switching || player.paused() || player.seeking()) return;
    const time = player.currentTime() ?? 0;
    // The 'play' event itself can come late too: the browser's record of what played says where this stretch began.
    const starts = startsAt === null ? [] : nearStarts(time, [startsAt, playedFrom(player, time)]);
    if (starts.length > 0) tracker.played(Math.min(...starts));
    startsAt = null;
    tracker.played(time);
    playedAt = performance.now();
    started = true;
  };
  player.on('timeupdate', () => {
    play();
    check();
  });
  player.on('play', () => {
    if (switching) startsAt = null;
    // During a seek, playback starts at its target, which the seek already set.
    else if (!player.seeking()) startsAt = player.currentTime() ?? 0;
  });
  // Opens the range where playback starts (the first timeupdate comes up to 250 ms later).
  player.on('playing', play);
  player.on('pause', () => (playedAt = null));
  // From the switch's start: until its new source starts, the player reads the switch's target (a seek then included).
  player.on([SOURCE_SWITCH, 'loadstart'], () => {
    if (started) switching = true;
  });
  player.on('seeking', () => {
    const target = player.currentTime() ?? 0;
    // Playback goes on from the seek's target (also the engine's own seek to where it stands, to unstick a start on
    // a busy machine): the range opens there, not at the first timeupdate after it. A switch's restore continues it.
    startsAt = switching ? null : target;
    const rate = player.playbackRate() ?? 1;
    // A source switch restores where it stood at the switch, up to one timeupdate (~250 ms) after the range's end.
    const playing = playedAt === null ? 0 : Math.min(MAX_PLAYED_SINCE_UPDATE_S, (performance.now() - playedAt) / 1000);
    const played = switching ? 0.35 : playing;
    tracker.seek(target, played * rate);
  });
  player.on(['seeked', 'playing'], () => {
    if (!switching) return;
    switching = false;
    play();
  });
  player.on(['pause', 'ended'], check);
  const completedBefore = (): boolean => completion(saved, duration(), threshold).completed;
  return {
    tracker,
    get saved() {
      return saved;
    },
    addSaved: (ranges) => {
      if (ranges.length === 0) return;
      const wasCompleted = completedBefore();
      saved = unionRanges([...saved, ...ranges]);
      if (wasCompleted || !completedBefore()) return check();
      // Earlier visits completed it: no crossing of this visit's is told for it (as when the view came on time).
      told = true;
      for (const listener of beforeListeners) listener();
      beforeListeners.clear();
    },
    current,
    onCompleted: (listener) => {
      listeners.add(listener);
      const reached = crossed;
      // After the subscriber's own set-up (the statement stream sends its initialized first).
      if (reached) queueMicrotask(() => listeners.has(listener) && listener(reached));
      return () => listeners.delete(listener);
    },
    completedBefore,
    onCompletedBefore: (listener) => {
      if (completedBefore()) {
        listener();
        return () => undefined;
      }
      beforeListeners.add(listener);
      return () => beforeListeners.delete(listener);
    },
  };
}
