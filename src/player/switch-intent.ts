/**
 * While a source switch loads, the player's play, pause, paused, currentTime and playbackRate act on and read the state
 * the switch will restore, whoever calls them (controls, keyboard, host), and its duration is the one before until the
 * new source knows its own. The methods are taken over because Video.js's middleware cannot reach the playback rate.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

/** The state a pending switch restores, as the viewer may change it. */
export interface SwitchTarget {
  time: number;
  rate: number;
  paused: boolean;
}

const TAKEN = ['play', 'pause', 'paused', 'currentTime', 'playbackRate', 'duration'] as const;

type MediaTech = { paused?: () => boolean; trigger(type: string): void } | undefined;
/** Video.js's play asked before the source was ready, which it runs at the new source's 'loadstart'. */
type QueuedPlay = { waitToPlay_?: ((event?: Event) => void) | null };

/** A duration the media knows: none before its metadata (NaN), nor 0. */
const known = (duration: number | undefined): duration is number => duration !== undefined && duration > 0;

/**
 * Points the player's play, pause, seek and rate at `target`, and answers `durationBefore` (the duration before the
 * switch) while the loading media knows none; the function returned gives them back, once.
 */
export function captureIntent(player: VideoJsPlayer, target: SwitchTarget, durationBefore = NaN): () => void {
  const own = TAKEN.map((name) => [name, Object.getOwnPropertyDescriptor(player, name)] as const);
  const play = player.play.bind(player);
  const pause = player.pause.bind(player);
  const setRate = player.playbackRate.bind(player);
  const duration = player.duration.bind(player);
  const takenOver: Pick<VideoJsPlayer, (typeof TAKEN)[number]> = {
    // Asked of the media too: it plays once it can (the restore seeks first), and the promise tells whether it did.
    play: () => {
      target.paused = false;
      return play();
    },
    pause: () => {
      target.paused = true;
      // A play asked earlier in the switch would otherwise start the new source.
      const queued = player as unknown as QueuedPlay;
      if (queued.waitToPlay_) {
        player.off(['ready', 'loadstart'], queued.waitToPlay_);
        queued.waitToPlay_ = null;
      }
      const media = player.tech(true) as unknown as MediaTech;
      // The load stopped the media without a 'pause' (the media element's load algorithm fires none), so
      // Video.js still shows it playing: it hears the pause asked for.
      if (media?.paused?.() && player.hasClass('vjs-playing')) media.trigger('pause');
      else pause();
    },
    paused: () => target.paused,
    // Only the restore seeks: the loading media has no time yet, and Video.js may still be setting its source.
    currentTime: (seconds?: number | string) => {
      if (seconds === undefined) return target.time;
      const time = Number(seconds);
      if (!Number.isFinite(time)) return undefined;
      target.time = Math.max(0, time);
      // The time display and the host follow 'timeupdate'.
      player.trigger('timeupdate');
      return undefined;
    },
    // Set on the media at once too, so that the rate menu and the preferences hear it ('ratechange').
    playbackRate: (rate?: number) => {
      if (rate === undefined) return target.rate;
      target.rate = rate;
      setRate(rate);
      return undefined;
    },
    // The same item loads again (its audio and its video last as long): the digit keys, the progress bar, the time
    // display and the host read the duration before the switch. Video.js still sets the new source's through here.
    duration: (seconds?: number) => {
      if (seconds !== undefined) return duration(seconds);
      const now = duration();
      return known(now) || !known(durationBefore) ? now : durationBefore;
    },
  };
  Object.assign(player, takenOver);
  // The media played or paused without the player (the picture-in-picture window's button, the element itself).
  const played = (): void => void (target.paused = false);
  const paused = (): void => void (target.paused = true);
  player.on('play', played);
  player.on('pause', paused);
  // Once only: a second call (a dropped switch whose promised source settles later) would take a newer switch's.
  let released = false;
  return () => {
    if (released) return;
    released = true;
    player.off('play', played);
    player.off('pause', paused);
    for (const [name, descriptor] of own) {
      if (descriptor) Object.defineProperty(player, name, descriptor);
      else delete (player as unknown as Record<string, unknown>)[name];
    }
  };
}
