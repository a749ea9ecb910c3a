/**
 * Mounts Video.js on an item in a host element, with everything that plays along (recovery, resume,
 * autoplay, audio mode, host control, progress, usage; shortcuts and thumbnails from the first frame on),
 * and takes it all down again. Boot calls
 * it for the first item before the app's code loads (first-player.ts); the player page for later ones.
 */
import 'video.js/dist/video-js.css';
import './control-bar/control-bar.css';
import './control-bar/control-bar-a11y.css';
import './player.css';
import './seek-preview/seek-preview.css';
import type { PlayerItem } from '@/services/api-contract';
import { completionThreshold } from '@/services/completion';
import { loadChunk } from '@/services/chunk-loader';
import type { AppConfig } from '@/services/config';
import { announceFullscreenChangesOnTime } from '@/services/fullscreen-change-on-time';
import { createPreferenceWriter, takePreferences } from '@/services/preferences';
import { NETWORK_WAIT_TRIES } from '@/services/retry-policy';
import { runtime } from '@/services/runtime';
import { useAppStore } from '@/store/app-store';
import { attachAudioMode } from './audio/attach-audio-mode';
import type { AudioStart } from './audio/audio-start';
import { publishAudioRenditions } from './audio/publish-audio-renditions';
import { followStartRendition } from './audio/start-rendition';
import { startAutoplay } from './autoplay/start-autoplay';
import { createPlayer } from './create-player';
import { loadVttJs } from './engine/deferred-vtt';
import type { VideoJsPlayer } from './video-js-player';
import { connectHostControl } from './host/connect-host-control';
import { completeControlBarLater } from './control-bar/complete-control-bar-later';
import type { PlaybackFault } from '@/services/playback-fault';
import { failOnMediaFaults } from './recovery/fail-on-media-faults';
import { reloadOnError } from './recovery/reload-on-error';
import { resumeWhenOnline } from './recovery/resume-when-online';
import { skipSegmentsWithoutMedia } from './recovery/skip-segments-without-media';
import { watchForStalls } from './recovery/stall-watchdog';
import { rememberPreferences } from './preferences/remember-preferences';
import { resumePosition } from './resume-position';
import { trackProgress } from './progress/track-progress';
import { followWatched } from './progress/watched-progress';
import { cmi5Visit } from './xapi/cmi5-visit';
import { defaultSubject, startStatements } from './xapi/start-statements';
import { createStatementRelay } from './xapi/statement-relay';
import { followSeekRequests } from './seek-requests';
import { publishPlaybackTime } from './publish-playback-time';
import { reportUsage } from './usage/report-usage';

/** How long after the source starts loading the first frame may take before the player counts as loaded anyway. */
const PRELOAD_GRACE_MS = 8_000;

export interface PlayerOptions {
  item: PlayerItem;
  config: AppConfig;
  language: string;
  /** The saved position to resume from, when the view was saved (SALVAR_VISUALIZACAO). */
  resumeAt: number | null;
  autoplay: boolean;
  /** The audio-only source to start on, in audio mode (a viewer who left it on: boot/audio-first.ts); else the video. */
  audioStart?: AudioStart | null;
}

/** What the player tells whoever shows it. */
export interface PlayerOutcome {
  /** Once: the first frame (or the source's start, see below). */
  onLoaded(): void;
  /** A fatal playback error (after the one reload per interval). */
  onError(fault: PlaybackFault): void;
}

export interface MountedPlayer {
  readonly player: VideoJsPlayer;
  readonly options: PlayerOptions;
  /** Who hears the outcome from now on. A fatal error that came before is told to the new listener at once. */
  listen(outcome: PlayerOutcome): void;
  /** Disposes the player with every listener and timer, and empties the host. */
  dispose(): void;
}

export function mountPlayer(host: HTMLElement, options: PlayerOptions): MountedPlayer {
  const { item, config, language, resumeAt, autoplay, audioStart = null } = options;
  // In audio mode from the start: the page and the bar are the audio bar's before the first frame.
  if (audioStart) useAppStore.getState().setAudioMode(true);
  // For the document, once, and for good: a frame below the host's fold hears fullscreen end on time.
  announceFullscreenChangesOnTime();
  // Video.js replaces the element it is given, so the caller owns only the host and we own the video.
  const video = document.createElement('video');
  video.className = 'video-js vjs-big-play-centered';
  video.setAttribute('playsinline', '');
  video.setAttribute('crossorigin', 'anonymous');
  host.appendChild(video);
  // An autoplaying player shows its first frame, then plays: the poster would be seen only if the browser
  // refused to play, so it is not downloaded alongside the first segments but set at the first frame.
  const player = createPlayer(video, item, config, language, { posterLater: autoplay, source: audioStart?.source });
  let listener: PlayerOutcome | null = null;
  let failure: PlaybackFault | null = null;
  // Loaded at the first frame. VHS loads no live segment before play, and may stop preloading after
  // excluding a failing rendition (play starts it again), so the source's start counts too: at once
  // when live, after a grace otherwise, leaving the viewer the poster and the play button.
  let loaded = false;
  const controls = completeControlBarLater(player);
  // Attached after the first frame (after-first-frame.ts), detached with the rest.
  const later: (() => void)[] = [];
  let disposed = false;
  const markLoaded = (): void => {
    if (loaded) return;
    loaded = true;
    if (autoplay && item.poster) player.poster(item.poster);
    controls.whenLoaded();
    // The captions' parser, left out of the first load (scripts/video-js-build.ts).
    void loadVttJs().catch(() => undefined);
    // The host's commands are in it: a failed download is tried again, NETWORK_WAITS times over some 20 s. When all
    // fail, the host's calls end at their deadline, as they do with no player.
    void loadChunk(() => import('./after-first-frame'), { retries: NETWORK_WAIT_TRIES }).then(
      ({ attachAfterFirstFrame }) => {
        if (!disposed) later.push(...attachAfterFirstFrame(player, item, watched));
      },
      () => undefined,
    );
    listener?.onLoaded();
  };
  player.one(item.aoVivo ? 'loadstart' : 'loadeddata', markLoaded);
  player.one('loadstart', () => player.setTimeout(markLoaded, PRELOAD_GRACE_MS));
  reloadOnError(
    player,
    (fault) => {
      failure = fault;
      listener?.onError(fault);
    },
    (src) => useAppStore.getState().refreshMediaUrl(src),
  );
  failOnMediaFaults(player, { live: item.aoVivo });
  watchForStalls(player);
  skipSegmentsWithoutMedia(player);
  const autoplayNow = (): void => void (autoplay && startAutoplay(player, config.TRATA_ERRO_SEMSOM));
  if (item.aoVivo) {
    // VHS loads a live stream's segments only once it plays (from the live edge): no metadata comes first.
    player.one('loadstart', autoplayNow);
  } else {
    player.one('loadedmetadata', () => {
      const position = resumePosition(resumeAt, player.duration() ?? 0);
      if (position !== null) player.currentTime(position);
      autoplayNow();
    });
  }
  const { storage, bridge, launch } = runtime();
  const threshold = completionThreshold(item.limiarConclusao, launch.limiar);
  const watched = followWatched(player, useAppStore.getState().savedRanges, threshold);
  // A saved view that came after the grace (store/item-slice.ts): its ranges join this item's, no seek.
  const joinLateRanges = useAppStore.subscribe(({ item: storeItem, savedRanges }, previous) => {
    if (storeItem === item && savedRanges !== previous.savedRanges) watched.addSaved(savedRanges);
  });
  // The learner exits the lesson (leave-lesson.ts): the sound stops at once while the last statements go.
  const pauseOnLeaving = useAppStore.subscribe((state, previous) => {
    if (state.leavingLesson && !previous.leavingLesson) player.pause();
  });
  const statements = createStatementRelay();
  const stored = takePreferences(storage);
  const { learnerPreferences } = cmi5Visit();
  const detachers = [
    rememberPreferences(player, stored, createPreferenceWriter(storage), learnerPreferences),
    // Before the master's renditions are listed, so the remembered rendition or the learner's language may be the
    // first one VHS loads.
    followStartRendition(player, stored, learnerPreferences),
    // Before audio mode, which may leave the master on its first metadata (a viewer who listens).
    publishAudioRenditions(player),
    attachAudioMode(player, item, config, audioStart),
    resumeWhenOnline(player),
    // Before the host's connection, so the terminated statement still reaches the host on dispose.
    startStatements(player, watched, statements, defaultSubject(item, config, threshold)),
    connectHostControl(player, bridge, { watched, statements }),
    followSeekRequests(player),
    publishPlaybackTime(player),
    trackProgress(player, watched),
    reportUsage(player),
    joinLateRanges,
    pauseOnLeaving,
  ];
  return {
    player,
    options,
    listen(outcome) {
      listener = outcome;
      if (failure !== null) outcome.onError(failure);
    },
    dispose() {
      listener = null;
      disposed = true;
      for (const detach of [...detachers, ...later]) detach();
      const tracks = Array.from(player.textTracks() as unknown as ArrayLike<{ tech_?: unknown; addCue?: unknown }>);
      player.dispose();
      // A caption or chapter file still on its way would reach the disposed tech: before vtt.js is in, waiting on it
      // (Video.js's loader checks the track's tech first), after, adding its cues to the tech's track list.
      for (const track of tracks) {
        track.tech_ = null;
        track.addCue = () => undefined;
      }
      host.replaceChildren();
    },
  };
}
