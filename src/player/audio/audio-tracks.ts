/**
 * The item's audio renditions the viewer chooses among, and the one they play. In the video they are the
 * player's audio tracks (the HLS master's renditions, as VHS reports them to Video.js). Audio mode plays a source
 * without them (the MP3, or one rendition's playlist), so while it does the master's are kept here, with the main
 * playlist's AUDIO groups that give their URLs.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

export interface AudioTrackLike {
  label: string;
  language: string;
  /** 'main' (the default rendition), 'alternative', or 'main-desc' (an audio description). */
  kind: string;
  enabled: boolean;
}

export interface AudioRendition {
  default?: boolean;
  language?: string;
  /** HLS CHARACTERISTICS ('public.accessibility.describes-video' for an audio description). */
  characteristics?: string;
  uri?: string;
  resolvedUri?: string;
}
/** A parsed main playlist's AUDIO groups: group id → rendition name → rendition. */
export type AudioGroups = Record<string, Record<string, AudioRendition> | undefined>;
export interface MediaGroups {
  AUDIO?: AudioGroups;
}

/** The master's renditions as audio mode keeps them: plain copies, the viewer's choice enabled. */
export interface KeptRenditions {
  tracks: AudioTrackLike[];
  mediaGroups: MediaGroups | undefined;
}

/** Fired on the player when the viewer chooses another of the kept renditions (audio mode). */
export const KEPT_RENDITION_CHOICE = 'keptrenditionchoice';
/**
 * Fired on the player when audio mode keeps renditions or lets them go: the views of the choice follow (an audio-mode
 * start keeps the master's once it has read them, after its first frame maybe).
 */
export const KEPT_RENDITIONS_CHANGE = 'keptrenditionschange';

const keptRenditions = new WeakMap<VideoJsPlayer, KeptRenditions>();
/** The players whose viewer chose a rendition (the menu, the host's enableAudioTrack). */
const viewerChoices = new WeakSet<VideoJsPlayer>();

export const audioTracksOf = (player: VideoJsPlayer): AudioTrackLike[] =>
  Array.from(player.audioTracks() as unknown as ArrayLike<AudioTrackLike>);

/** The main playlist's AUDIO groups as VHS parsed them, while it plays an HLS source. */
export function vhsMediaGroups(player: VideoJsPlayer): MediaGroups | undefined {
  const tech = player.tech(true) as unknown as { vhs?: { playlists?: { main?: { mediaGroups?: MediaGroups } } } };
  return tech?.vhs?.playlists?.main?.mediaGroups;
}

/** The renditions the player offers now, as audio mode would keep them: copies, so the source may change under them. */
export const currentRenditions = (player: VideoJsPlayer): KeptRenditions => ({
  tracks: audioTracksOf(player).map(({ label, language, kind, enabled }) => ({ label, language, kind, enabled })),
  mediaGroups: vhsMediaGroups(player),
});

/** Keeps the master's renditions while audio mode plays a source without them; null lets them go. */
export function keepRenditions(player: VideoJsPlayer, renditions: KeptRenditions | null): void {
  const before = keptRenditions.get(player) ?? null;
  if (renditions) keptRenditions.set(player, renditions);
  else keptRenditions.delete(player);
  if (renditions !== before) player.trigger(KEPT_RENDITIONS_CHANGE);
}

/** The master's renditions audio mode keeps, or undefined while the player's own tracks are the master's. */
export const renditionsKept = (player: VideoJsPlayer): KeptRenditions | undefined => keptRenditions.get(player);

/** The renditions the viewer chooses among now: the kept ones in audio mode, else the player's audio tracks. */
export const audioTrackChoices = (player: VideoJsPlayer): AudioTrackLike[] =>
  keptRenditions.get(player)?.tracks ?? audioTracksOf(player);

/** The enabled one of `tracks`, when there are several to choose from (none with one or none). */
export const enabledOf = (tracks: AudioTrackLike[]): AudioTrackLike | undefined =>
  tracks.length > 1 ? tracks.find((track) => track.enabled) : undefined;

/** The rendition the viewer plays, when the source has several to choose from (none with one or none). */
export const chosenAudioTrack = (player: VideoJsPlayer): AudioTrackLike | undefined => enabledOf(audioTrackChoices(player));

/** The viewer chose the rendition named `label` (the menu, the host): it is played, and it is their choice. */
export function chooseAudioTrack(player: VideoJsPlayer, label: string): void {
  if (audioTrackChoices(player).some((track) => track.label === label)) viewerChoices.add(player);
  selectAudioTrack(player, label);
}

/** Whether the viewer chose a rendition with this player: the widget's own choices (the learner's language) yield. */
export const viewerChoseAudioTrack = (player: VideoJsPlayer): boolean => viewerChoices.has(player);

/**
 * Makes the rendition named `label` the one played: in the video, VHS loads it as its audio track is enabled; in
 * audio mode, the kept choice changes and the player hears KEPT_RENDITION_CHOICE (attach-audio-mode.ts switches
 * the source). The widget's own choice; the viewer's goes through chooseAudioTrack.
 */
export function selectAudioTrack(player: VideoJsPlayer, label: string): void {
  const kept = keptRenditions.get(player);
  if (kept) {
    const chosen = kept.tracks.find((track) => track.label === label);
    if (!chosen || chosen.enabled) return;
    for (const track of kept.tracks) track.enabled = track.label === label;
    player.trigger(KEPT_RENDITION_CHOICE);
    return;
  }
  const tracks = audioTracksOf(player);
  const chosen = tracks.find((track) => track.label === label);
  if (!chosen) return;
  chosen.enabled = true;
  // Native audio tracks (Safari's own HLS) may play together: the others are turned off, as Video.js's menu does.
  for (const track of tracks) if (track !== chosen && track.enabled) track.enabled = false;
}
