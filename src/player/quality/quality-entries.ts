/**
 * The quality menu's entries: one per distinct label among the variants the player can play in the audio
 * group that is playing (docs/quality-menu.md). Pure: tracks in, entries out.
 */
import { labelTracks, type LabelledTrack, type QualityTrack } from './quality-labels';

export interface QualityEntry extends LabelledTrack {
  /** The variants this entry stands for: its own id first, then the near-identical ones it hides. */
  variantIds: string[];
}

export interface EntryOptions {
  /** Whether the player can play a variant (its codecs); every variant by default. */
  isPlayable?: (track: QualityTrack) => boolean;
  /** The AUDIO group of the variant playing; when known, variants of other groups are left out. */
  audioGroup?: string;
}

/** Two variants with one label are told apart only when the lower bitrate is under 80 % of the higher. */
const SAME_BITRATE = 0.8;

/** A bitrate as a viewer reads it: '4.5 Mbps', '12 Mbps', '800 kbps'. */
export function formatBitrate(bitsPerSecond: number): string {
  const mbps = bitsPerSecond / 1e6;
  if (mbps >= 10) return `${Math.round(mbps)} Mbps`;
  if (mbps >= 1) return `${mbps.toFixed(1)} Mbps`;
  return `${Math.round(bitsPerSecond / 1000)} kbps`;
}

/** The menu's entries, highest first: the best playable variant per label, bitrates shown where one label repeats. */
export function qualityEntries(tracks: readonly QualityTrack[], options: EntryOptions = {}): QualityEntry[] {
  const { isPlayable = () => true, audioGroup } = options;
  const listed = tracks.filter(
    (track) =>
      (audioGroup === undefined || track.audioGroup === undefined || track.audioGroup === audioGroup) && isPlayable(track),
  );
  const entries: QualityEntry[] = [];
  const lastByLabel = new Map<string, QualityEntry>();
  // Sorted by height then bandwidth, so the first variant of a label is its highest bitrate.
  for (const track of labelTracks(listed)) {
    const kept = lastByLabel.get(track.label);
    const bandwidth = track.bandwidth ?? 0;
    if (kept && !(bandwidth > 0 && bandwidth < (kept.bandwidth ?? 0) * SAME_BITRATE)) {
      kept.variantIds.push(track.id);
      continue;
    }
    const entry = { ...track, variantIds: [track.id] };
    entries.push(entry);
    lastByLabel.set(track.label, entry);
  }
  const perLabel = new Map<string, number>();
  for (const entry of entries) perLabel.set(entry.label, (perLabel.get(entry.label) ?? 0) + 1);
  return entries.map((entry) =>
    (perLabel.get(entry.label) ?? 0) > 1 ? { ...entry, label: `${entry.label} (${formatBitrate(entry.bandwidth ?? 0)})` } : entry,
  );
}

/** The entry that stands for a variant, e.g. the one playing under adaptive choice. */
export function entryOfVariant(entries: readonly QualityEntry[], variantId: string): QualityEntry | undefined {
  return entries.find((entry) => entry.variantIds.includes(variantId));
}
