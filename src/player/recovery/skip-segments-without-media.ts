/**
 * A segment with no media in it (a damaged file: bytes that are no MPEG-TS) is skipped as a gap, as the
 * viewer expects, instead of costing renditions. VHS (3.17) reads such a segment as a stream that switched
 * to neither audio nor video: with the stream's media known, it excludes the rendition for good ('Neither
 * audio nor video found in segment'); right after a rendition switch, when it knows nothing yet, it takes
 * the empty segment as the stream's media and excludes the rendition of the next good segment for good
 * ('Video found in segment when we expected only audio'). Taking it as the stream's media also announces it
 * ('trackinfo'), and VHS then asks the codecs of a stream with neither: where no audio loader runs beside the
 * main one (a master without an audio group, audio mode's single rendition) there are none, and it excludes
 * the rendition for good ('Could not determine codecs for playlist'). Every rendition went, the player failed
 * with MEDIA_ERR_DECODE, and the reload met the same segment.
 * Here the main loader judges such a segment with its knowledge of the stream's media set aside and without
 * announcing it, and gets that knowledge back right after: VHS appends nothing for it, goes on to the next
 * segment, and its playback watcher jumps the gap. These are VHS's private members (no public API reaches
 * them); the browser tests 'a corrupt segment among good ones is skipped' fail if VHS renames them.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

interface TrackInfo {
  hasAudio?: boolean;
  hasVideo?: boolean;
}

interface MainSegmentLoader {
  currentMediaInfo_?: unknown;
  startingMediaInfo_?: unknown;
  /** Which init segments go with the next append: VHS asks for both when it takes new media. */
  appendInitSegment_?: unknown;
  /** VHS binds it afresh for every segment it requests, so the loader's own copy is the one called. */
  handleTrackInfo_(segment: unknown, trackInfo: TrackInfo): void;
  trigger(event: unknown, ...rest: unknown[]): unknown;
}

function mainSegmentLoader(player: VideoJsPlayer): MainSegmentLoader | undefined {
  const tech = player.tech(true) as unknown as
    { vhs?: { playlistController_?: { mainSegmentLoader_?: MainSegmentLoader } } } | undefined;
  return tech?.vhs?.playlistController_?.mainSegmentLoader_;
}

/** Has VHS judge a segment without media as a gap: no media switch, no new codecs; the loader as it was after. */
function judgeAsGap(loader: MainSegmentLoader, judge: () => void): void {
  const known = {
    current: loader.currentMediaInfo_,
    starting: loader.startingMediaInfo_,
    appendInit: loader.appendInitSegment_,
  };
  const ownTrigger = Object.prototype.hasOwnProperty.call(loader, 'trigger');
  const { trigger } = loader;
  loader.currentMediaInfo_ = undefined;
  loader.trigger = (event, ...rest) => (event === 'trackinfo' ? undefined : trigger.call(loader, event, ...rest));
  try {
    judge();
  } finally {
    if (ownTrigger) loader.trigger = trigger;
    else delete (loader as Partial<MainSegmentLoader>).trigger;
    loader.currentMediaInfo_ = known.current;
    loader.startingMediaInfo_ = known.starting;
    loader.appendInitSegment_ = known.appendInit;
  }
}

/** Watches the main segment loader of every HLS source the player loads (the first, reloads, audio mode's way back). */
export function skipSegmentsWithoutMedia(player: VideoJsPlayer): void {
  const watched = new WeakSet<MainSegmentLoader>();
  player.on('loadstart', () => {
    const loader = mainSegmentLoader(player);
    if (!loader || watched.has(loader)) return;
    watched.add(loader);
    const handleTrackInfo = loader.handleTrackInfo_;
    loader.handleTrackInfo_ = (segment, trackInfo) => {
      const judge = (): void => handleTrackInfo.call(loader, segment, trackInfo);
      if (trackInfo.hasAudio || trackInfo.hasVideo) judge();
      else judgeAsGap(loader, judge);
    };
  });
}
