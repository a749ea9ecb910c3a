/** Quality menu labels and order (docs/quality-menu.md). Pure: tracks in, labelled and sorted tracks out. */

export interface QualityTrack {
  id: string;
  height?: number;
  width?: number;
  bandwidth?: number;
  frameRate?: number;
  /** VIDEO-RANGE: 'SDR', 'PQ' or 'HLG'. */
  hdr?: string;
  /** REQ-VIDEO-LAYOUT, e.g. 'CH-STEREO' or 'CH-MONO'. */
  videoLayout?: string;
  audioId?: string;
  language?: string;
  label?: string;
  audioRoles?: string[];
  /** The variant's CODECS, e.g. 'avc1.640028,mp4a.40.2'. */
  codecs?: string;
  /** The variant's AUDIO group id: the variant plays the renditions of that group. */
  audioGroup?: string;
}

export interface LabelledTrack extends QualityTrack {
  label: string;
  /** The height the label shows (derived from the width beyond 16:9); 0 for audio-only. */
  displayHeight: number;
}

const positive = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The height a viewer would call it: from the width when the picture is wider than 16:9. */
export function displayHeight(track: QualityTrack): number {
  const { width, height } = track;
  // A 2160-line picture is 4K whatever its width: DCI 4K (4096 × 2160, 1.90:1) would otherwise derive 2304.
  if (height === 2160) return 2160;
  // The DCI container (256:135) is named by its lines too: 2K (2048 × 1080) is 1080p, not 1152p.
  if (positive(width) && positive(height) && Math.abs(width * 135 - height * 256) <= 135) return height;
  if (positive(width) && positive(height) && width / height > 16 / 9) return Math.round((width * 9) / 16);
  if (positive(height)) return height;
  if (positive(width)) return Math.round((width * 9) / 16);
  return 0;
}

function label(track: QualityTrack, severalFrameRates: boolean): string {
  const height = displayHeight(track);
  if (height === 0) return positive(track.bandwidth) ? `${Math.round(track.bandwidth / 1000)} kbits/s` : 'Unknown';
  let text = height === 2160 ? '4K' : `${height}p`;
  if (severalFrameRates && positive(track.frameRate) && (track.frameRate >= 50 || track.frameRate <= 20)) {
    text += String(Math.round(track.frameRate));
  }
  if (track.hdr === 'PQ' || track.hdr === 'HLG') text += ' (HDR)';
  if (track.videoLayout?.toUpperCase().includes('STEREO')) text += ' (3D)';
  return text;
}

/** Labels the tracks and sorts them by height, then bandwidth, highest first. */
export function labelTracks(tracks: readonly QualityTrack[]): LabelledTrack[] {
  const rates = new Set(
    tracks
      .map((track) => track.frameRate)
      .filter(positive)
      .map(Math.round),
  );
  const severalFrameRates = rates.size > 1;
  return tracks
    .map((track) => ({ ...track, label: label(track, severalFrameRates), displayHeight: displayHeight(track) }))
    .sort((a, b) => b.displayHeight - a.displayHeight || (b.bandwidth ?? 0) - (a.bandwidth ?? 0));
}
