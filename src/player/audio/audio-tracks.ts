/** The player's audio tracks: an HLS item's audio renditions, as VHS reports them to Video.js. */
import type { VideoJsPlayer } from '@/player/video-js-player';

export interface AudioTrackLike {
  label: string;
  language: string;
  /** 'main' (the default rendition), 'alternative', or 'main-desc' (an audio description). */
  kind: string;
  enabled: boolean;
}

export const audioTracksOf = (player: VideoJsPlayer): AudioTrackLike[] =>
  Array.from(player.audioTracks() as unknown as ArrayLike<AudioTrackLike>);

/** The rendition the viewer plays, when the source has several to choose from (none with one or none). */
export function chosenAudioTrack(player: VideoJsPlayer): AudioTrackLike | undefined {
  const tracks = audioTracksOf(player);
  return tracks.length > 1 ? tracks.find((track) => track.enabled) : undefined;
}
