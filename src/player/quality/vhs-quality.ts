/** Reads and selects renditions through VHS; the one place that touches its representations API. */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { labelTracks, type LabelledTrack } from './quality-labels';

interface Representation {
  id: string;
  width?: number;
  height?: number;
  bandwidth?: number;
  playlist?: { attributes?: Record<string, unknown> };
  enabled(value?: boolean): boolean;
}

interface QualityLevelList {
  selectedIndex: number;
  length: number;
  [index: number]: { height?: number; width?: number; bitrate?: number } | undefined;
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
}

export const AUTO = 'auto';

function representations(player: VideoJsPlayer): Representation[] {
  const tech = player.tech(true) as unknown as { vhs?: { representations?: () => Representation[] } } | undefined;
  return tech?.vhs?.representations?.() ?? [];
}

export function qualityLevels(player: VideoJsPlayer): QualityLevelList | null {
  const list = (player as unknown as { qualityLevels?: () => QualityLevelList }).qualityLevels?.();
  return list ?? null;
}

/** The renditions as labelled tracks, highest first. */
export function readTracks(player: VideoJsPlayer): LabelledTrack[] {
  return labelTracks(
    representations(player).map((rep) => {
      const attributes = rep.playlist?.attributes ?? {};
      const frameRate = Number(attributes['FRAME-RATE']);
      return {
        id: rep.id,
        width: rep.width,
        height: rep.height,
        bandwidth: rep.bandwidth,
        frameRate: Number.isFinite(frameRate) ? frameRate : undefined,
        hdr: typeof attributes['VIDEO-RANGE'] === 'string' ? attributes['VIDEO-RANGE'] : undefined,
        videoLayout: typeof attributes['REQ-VIDEO-LAYOUT'] === 'string' ? attributes['REQ-VIDEO-LAYOUT'] : undefined,
      };
    }),
  );
}

/** 'auto' when every rendition is enabled, else the id of the one that is. */
export function selectedTrack(player: VideoJsPlayer): string {
  const reps = representations(player);
  const enabled = reps.filter((rep) => rep.enabled());
  return enabled.length === 1 && reps.length > 1 ? (enabled[0]?.id ?? AUTO) : AUTO;
}

/** Chooses a rendition (turning adaptive choice off) or 'auto'; emits 'resolutionchanged'. */
export function selectTrack(player: VideoJsPlayer, id: string): void {
  const reps = representations(player);
  if (id !== AUTO && !reps.some((rep) => rep.id === id)) return;
  for (const rep of reps) rep.enabled(id === AUTO || rep.id === id);
  const track = readTracks(player).find((candidate) => candidate.id === id);
  player.trigger({
    type: 'resolutionchanged',
    detail: { id, label: track?.label ?? AUTO, auto: id === AUTO },
  } as unknown as Event);
}

/** The label of what adaptive streaming is playing now (for 'Automática (720p)'), if known. */
export function currentAutoLabel(player: VideoJsPlayer): string | null {
  const levels = qualityLevels(player);
  const level = levels ? levels[levels.selectedIndex] : undefined;
  if (!level?.height) return null;
  return labelTracks([{ id: 'current', width: level.width, height: level.height, bandwidth: level.bitrate }])[0]?.label ?? null;
}
