/** Reads and selects renditions through VHS; the one place that touches its representations API. */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { vhsCanPlay } from './codec-support';
import { trackFromPlaylist, type VariantPlaylist } from './playlist-track';
import { entryOfVariant, qualityEntries, type QualityEntry } from './quality-entries';

interface Representation {
  id: string;
  playlist?: VariantPlaylist;
  enabled(value?: boolean): boolean;
}

interface QualityLevelList {
  selectedIndex: number;
  length: number;
  [index: number]: { id?: string; height?: number; width?: number; bitrate?: number } | undefined;
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
}

interface Vhs {
  representations?: () => Representation[];
  playlists?: { media?: () => VariantPlaylist | undefined };
}

export const AUTO = 'auto';

/**
 * A variant's id without its URI's query: VHS's ids are '<index>-<uri>', so the index keeps them apart,
 * and a signed media URL's signature (it changes, and it is a credential) never reaches a menu or the host.
 */
export const variantId = (vhsId: string): string => vhsId.split('?')[0] ?? vhsId;

function vhsOf(player: VideoJsPlayer): Vhs | undefined {
  return (player.tech(true) as unknown as { vhs?: Vhs } | undefined)?.vhs;
}

function representations(player: VideoJsPlayer): Representation[] {
  return vhsOf(player)?.representations?.() ?? [];
}

export function qualityLevels(player: VideoJsPlayer): QualityLevelList | null {
  const list = (player as unknown as { qualityLevels?: () => QualityLevelList }).qualityLevels?.();
  return list ?? null;
}

/** The variant VHS is playing now: its media playlist, else the quality level it marked as selected. */
function playingVariant(player: VideoJsPlayer): { id?: string; audioGroup?: string } {
  const media = vhsOf(player)?.playlists?.media?.();
  if (media?.id) return trackFromPlaylist(variantId(media.id), media);
  const levels = qualityLevels(player);
  const id = levels?.[levels.selectedIndex]?.id;
  return { id: id === undefined ? undefined : variantId(id) };
}

/** The menu's entries: one per distinct label, playable here, in the audio group playing; highest first. */
export function readTracks(player: VideoJsPlayer): QualityEntry[] {
  const tracks = representations(player).map((rep) => trackFromPlaylist(variantId(rep.id), rep.playlist ?? {}));
  return qualityEntries(tracks, {
    isPlayable: (track) => vhsCanPlay(track.codecs),
    audioGroup: playingVariant(player).audioGroup,
  });
}

/** 'auto' when every rendition is enabled, else the entry whose variants are the enabled ones. */
export function selectedTrack(player: VideoJsPlayer): string {
  const reps = representations(player);
  const enabled = new Set(reps.filter((rep) => rep.enabled()).map((rep) => variantId(rep.id)));
  if (enabled.size === reps.length) return AUTO;
  const entry = readTracks(player).find(
    (candidate) => candidate.variantIds.length === enabled.size && candidate.variantIds.every((id) => enabled.has(id)),
  );
  return entry?.id ?? AUTO;
}

/** Chooses an entry's variants (turning adaptive choice off) or 'auto'; emits 'resolutionchanged'. */
export function selectTrack(player: VideoJsPlayer, id: string): void {
  const entry = readTracks(player).find((candidate) => candidate.id === id);
  if (id !== AUTO && !entry) return;
  const chosen = new Set(entry?.variantIds);
  const reps = representations(player);
  // Enabling a variant makes VHS switch to it at once, so the entry's own variant is enabled last; and
  // everything is enabled before anything is disabled, so VHS always has a variant left.
  const toEnable = reps.filter((rep) => id === AUTO || chosen.has(variantId(rep.id)));
  for (const rep of toEnable.filter((rep) => variantId(rep.id) !== id)) rep.enabled(true);
  // VHS switches only when a variant is enabled (disabling the one playing does nothing until its next
  // pick), so the entry's own variant is enabled anew even when it already was (the choice from Automática).
  for (const rep of toEnable.filter((rep) => variantId(rep.id) === id)) {
    rep.enabled(false);
    rep.enabled(true);
  }
  for (const rep of reps) if (!toEnable.includes(rep)) rep.enabled(false);
  player.trigger({
    type: 'resolutionchanged',
    detail: { id, label: entry?.label ?? AUTO, auto: id === AUTO },
  } as unknown as Event);
}

/** The entry VHS is playing now, if known. */
function playingEntry(player: VideoJsPlayer): QualityEntry | undefined {
  const { id } = playingVariant(player);
  return id === undefined ? undefined : entryOfVariant(readTracks(player), id);
}

/** The label of the entry adaptive streaming is playing now (for 'Automática (1080p60)'), if known. */
export function currentAutoLabel(player: VideoJsPlayer): string | null {
  return playingEntry(player)?.label ?? null;
}

type QualityState = { id: string; label: string; auto: boolean };

/** The quality playing now (the entry's id and label; 'auto' before one is known) and whether adaptive choice is on. */
export function playingQuality(player: VideoJsPlayer): QualityState {
  const entry = playingEntry(player);
  return { id: entry?.id ?? AUTO, label: entry?.label ?? AUTO, auto: selectedTrack(player) === AUTO };
}

/**
 * The quality the host reads (getQuality): the one chosen, from the moment it is chosen (while the stream still
 * switches to it, as getQualities' `selected` says); with adaptive choice on, the one playing.
 */
export function chosenQuality(player: VideoJsPlayer): QualityState {
  const selected = selectedTrack(player);
  const entry = selected === AUTO ? undefined : readTracks(player).find((candidate) => candidate.id === selected);
  return entry ? { id: entry.id, label: entry.label, auto: false } : playingQuality(player);
}
