/**
 * Changes the player's source and carries over the position, the rate, whether it was playing and the audio
 * track the viewer chose (an HLS alternate audio rendition, by its name). While a source loads, the player's
 * state is the one the switch will restore, not the loading source's (at 0, paused): the viewer's play, pause,
 * seek and rate change it (switch-intent.ts), so the restore applies what the viewer last asked for; and a switch
 * that starts then (two quick audio rendition choices, audio mode turned off as it loads, a reload) carries it
 * over in turn, and only the last switch restores. Its duration is the one before until the new source knows its
 * own: the same item loads again.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { audioTracksOf, chooseAudioTrack, chosenAudioTrack, renditionsKept } from './audio/audio-tracks';
import type { PlayerSource } from './player-source';
import { captureIntent } from './switch-intent';

export interface PlaybackState {
  time: number;
  rate: number;
  paused: boolean;
  /** The enabled audio track's label, when the source has more than one. */
  audioTrack?: string;
}

interface SourceSwitch {
  /** Unknown while its URL is still being fetched (a reload's freshly signed one). */
  source?: PlayerSource;
  state: PlaybackState;
  /** Drops its restore and gives the player's methods back (a later switch restores instead, or none). */
  drop(): void;
}

/**
 * Fired on the player as a switch starts, before Video.js sets its source: the old source's last events (a
 * timeupdate, while the player already reads the switch's state) are no playback.
 */
export const SOURCE_SWITCH = 'sourceswitch';

/** The switch whose source is loading, per player, until its metadata restores the state. */
const switches = new WeakMap<VideoJsPlayer, SourceSwitch>();

/** The state the player's pending switch restores, as the viewer's acts change it until then (none when none is pending). */
export const switchTarget = (player: VideoJsPlayer): Readonly<PlaybackState> | undefined => switches.get(player)?.state;

/** The source the player plays, or the one it is switching to. */
export const targetSource = (player: VideoJsPlayer): string | undefined =>
  switches.get(player)?.source?.src ?? (player.currentSource() as { src?: string } | undefined)?.src;

/**
 * The player's state; while a source loads, the one its switch restores. The audio track there is the switch's
 * too, unless audio mode keeps the renditions: the viewer's choice among them is the current one.
 */
export function readPlaybackState(player: VideoJsPlayer): PlaybackState {
  const pending = switches.get(player)?.state;
  if (pending) {
    const { audioTrack: switched, ...state } = pending;
    const audioTrack = renditionsKept(player) ? chosenAudioTrack(player)?.label : switched;
    return audioTrack === undefined ? state : { ...state, audioTrack };
  }
  // The tech's own rate: the player's getter is cached until 'ratechange'.
  const tech = player.tech(true) as unknown as { playbackRate?: () => number } | undefined;
  const state = {
    time: player.currentTime() ?? 0,
    rate: tech?.playbackRate?.() ?? player.playbackRate() ?? 1,
    paused: player.paused(),
  };
  const audioTrack = chosenAudioTrack(player)?.label;
  return audioTrack === undefined ? state : { ...state, audioTrack };
}

/**
 * The viewer chose the audio rendition `label` (the menu, the host): it plays now, and while a source loads it is the
 * one the switch restores, or the restore would bring back the one before (audio mode's kept choice is read as it is).
 */
export function chooseRendition(player: VideoJsPlayer, label: string): void {
  chooseAudioTrack(player, label);
  const pending = switches.get(player);
  if (pending && !renditionsKept(player)) pending.state.audioTrack = label;
}

export function restorePlaybackState(player: VideoJsPlayer, state: PlaybackState): void {
  if (state.time > 0) player.currentTime(state.time);
  player.playbackRate(state.rate);
  // VHS enables the default rendition of a source it loads; the one chosen before comes back, if the source has it.
  const chosen = audioTracksOf(player).find((track) => track.label === state.audioTrack);
  if (chosen && !chosen.enabled) chosen.enabled = true;
  if (!state.paused) void player.play()?.catch(() => undefined);
  // Paused as asked, whatever started the media meanwhile.
  else if (!player.paused()) player.pause();
}

/**
 * Loads `source` and, once its metadata is known (a live source: as it starts), restores `state` (by default the state
 * read just before the switch) as the viewer changed it meanwhile. The switch is pending from this call, also while a
 * promised source is still being fetched (a reload's freshly signed URL). A switch still pending is dropped: its source
 * is never set if it had none yet, its restore never comes, and its state is what this one reads.
 *
 * Only the new source's metadata counts: Video.js sets a source a tick after `src()` (its middleware),
 * and the source before goes on until then. A failing VHS source still appends what it had (the audio,
 * after it gave up on every video rendition) and may fire its own late 'loadedmetadata' in between. The
 * new source starts with its 'loadstart', where the media element drops the old one's pending events,
 * so the 'loadedmetadata' after it is the new source's.
 */
export function switchSource(
  player: VideoJsPlayer,
  source: PlayerSource | Promise<PlayerSource>,
  state = readPlaybackState(player),
): void {
  // Read before a pending switch gives the player's methods back: it answers the duration before it, if it must.
  const duration = player.duration();
  // A live source loads nothing before it plays (VHS): no metadata comes until then, so its state is restored as it
  // starts, and from its live edge: the position before is on the old source's timeline, not on this one's.
  const live = duration === Infinity;
  // Video.js takes a source that loads paused for a lesson not started yet (the poster and the big play button, no
  // bar): the viewer's had started, and goes on from where it stood.
  const started = (player.hasStarted as (request?: boolean) => boolean).call(player); // the getter: Video.js types the setter
  cancelSwitch(player);
  // A copy: the viewer's acts change it, never the state a caller keeps.
  const target = { ...state };
  const release = captureIntent(player, target, duration);
  let dropped = false;
  // Restored or dropped: the player's methods are its own again.
  const end = (): void => {
    if (switches.get(player) === pending) switches.delete(player);
    release();
    player.off('dispose', drop);
  };
  const restore = (): void => {
    end();
    restorePlaybackState(player, live ? { ...target, time: 0 } : target);
  };
  const awaitMetadata = (): void => {
    if (started) player.hasStarted(true);
    if (live) restore();
    else player.one('loadedmetadata', restore);
  };
  const drop = (): void => {
    dropped = true;
    end();
    player.off('loadstart', awaitMetadata);
    player.off('loadedmetadata', restore);
  };
  const pending: SourceSwitch = { state: target, drop };
  switches.set(player, pending);
  // A disposed player still answers the host: with its own state.
  player.one('dispose', drop);
  player.trigger(SOURCE_SWITCH);
  const load = (next: PlayerSource): void => {
    if (dropped) return;
    pending.source = next;
    player.src(next);
    player.one('loadstart', awaitMetadata);
  };
  if (!(source instanceof Promise)) return load(source);
  // A source that never comes leaves the player as it is, its own again.
  void source.then(load, drop);
}

/** Drops the player's pending switch, if any: its restore never comes, and its methods are its own again (a fatal error). */
export function cancelSwitch(player: VideoJsPlayer): void {
  switches.get(player)?.drop();
}
