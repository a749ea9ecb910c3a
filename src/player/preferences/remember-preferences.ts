/**
 * Applies the viewer's remembered preferences to a new player, and remembers what the viewer changes:
 * volume and muted, playback rate, the captions language, audio mode, the audio rendition among several (which
 * audio/start-rendition.ts applies, as VHS lists the renditions, before their metadata is in). A
 * mute forced by the autoplay fallback (the browser refused sound) is not the viewer's choice and is not
 * remembered. Under a cmi5 launch the learner's audioPreference (their LMS's setting for every lesson) starts
 * the lesson muted or not, over the stored muted, unless the viewer has already set the sound in this visit or
 * playback has started (it comes with the launch, maybe seconds in; unmuting a playing video without a gesture
 * can make the browser pause it), and never turns on sound the autoplay fallback turned off; being the LMS's
 * setting, it is not remembered as the viewer's. Captions remembered on come on, in a language this item may lack;
 * the learner's languages (languagePreference) choose the captions track where the viewer has no language of their
 * own that it has (captions/caption-languages.ts), never turning captions on, and are not remembered either. A
 * volumechange, or a captions change, is the viewer's when the sound or the captions differ from the last the widget
 * set or saw, so the widget's own changes are never taken for theirs, whether or not an event follows them; so is a
 * change of audio mode. Decision: the host's calls (setVolume, setPlaybackRate, enableTextTrack, setAudioMode,
 * enableAudioTrack) count as the viewer's: the host's page speaks for its viewer (its own buttons), and nothing tells an
 * integrator's default from a viewer's click. Audio mode or a rate set in this visit, before the metadata too (a host's
 * call as the widget starts), is remembered, and the stored one yields to it.
 */
import { NO_LEARNER_PREFERENCES, type LearnerPreferences } from '@/services/learner-preferences';
import type { Preferences } from '@/services/preferences';
import { useAppStore } from '@/store/app-store';
import { availableFeatures } from '@/store/available-features';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { chosenAudioTrack, KEPT_RENDITION_CHOICE, viewerChoseAudioTrack } from '../audio/audio-tracks';
import { RATE_CHOSEN } from './choose-rate';
import {
  captionTrackToTurnOn,
  learnerCaptionTrack,
  ownCaptionTrack,
  setLearnerLanguages,
  setOwnCaptionsLanguage,
  showCaptionTrack,
  shownCaptions,
} from '../captions/caption-languages';
import { devWarn } from '@/services/dev-console';

type Sound = Required<Pick<Preferences, 'volume' | 'muted'>>;

export function rememberPreferences(
  player: VideoJsPlayer,
  stored: Promise<Preferences>,
  save: (change: Preferences) => void,
  learner: Promise<LearnerPreferences> = Promise.resolve(NO_LEARNER_PREFERENCES),
): () => void {
  // Until the stored preferences are applied, the rate, captions, renditions and audio mode are not saved
  // (applying them fires the same events).
  let applied = false;
  let autoMuted = false;
  /** The viewer set the volume or the sound in this visit: the stored and the learner's sound, coming later, yield. */
  let viewerSetSound = false;
  /** Playback has started: the learner's cmi5 'on', coming later, yields (unmuting without a gesture may pause it). */
  let playbackStarted = false;
  const soundNow = (): Sound => ({ volume: player.volume() ?? 1, muted: player.muted() ?? false });
  /** The sound as the widget last set or saw it: a volumechange that finds another is the viewer's. */
  let knownSound = soundNow();
  /** The captions as the widget last set or saw them: a change that finds others is the viewer's. */
  let knownCaptions: string | null = null;
  /** The viewer changed the captions in this visit: the learner's languages, coming later, yield. */
  let viewerSetCaptions = false;
  /** Audio mode as the widget last set or saw it: a change that finds another is the viewer's (or the host's). */
  let knownAudioMode = useAppStore.getState().audioMode;
  /** Audio mode was set in this visit (before the metadata too): the stored one, coming later, yields. */
  let viewerSetAudioMode = false;
  /** A rate set before the metadata (a host's setPlaybackRate as the widget starts), which the media's load resets. */
  let earlyRate: number | undefined;
  // Once the tech is ready (a setter before it waits for it), so that what is read back is what was set.
  const setSound = (sound: Partial<Sound>): void =>
    player.ready(() => {
      if (sound.volume !== undefined) player.volume(sound.volume);
      if (sound.muted !== undefined) player.muted(sound.muted);
      knownSound = soundNow();
    }, true);

  // The media's load resets its rate: the rate and the captions wait for the metadata.
  const metadata = new Promise<void>((resolve) => {
    if (player.readyState() >= 1) resolve();
    else player.one('loadedmetadata', () => resolve());
  });
  // The stored sound at once (a setter waits for the tech); the rest once the metadata is in.
  const storedSound = stored.then((preferences) => {
    if (!player.isDisposed() && !viewerSetSound) setSound({ volume: preferences.volume, muted: preferences.muted });
    return preferences;
  });
  // Captions on (by the viewer's remembered preference, or by the item's default track) show in the first of the
  // learner's languages the item has, unless the viewer has a language of their own that it has, or changed the
  // captions in this visit. Off, they stay off.
  const captionsInLearnerLanguage = (): void => {
    if (!applied || viewerSetCaptions || player.isDisposed() || ownCaptionTrack(player) || shownCaptions(player) === null) return;
    const track = learnerCaptionTrack(player);
    if (!track || track.mode === 'showing') return;
    showCaptionTrack(player, track);
    knownCaptions = shownCaptions(player);
  };
  // Preferences that cannot be read or applied leave the player as it is: they only add comfort.
  const applying = storedSound.then(async (preferences) => {
    await metadata;
    if (player.isDisposed()) return;
    const rate = earlyRate ?? preferences.playbackRate;
    if (rate !== undefined) {
      player.defaultPlaybackRate(rate);
      player.playbackRate(rate);
    }
    if (earlyRate !== undefined) save({ playbackRate: earlyRate });
    // Remembered on, captions come on: in the viewer's language, else the learner's, else the item's first track.
    if (typeof preferences.captions === 'string') setOwnCaptionsLanguage(player, preferences.captions);
    if (preferences.captions !== undefined)
      showCaptionTrack(player, preferences.captions === null ? undefined : captionTrackToTurnOn(player));
    knownCaptions = shownCaptions(player);
    const state = useAppStore.getState();
    if (preferences.audioMode && !viewerSetAudioMode && availableFeatures(state).audioMode) {
      knownAudioMode = true;
      state.setAudioMode(true);
    }
    applied = true;
    captionsInLearnerLanguage();
  });
  applying.catch((error: unknown) => devWarn('Preferences not applied', error));
  const learnerAudio = learner.then(
    (preferences) => {
      setLearnerLanguages(player, preferences.languages);
      captionsInLearnerLanguage();
      return preferences.audio;
    },
    () => null,
  );
  // The learner's cmi5 setting, over the stored sound, unless the viewer set the sound first. 'off' mutes whenever it
  // comes (autoplay has started playback by then, and muting needs no gesture); 'on' only before playback starts.
  void Promise.all([storedSound.catch(() => undefined), learnerAudio]).then(([, audio]) =>
    player.ready(() => {
      if (!audio || viewerSetSound || player.isDisposed()) return;
      const muted = audio === 'off';
      if (!muted && (playbackStarted || !(player.paused() ?? true))) return;
      // Sound the browser refused (the autoplay fallback's mute) stays off until the viewer asks for it.
      if ((player.muted() ?? false) === muted || (!muted && autoMuted)) return;
      setSound({ muted });
    }, true),
  );

  player.on('autoplaymuting', () => {
    autoMuted = true;
  });
  player.on('play', () => {
    playbackStarted = true;
  });
  player.on('volumechange', () => {
    const sound = soundNow();
    // The widget's own change (or one already heard): not the viewer's.
    if (sound.volume === knownSound.volume && sound.muted === knownSound.muted) return;
    knownSound = sound;
    // The autoplay fallback's mute lasts until the viewer turns the sound on.
    if (autoMuted && sound.muted) return;
    autoMuted = false;
    viewerSetSound = true;
    save(sound);
  });
  // Before the metadata: a rate chosen (the host's, whatever it is), or one other than the media's default (the
  // viewer's menu; the load's own reset goes to the default).
  player.on(RATE_CHOSEN, (_event: Event, { rate }: { rate: number }) => {
    if (!applied) earlyRate = rate;
  });
  player.on('ratechange', () => {
    const rate = player.playbackRate() ?? 1;
    if (!applied) {
      if (rate !== (player.defaultPlaybackRate() ?? 1)) earlyRate = rate;
      return;
    }
    // The chosen rate is also the media's default, so a source switch (audio mode, a reload) keeps it.
    player.defaultPlaybackRate(rate);
    save({ playbackRate: rate });
  });
  const tracks = player.textTracks() as unknown as EventTarget;
  const handleTracks = (): void => {
    const shown = shownCaptions(player);
    // Before the stored ones are applied, or the widget's own change (Video.js fires it a task later).
    if (!applied || shown === knownCaptions) return;
    knownCaptions = shown;
    viewerSetCaptions = true;
    if (shown !== null) setOwnCaptionsLanguage(player, shown);
    save({ captions: shown });
  };
  tracks.addEventListener('change', handleTracks);
  // A source that loads (a reload, audio mode) brings its renditions with the default enabled, which fires no
  // change: a change is the viewer's choice, the one switchSource puts back, or the widget's (start-rendition.ts: the
  // remembered one, the learner's language), which is not remembered: only a player whose viewer chose saves. In audio
  // mode the viewer chooses among the master's renditions it keeps.
  const audioTracks = player.audioTracks() as unknown as EventTarget;
  const handleAudioTracks = (): void => {
    const chosen = chosenAudioTrack(player);
    if (applied && chosen && viewerChoseAudioTrack(player))
      save({ audioTrack: { language: chosen.language, kind: chosen.kind } });
  };
  audioTracks.addEventListener('change', handleAudioTracks);
  player.on(KEPT_RENDITION_CHOICE, handleAudioTracks);
  // Audio mode changed by anyone but the widget (the bar's button, the host's setAudioMode), whenever it comes.
  const unsubscribe = useAppStore.subscribe(({ audioMode }) => {
    if (audioMode === knownAudioMode) return;
    knownAudioMode = audioMode;
    viewerSetAudioMode = true;
    save({ audioMode });
  });
  return () => {
    tracks.removeEventListener('change', handleTracks);
    audioTracks.removeEventListener('change', handleAudioTracks);
    player.off(KEPT_RENDITION_CHOICE, handleAudioTracks);
    unsubscribe();
  };
}
