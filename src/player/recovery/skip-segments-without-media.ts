/**
 * A segment with no media in it (a damaged file: bytes that are no MPEG-TS) is skipped as a gap, as the
 * viewer expects, instead of costing renditions. VHS (3.17) reads such a segment as a stream that switched
 * to neither audio nor video: with the stream's media known, it excludes the rendition for good ('Neither
 * audio nor video found in segment'); right after a rendition switch, when it knows nothing yet, it takes
 * the empty segment as the stream's media and excludes the rendition of the next good segment for good
 * ('Video found in segment when we expected only audio'). One damaged segment so cost two renditions, and
 * every one when the loader came back to it after the last switch (on a slow machine, most often): the
 * player failed with MEDIA_ERR_DECODE, and the reload met the same segment.
 * Here the main loader's knowledge of the stream's media is set aside while VHS judges such a segment and
 * given back right after: VHS appends nothing for it, goes on to the next segment, and its playback watcher
 * jumps the gap. These are VHS's private fields (no public API reaches them); the browser test
 * 'a corrupt segment among good ones is skipped' fails if VHS renames them.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

interface TrackInfoEvent {
  metadata?: { trackInfo?: { hasAudio?: boolean; hasVideo?: boolean } };
}

interface MainSegmentLoader {
  currentMediaInfo_?: unknown;
  startingMediaInfo_?: unknown;
  on(type: string, listener: (event: TrackInfoEvent) => void): void;
}

function mainSegmentLoader(player: VideoJsPlayer): MainSegmentLoader | undefined {
  const tech = player.tech(true) as unknown as
    { vhs?: { playlistController_?: { mainSegmentLoader_?: MainSegmentLoader } } } | undefined;
  return tech?.vhs?.playlistController_?.mainSegmentLoader_;
}

/** Watches the main segment loader of every HLS source the player loads (the first, reloads, audio mode's way back). */
export function skipSegmentsWithoutMedia(player: VideoJsPlayer): void {
  const watched = new WeakSet<MainSegmentLoader>();
  player.on('loadstart', () => {
    const loader = mainSegmentLoader(player);
    if (!loader || watched.has(loader)) return;
    watched.add(loader);
    // VHS announces a segment's tracks, then judges them against what it knows, in the same task.
    loader.on('segmenttransmuxingtrackinfoavailable', ({ metadata }) => {
      const tracks = metadata?.trackInfo;
      if (!tracks || tracks.hasAudio || tracks.hasVideo) return;
      const known = { current: loader.currentMediaInfo_, starting: loader.startingMediaInfo_ };
      loader.currentMediaInfo_ = undefined;
      queueMicrotask(() => {
        loader.currentMediaInfo_ = known.current;
        loader.startingMediaInfo_ = known.starting;
      });
    });
  });
}
