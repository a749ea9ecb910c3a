/** What the host may read of the player: times, text tracks, chapters and qualities, in the protocol's shapes. */
import type { AudioTrackInfo, Chapter, Cue, ProgressData, Quality, TextTrackInfo, TimeData } from '@sphere/host-sdk/protocol';
import type { PlayerItem } from '@/services/api-contract';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import { audioTrackChoices } from '../audio/audio-tracks';
import { captionTracks, type CaptionTrack } from '../captions/caption-languages';
import { AUTO, readTracks, selectedTrack } from '../quality/vhs-quality';

export function times(player: VideoJsPlayer): TimeData {
  const duration = player.duration() ?? 0;
  return { currentTime: player.currentTime() ?? 0, duration: Number.isFinite(duration) ? duration : 0 };
}

/** The position as a percent of the duration (0 without a finite one, as on a live stream). */
export function percentOf({ currentTime, duration }: TimeData): number {
  return duration > 0 ? Math.min(100, Math.round((currentTime / duration) * 1000) / 10) : 0;
}

/** How much is buffered, as a percent of the duration. */
export function bufferedPercent(player: VideoJsPlayer): number {
  return Math.round((player.bufferedPercent() ?? 0) * 1000) / 10;
}

/** The host's `progress`: what was watched (the union of ranges) and how much is buffered. */
export function progressOf(player: VideoJsPlayer, watched: WatchedProgress): ProgressData {
  return { ...watched.current(), buffered: bufferedPercent(player) };
}

export function qualities(player: VideoJsPlayer): Quality[] {
  const selected = selectedTrack(player);
  return [
    { id: AUTO, label: player.localize('Automática'), selected: selected === AUTO },
    ...readTracks(player).map((track) => ({ id: track.id, label: track.label, selected: selected === track.id })),
  ];
}

export function textTrackInfo(player: VideoJsPlayer): TextTrackInfo[] {
  return captionTracks(player).map((track) => ({
    language: track.language,
    label: track.label,
    kind: track.kind,
    showing: track.mode === 'showing',
  }));
}

/** The item's audio renditions the viewer chooses among (in audio mode, the master's it keeps), the one playing enabled. */
export function audioTrackInfo(player: VideoJsPlayer): AudioTrackInfo[] {
  return audioTrackChoices(player).map(({ label, language, kind, enabled }) => ({ label, language, kind, enabled }));
}

export function showingTrack(player: VideoJsPlayer): CaptionTrack | undefined {
  return captionTracks(player).find((track) => track.mode === 'showing');
}

/** The active cues of a track, as text (never HTML). */
export function activeCues(track: TextTrack | undefined): Cue[] {
  return Array.from((track?.activeCues ?? []) as ArrayLike<VTTCue>).map((cue) => ({
    startTime: cue.startTime,
    endTime: cue.endTime,
    text: cue.text,
  }));
}

/** The item's chapters, in the protocol's shape. */
export function chaptersOf(item: PlayerItem | null): Chapter[] {
  return (item?.capitulos ?? []).map((chapter) => ({ startTime: chapter.inicio, title: chapter.titulo }));
}

/** The index of the chapter at `time` (the last one started), or -1 before the first. */
export function chapterAt(chapters: readonly Chapter[], time: number): number {
  let index = -1;
  chapters.forEach((chapter, i) => {
    if (chapter.startTime <= time) index = i;
  });
  return index;
}
