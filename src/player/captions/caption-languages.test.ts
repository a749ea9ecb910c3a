import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import {
  captionTrackToTurnOn,
  setLearnerLanguages,
  setOwnCaptionsLanguage,
  showCaptionTrack,
  shownCaptions,
} from './caption-languages';

/** A stand-in player with captions tracks in `languages` (and a chapters track, which is no captions track). */
function captionsPlayer(languages: string[]) {
  const tracks = [
    { kind: 'chapters', language: 'en', mode: 'hidden' as TextTrackMode },
    ...languages.map((language) => ({ kind: 'captions', language, mode: 'disabled' as TextTrackMode })),
  ];
  return { textTracks: () => Object.assign([...tracks], { length: tracks.length }) } as unknown as VideoJsPlayer;
}

describe('the captions track turned on without a language named', () => {
  it('is the item’s first when neither the viewer nor the learner said a language', () => {
    expect(captionTrackToTurnOn(captionsPlayer(['pt', 'en']))?.language).toBe('pt');
    expect(captionTrackToTurnOn(captionsPlayer([]))).toBeUndefined();
  });

  it('is in the first of the learner’s languages the item has', () => {
    const player = captionsPlayer(['pt', 'en', 'es']);
    setLearnerLanguages(player, ['fr-FR', 'es-419', 'en']);
    expect(captionTrackToTurnOn(player)?.language).toBe('es');
    setLearnerLanguages(player, ['de']);
    expect(captionTrackToTurnOn(player)?.language, 'none of them: the item’s first').toBe('pt');
  });

  it('is in the viewer’s own language over the learner’s, where the item has it', () => {
    const player = captionsPlayer(['pt', 'en', 'es']);
    setLearnerLanguages(player, ['es']);
    setOwnCaptionsLanguage(player, 'en');
    expect(captionTrackToTurnOn(player)?.language).toBe('en');
    setOwnCaptionsLanguage(player, 'de');
    expect(captionTrackToTurnOn(player)?.language, 'a language the item lacks: the learner’s').toBe('es');
  });

  it('is in the viewer’s own language matched as the learner’s are, by its primary language too', () => {
    const player = captionsPlayer(['en', 'pt-BR']);
    setLearnerLanguages(player, ['en']);
    setOwnCaptionsLanguage(player, 'pt');
    expect(captionTrackToTurnOn(player)?.language).toBe('pt-BR');
  });

  it('shows alone, and none shows once turned off', () => {
    const player = captionsPlayer(['pt', 'en']);
    showCaptionTrack(player, captionTrackToTurnOn(player));
    expect(shownCaptions(player)).toBe('pt');
    showCaptionTrack(player, undefined);
    expect(shownCaptions(player)).toBeNull();
  });
});
