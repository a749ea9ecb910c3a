/**
 * What the host SDK can do with the player, and what it hears from it: the bridge's command handlers
 * (each argument checked) and the player's events, forwarded while the player lives.
 */
import type { Quality, TimeData } from '@sphere/host-sdk/protocol';
import { BridgeError, type Bridge, type CommandHandlers } from '@/services/bridge';
import { useAppStore } from '@/store/app-store';
import { availableFeatures } from '@/store/available-features';
import { canUsePictureInPicture } from './picture-in-picture';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { AUTO, readTracks, selectTrack, selectedTrack } from './quality/vhs-quality';

/** At most one 'timeupdate' per this many ms goes to the host. */
export const TIMEUPDATE_INTERVAL_MS = 250;

const invalid = (what: string): BridgeError => new BridgeError('invalid-args', what);
const finite = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`${what} must be a finite number.`);
  return value;
};
const within = (value: unknown, min: number, max: number, what: string): number => {
  const number = finite(value, what);
  if (number < min || number > max) throw invalid(`${what} must be between ${min} and ${max}.`);
  return number;
};
const bool = (value: unknown, what: string): boolean => {
  if (typeof value !== 'boolean') throw invalid(`${what} must be true or false.`);
  return value;
};

function times(player: VideoJsPlayer): TimeData {
  const duration = player.duration() ?? 0;
  return { currentTime: player.currentTime() ?? 0, duration: Number.isFinite(duration) ? duration : 0 };
}

function qualities(player: VideoJsPlayer): Quality[] {
  const selected = selectedTrack(player);
  return [
    { id: AUTO, label: player.localize('Automática'), selected: selected === AUTO },
    ...readTracks(player).map((track) => ({ id: track.id, label: track.label, selected: selected === track.id })),
  ];
}

function handlers(player: VideoJsPlayer): CommandHandlers {
  return {
    play: async () => {
      try {
        await player.play();
      } catch (error) {
        throw new BridgeError('failed', error instanceof Error ? error.message : 'play() was refused.');
      }
    },
    pause: () => void player.pause(),
    seek: (seconds) => {
      const end = times(player).duration || Infinity;
      player.currentTime(Math.min(Math.max(0, finite(seconds, 'seconds')), end));
      return player.currentTime() ?? 0;
    },
    getCurrentTime: () => times(player).currentTime,
    getDuration: () => times(player).duration,
    getPaused: () => player.paused(),
    getVolume: () => player.volume() ?? 1,
    setVolume: (volume) => {
      player.volume(within(volume, 0, 1, 'volume'));
      return within(volume, 0, 1, 'volume');
    },
    getMuted: () => player.muted() ?? false,
    setMuted: (muted) => {
      player.muted(bool(muted, 'muted'));
      return bool(muted, 'muted');
    },
    getPlaybackRate: () => player.playbackRate() ?? 1,
    setPlaybackRate: (rate) => {
      player.playbackRate(within(rate, 0.5, 2, 'rate'));
      return within(rate, 0.5, 2, 'rate');
    },
    getQualities: () => qualities(player),
    setQuality: (id) => {
      if (typeof id !== 'string' || !qualities(player).some((quality) => quality.id === id))
        throw invalid(`no quality ${String(id)}.`);
      selectTrack(player, id);
      return id;
    },
    setAudioMode: (on) => {
      const state = useAppStore.getState();
      if (!availableFeatures(state).audioMode) throw new BridgeError('unsupported', 'No audio mode here.');
      state.setAudioMode(bool(on, 'on'));
      return bool(on, 'on');
    },
    requestPictureInPicture: async () => {
      if (!canUsePictureInPicture(player, useAppStore.getState()))
        throw new BridgeError('unsupported', 'No picture-in-picture here.');
      try {
        await player.requestPictureInPicture();
      } catch (error) {
        throw new BridgeError('failed', error instanceof Error ? error.message : 'Picture-in-picture was refused.');
      }
    },
  };
}

/** Connects the player to the host; returns the function that disconnects it (the player's dispose also does). */
export function connectHostControl(player: VideoJsPlayer, bridge: Bridge): () => void {
  const detach = bridge.attach(handlers(player));
  let lastTimeUpdate = 0;
  player.on(['play', 'pause', 'ended', 'seeked'], (event: Event) => {
    bridge.emit(event.type as 'play', times(player));
  });
  player.on('timeupdate', () => {
    const now = performance.now();
    if (now - lastTimeUpdate < TIMEUPDATE_INTERVAL_MS) return;
    lastTimeUpdate = now;
    bridge.emit('timeupdate', times(player));
  });
  player.on('ratechange', () => bridge.emit('ratechange', { playbackRate: player.playbackRate() ?? 1 }));
  player.on('volumechange', () => bridge.emit('volumechange', { volume: player.volume() ?? 1, muted: player.muted() ?? false }));
  player.on('resolutionchanged', (event: Event) => {
    const detail = (event as unknown as { detail?: { id: string; label: string } }).detail;
    bridge.emit('resolutionchanged', { id: detail?.id ?? AUTO, label: detail?.label ?? AUTO });
  });
  player.on('audiomodechange', () => bridge.emit('audiomodechange', { audioMode: useAppStore.getState().audioMode }));
  player.on('autoplayblocked', () => bridge.emit('autoplayblocked', { muted: player.muted() ?? false }));
  player.on('dispose', detach);
  return detach;
}
