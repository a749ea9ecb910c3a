/**
 * Keeps an item's own audio rendition loading while the viewer has paused. On every rendition switch VHS (3.17)
 * stops its audio loader and, restarting the audio playlist, starts its segments again only while playing; the
 * video's loader goes on. Paused after an adaptive switch, the video loaded to the end while the audio, and so
 * the buffered range (both of them), stayed where it was until play: the load bar stood still, and a viewer who
 * paused to let a slow network catch up waited for nothing. Where VHS restarts the audio playlist of an on-demand
 * item with the video's loader running, this starts the audio's segments too, as VHS does on its first load.
 */
import type { VideoJsPlayer } from '../video-js-player';
import { vhsOf } from './vhs-request-hooks';

/** VHS's segment and playlist loaders and its audio media groups, as far as used here (private, untyped by VHS). */
interface SegmentLoader {
  paused(): boolean;
  load(): void;
}
interface PlaylistLoader {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  media(): { endList?: boolean } | undefined;
}
interface AudioLoading {
  mainSegmentLoader_: SegmentLoader;
  audioSegmentLoader_: SegmentLoader;
  mediaTypes_?: {
    AUDIO?: {
      groups: Record<string, { playlistLoader?: PlaylistLoader | null }[]>;
      activePlaylistLoader?: PlaylistLoader | null;
    };
  };
}

/** Watches each source's audio playlists from its metadata on; returns the detacher. */
export function keepAudioLoading(player: VideoJsPlayer): () => void {
  const watched = new WeakSet<object>();
  const detachers: (() => void)[] = [];
  const watch = (): void => {
    const loading = vhsOf(player)?.playlistController_ as unknown as AudioLoading | undefined;
    const audio = loading?.mediaTypes_?.AUDIO;
    if (!loading || !audio || watched.has(loading)) return;
    const playlistLoaders = new Set(
      Object.values(audio.groups)
        .flat()
        .flatMap((rendition) => (rendition.playlistLoader ? [rendition.playlistLoader] : [])),
    );
    // Muxed audio, or media groups not set up yet: nothing to watch (for now).
    if (!playlistLoaders.size) return;
    watched.add(loading);
    for (const playlistLoader of playlistLoaders) {
      // After VHS's own listener, which has given the segment loader the playlist.
      const resume = (): void => {
        if (audio.activePlaylistLoader !== playlistLoader || !player.paused() || !playlistLoader.media()?.endList) return;
        // The video's loader stopped too (a media fault's wait, fail-on-media-faults.ts): the audio waits with it.
        if (loading.mainSegmentLoader_.paused() || !loading.audioSegmentLoader_.paused()) return;
        loading.audioSegmentLoader_.load();
      };
      playlistLoader.on('loadedplaylist', resume);
      detachers.push(() => playlistLoader.off('loadedplaylist', resume));
    }
  };
  watch();
  // A new source (audio mode, a reload after an error) has a VHS of its own.
  player.on('loadedmetadata', watch);
  return () => {
    player.off('loadedmetadata', watch);
    for (const detach of detachers.splice(0)) detach();
  };
}
