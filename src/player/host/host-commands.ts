/** What the host SDK can do with the player: the bridge's command handlers, each argument checked. */
import { BridgeError, type CommandHandlers } from '@/services/bridge';
import { useAppStore } from '@/store/app-store';
import { availableFeatures } from '@/store/available-features';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import { canUsePictureInPicture } from '../picture-in-picture';
import { chosenQuality, selectTrack } from '../quality/vhs-quality';
import { audioTrackChoices } from '../audio/audio-tracks';
import { chooseRendition, switchTarget } from '../switch-source';
import { captionTracks } from '../captions/caption-languages';
import { chooseRate } from '../preferences/choose-rate';
import { withinSeekWindow } from '../seek-window';
import { audioTrackInfo, chaptersOf, progressOf, qualities, showingTrack, textTrackInfo, times } from './media-state';

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
/** Runs a browser request the browser may refuse (play, fullscreen, picture-in-picture), as a typed failure. */
async function attempt(run: () => Promise<unknown> | undefined, refused: string): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw new BridgeError('failed', error instanceof Error ? error.message : refused);
  }
}

/** `loadVideo`: another launch token for this frame; refused as the launch would refuse it. */
export type LoadVideo = (token: string) => Promise<void>;

/** The host's `loadVideo` call: the token checked, a refusal typed (the frame serves it with or without a player). */
export function loadVideoCommand(loadVideo: LoadVideo): CommandHandlers['loadVideo'] {
  return async (token) => {
    if (typeof token !== 'string' || token.trim() === '') throw invalid('token must be a non-empty string.');
    try {
      await loadVideo(token);
    } catch (error) {
      // A token refused before loading is the caller's argument; a load that failed is 'failed'.
      throw new BridgeError(error instanceof TypeError ? 'invalid-args' : 'failed', (error as Error).message);
    }
  };
}

export function hostCommands(player: VideoJsPlayer, watched: WatchedProgress, loadVideo: LoadVideo): CommandHandlers {
  return {
    getProgress: () => progressOf(player, watched),
    play: () =>
      attempt(
        () =>
          player.play()?.catch((error: unknown) => {
            // Cut short by a new load that carries the play over (a source switch, as audio mode's): it plays once loaded.
            if (!(error instanceof DOMException && error.name === 'AbortError' && switchTarget(player)?.paused === false))
              throw error;
          }),
        'play() was refused.',
      ),
    pause: () => void player.pause(),
    // Within what the player can seek in (a live stream's window too): the time answered is where it lands.
    seek: (seconds) => {
      player.currentTime(withinSeekWindow(player, finite(seconds, 'seconds')));
      return player.currentTime() ?? 0;
    },
    getCurrentTime: () => times(player).currentTime,
    getDuration: () => times(player).duration,
    getPaused: () => player.paused(),
    getEnded: () => player.ended(),
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
      chooseRate(player, within(rate, 0.5, 2, 'rate'));
      return within(rate, 0.5, 2, 'rate');
    },
    getLoop: () => player.loop() ?? false,
    setLoop: (loop) => {
      player.loop(bool(loop, 'loop'));
      return bool(loop, 'loop');
    },
    getQualities: () => qualities(player),
    getQuality: () => chosenQuality(player),
    setQuality: (id) => {
      if (typeof id !== 'string' || !qualities(player).some((quality) => quality.id === id))
        throw invalid(`no quality ${String(id)}.`);
      selectTrack(player, id);
      return id;
    },
    getTextTracks: () => textTrackInfo(player),
    enableTextTrack: (language) => {
      if (language !== null && typeof language !== 'string') throw invalid('language must be a string or null.');
      const tracks = captionTracks(player);
      if (language !== null && !tracks.some((track) => track.language === language)) throw invalid(`no captions in ${language}.`);
      for (const track of tracks) track.mode = track.language === language ? 'showing' : 'disabled';
      return showingTrack(player)?.language ?? null;
    },
    getAudioTracks: () => audioTrackInfo(player),
    // As the viewer's menu does: the video loads the rendition, audio mode switches to its source (the MP3 or its playlist).
    enableAudioTrack: (label) => {
      if (typeof label !== 'string' || !audioTrackChoices(player).some((track) => track.label === label))
        throw invalid(`no audio track ${String(label)}.`);
      chooseRendition(player, label);
      return label;
    },
    getChapters: () => chaptersOf(useAppStore.getState().item),
    getAudioMode: () => useAppStore.getState().audioMode,
    setAudioMode: (on) => {
      const state = useAppStore.getState();
      if (!availableFeatures(state).audioMode) throw new BridgeError('unsupported', 'No audio mode here.');
      state.setAudioMode(bool(on, 'on'));
      return bool(on, 'on');
    },
    requestPictureInPicture: () => {
      if (!canUsePictureInPicture(player, useAppStore.getState()))
        throw new BridgeError('unsupported', 'No picture-in-picture here.');
      return attempt(() => player.requestPictureInPicture(), 'Picture-in-picture was refused.');
    },
    exitPictureInPicture: () =>
      player.isInPictureInPicture()
        ? attempt(() => player.exitPictureInPicture(), 'Leaving picture-in-picture failed.')
        : undefined,
    getPictureInPicture: () => player.isInPictureInPicture() ?? false,
    requestFullscreen: () => {
      // Without allow="fullscreen" on the iframe the document may not go fullscreen at all.
      if (!document.fullscreenEnabled) throw new BridgeError('unsupported', 'Fullscreen is not allowed in this frame.');
      return attempt(() => player.requestFullscreen(), 'Fullscreen was refused.');
    },
    exitFullscreen: () =>
      player.isFullscreen() ? attempt(() => player.exitFullscreen(), 'Leaving fullscreen failed.') : undefined,
    getFullscreen: () => player.isFullscreen() ?? false,
    loadVideo: loadVideoCommand(loadVideo),
  };
}
