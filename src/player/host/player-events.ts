/** The player's events, in the protocol's shapes, to the host: forwarded while the player lives. */
import type { EventMap } from '@sphere/host-sdk/protocol';
import type { Bridge } from '@/services/bridge';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { Learning } from './learning';
import { changeFilter } from '../change-filter';
import { hasLanded } from './host-changes';
import { chosenAudioTrack, KEPT_RENDITION_CHOICE } from '../audio/audio-tracks';
import { AUTO, playingQuality, qualityLevels, selectedTrack } from '../quality/vhs-quality';
import { captionTracks } from '../captions/caption-languages';
import { activeCues, chapterAt, chaptersOf, percentOf, progressOf, showingTrack, times } from './media-state';

/** At most one 'timeupdate' per this many ms goes to the host. */
export const TIMEUPDATE_INTERVAL_MS = 250;
/** At most one 'progress' per this many ms while playing or buffering. */
export const PROGRESS_INTERVAL_MS = 1_000;

/** Calls `run` at most once per `ms` (the first at once). */
function throttle(ms: number, run: () => void): () => void {
  let last = -Infinity;
  return () => {
    const now = performance.now();
    if (now - last < ms) return;
    last = now;
    run();
  };
}

type StateEvent = 'volumechange' | 'ratechange' | 'qualitychange' | 'texttrackchange' | 'audiotrackchange' | 'audiomodechange';

/**
 * What the host heard last of each state, for the document's life, not the player's: an item that `loadVideo` brings
 * starts as the one before was (the remembered speed, captions, audio mode), which is no change to tell. Captions start
 * off, as the host knows without an event.
 */
const told: Partial<Record<StateEvent, string>> = { texttrackchange: '{"language":null,"label":null}' };

/** Forwards the player's events to the host; returns the function that stops what Video.js does not dispose. */
export function forwardPlayerEvents(player: VideoJsPlayer, bridge: Bridge, { watched, statements }: Learning): () => void {
  /** Tells the host a state when it differs from the one it heard last; says whether it did. */
  const tell = <E extends StateEvent>(name: E, data: EventMap[E]): boolean => {
    const json = JSON.stringify(data);
    if (told[name] === json) return false;
    told[name] = json;
    bridge.emit(name, data);
    return true;
  };
  const emitTimes = (name: 'play' | 'pause' | 'ended' | 'seeking' | 'seeked') => () => bridge.emit(name, times(player));
  for (const name of ['play', 'pause', 'ended', 'seeking', 'seeked'] as const) player.on(name, emitTimes(name));
  player.on(
    'timeupdate',
    throttle(TIMEUPDATE_INTERVAL_MS, () => {
      const now = times(player);
      bridge.emit('timeupdate', { ...now, percent: percentOf(now) });
    }),
  );
  // Learning progress: throttled while playing or buffering, at once on pause, seek, end and metadata. None on a live
  // stream: it has no duration to watch a share of (the event would be zeros every second).
  const emitProgress = (): void => {
    if (!useAppStore.getState().item?.aoVivo) bridge.emit('progress', progressOf(player, watched));
  };
  player.on(['timeupdate', 'progress'], throttle(PROGRESS_INTERVAL_MS, emitProgress));
  player.on(['pause', 'seeked', 'ended', 'loadedmetadata'], emitProgress);
  watched.onCompleted(({ percent }) => {
    bridge.emit('completed', { percent });
    // The host's bar catches up with the completion at once, not at the next throttled progress.
    emitProgress();
  });
  const stopStatements = statements.onStatement((statement) => bridge.emit('xapi', { statement: { ...statement } }));
  player.on('loadedmetadata', () => bridge.emit('loadedmetadata', { duration: times(player).duration }));
  // Only a duration the host does not know yet: not the 0 of a source that has none yet (a loading playlist, whose
  // getDuration answers 0 too), nor again the one a source switch carried over.
  const isNewDuration = changeFilter(0);
  player.on('durationchange', () => {
    const { duration } = times(player);
    if (isNewDuration(duration)) bridge.emit('durationchange', { duration });
  });
  // One event per change: the media also fires 'ratechange' when its default rate follows the rate (kept for
  // source switches), with the rate unchanged.
  const isNewRate = changeFilter(player.playbackRate() ?? 1);
  player.on('ratechange', () => {
    const playbackRate = player.playbackRate() ?? 1;
    if (isNewRate(playbackRate)) tell('ratechange', { playbackRate });
  });
  player.on('volumechange', () => tell('volumechange', { volume: player.volume() ?? 1, muted: player.muted() ?? false }));
  player.on('audiomodechange', () => tell('audiomodechange', { audioMode: useAppStore.getState().audioMode }));
  player.on('autoplayblocked', () => bridge.emit('autoplayblocked', { muted: player.muted() ?? false }));
  player.on('fullscreenchange', () => bridge.emit('fullscreenchange', { fullscreen: player.isFullscreen() ?? false }));
  for (const name of ['enterpictureinpicture', 'leavepictureinpicture'] as const) player.on(name, () => bridge.emit(name, {}));

  // Buffering: a wait while playing starts it; playback going on ends it.
  let buffering = false;
  player.on('waiting', () => {
    if (buffering) return;
    buffering = true;
    bridge.emit('bufferstart', times(player));
  });
  player.on(['playing', 'canplay', 'seeked', 'pause'], () => {
    if (!buffering) return;
    buffering = false;
    bridge.emit('bufferend', times(player));
  });

  // Quality: every switch of the video's rendition, the viewer's and the adaptive ones. After a choice, the switch
  // itself: the rendition playing until the stream switches was not chosen, and telling it would name one nobody
  // picked. None in audio mode, where no picture shows, nor while none is known ('auto'): an audio-only source (the
  // MP3, an HLS audio playlist) has no rendition.
  const emitQuality = (): void => {
    const quality = playingQuality(player);
    if (!useAppStore.getState().audioMode && quality.id !== AUTO && hasLanded(quality, selectedTrack(player)))
      tell('qualitychange', quality);
  };
  player.on('resolutionchanged', (event: Event) => {
    const detail = (event as unknown as { detail?: { id: string; label: string } }).detail;
    bridge.emit('resolutionchanged', { id: detail?.id ?? 'auto', label: detail?.label ?? 'auto' });
    emitQuality();
  });
  qualityLevels(player)?.on('change', emitQuality);
  player.on('loadedmetadata', emitQuality);
  // A switch can land between those events (a manual choice while VHS still loads the last one): check again.
  player.on('timeupdate', throttle(PROGRESS_INTERVAL_MS, emitQuality));

  // Chapters: the one playing, when it changes.
  let chapter = -1;
  const emitChapter = (): void => {
    const chapters = chaptersOf(useAppStore.getState().item);
    const index = chapterAt(chapters, player.currentTime() ?? 0);
    const current = chapters[index];
    if (index === chapter || !current) return;
    chapter = index;
    bridge.emit('chapterchange', { index, ...current });
  };
  player.on(['timeupdate', 'seeked'], emitChapter);

  // Captions: which track shows, and its cues as they change (and at once when a track starts showing).
  const tracks = player.textTracks() as unknown as EventTarget;
  const handleTracks = (): void => {
    const track = showingTrack(player);
    if (tell('texttrackchange', { language: track?.language ?? null, label: track?.label ?? null }) && track)
      bridge.emit('cuechange', { cues: activeCues(track) });
  };
  tracks.addEventListener('change', handleTracks);
  // Video.js's events carry no track as their target: each listener knows its own.
  const cueListeners = captionTracks(player).map((track) => {
    const listener = (): void => {
      if (track.mode === 'showing') bridge.emit('cuechange', { cues: activeCues(track) });
    };
    track.addEventListener('cuechange', listener);
    return () => track.removeEventListener('cuechange', listener);
  });
  // Audio renditions: the one playing, when another is chosen. A source that loads (a reload, the way back from
  // audio mode) brings its renditions with the default enabled, which fires no change, then the choice put back.
  const handleAudioTracks = (): void => {
    const chosen = chosenAudioTrack(player);
    if (chosen) tell('audiotrackchange', { label: chosen.label, language: chosen.language, kind: chosen.kind });
  };
  const audioTracks = player.audioTracks() as unknown as EventTarget;
  audioTracks.addEventListener('change', handleAudioTracks);
  player.on(KEPT_RENDITION_CHOICE, handleAudioTracks);
  return () => {
    stopStatements();
    tracks.removeEventListener('change', handleTracks);
    audioTracks.removeEventListener('change', handleAudioTracks);
    player.off(KEPT_RENDITION_CHOICE, handleAudioTracks);
    for (const remove of cueListeners) remove();
  };
}
