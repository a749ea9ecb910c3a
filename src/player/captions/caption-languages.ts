/**
 * Which captions track shows when captions go on without a language named (the keyboard's C, the item's default
 * track, the viewer's remembered captions in a language this item lacks): the viewer's own language (remembered
 * from earlier videos, or the last they chose in this visit), else the first of the learner's languages the item
 * has (their LMS's cmi5 languagePreference), else the item's first; each matched by firstInLanguages. Captions the
 * viewer remembered on come on even so; the learner's languages only choose the track, never turn captions on
 * (docs/cmi5.md).
 */
import { firstInLanguages } from '@/services/language-tags';
import type { VideoJsPlayer } from '@/player/video-js-player';

/** A captions or subtitles track (Video.js's own text tracks hold chapters and metadata too). */
export type CaptionTrack = TextTrack & { kind: 'captions' | 'subtitles' };

interface CaptionLanguages {
  /** The last language the viewer had captions in, remembered or chosen in this visit (off does not clear it). */
  own?: string;
  learner: readonly string[];
}

const languages = new WeakMap<VideoJsPlayer, CaptionLanguages>();

const languagesOf = (player: VideoJsPlayer): CaptionLanguages => languages.get(player) ?? { learner: [] };

/** The player's captions and subtitles tracks. */
export const captionTracks = (player: VideoJsPlayer): CaptionTrack[] =>
  Array.from(player.textTracks() as unknown as ArrayLike<TextTrack>).filter(
    (track): track is CaptionTrack => track.kind === 'captions' || track.kind === 'subtitles',
  );

/** The viewer had captions in `language` (remembered, or chosen now). */
export const setOwnCaptionsLanguage = (player: VideoJsPlayer, language: string): void =>
  void languages.set(player, { ...languagesOf(player), own: language });

/** The learner's languages, most preferred first (their LMS's profile, read beside the launch). */
export const setLearnerLanguages = (player: VideoJsPlayer, learner: readonly string[]): void =>
  void languages.set(player, { ...languagesOf(player), learner });

/** The item's track in the viewer's own language (matched as the learner's are), when they have one and the item has it. */
export function ownCaptionTrack(player: VideoJsPlayer): CaptionTrack | undefined {
  const { own } = languagesOf(player);
  return own === undefined ? undefined : firstInLanguages(captionTracks(player), (track) => track.language, [own]);
}

/** The item's first track in the learner's languages, in their order, when they said any and the item has one. */
export const learnerCaptionTrack = (player: VideoJsPlayer): CaptionTrack | undefined =>
  firstInLanguages(captionTracks(player), (track) => track.language, languagesOf(player).learner);

/** The track captions turned on without a language named show. */
export const captionTrackToTurnOn = (player: VideoJsPlayer): CaptionTrack | undefined =>
  ownCaptionTrack(player) ?? learnerCaptionTrack(player) ?? captionTracks(player)[0];

/** Shows `track` and no other (undefined: captions off). */
export function showCaptionTrack(player: VideoJsPlayer, track: CaptionTrack | undefined): void {
  for (const each of captionTracks(player)) each.mode = each === track ? 'showing' : 'disabled';
}

/** The language of the captions shown, or null when none are. */
export const shownCaptions = (player: VideoJsPlayer): string | null =>
  captionTracks(player).find((track) => track.mode === 'showing')?.language ?? null;
