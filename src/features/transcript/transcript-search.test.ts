import { describe, expect, it } from 'vitest';
import { activeCueIndex, countMatches, matchSegments } from './transcript-search';

describe('transcript search', () => {
  it('finds every match regardless of case and accents, keeping the original text', () => {
    expect(matchSegments('A Clorofila é verde; clorofíla de novo', 'CLOROFILA')).toEqual([
      { text: 'A ', match: false },
      { text: 'Clorofila', match: true },
      { text: ' é verde; ', match: false },
      { text: 'clorofíla', match: true },
      { text: ' de novo', match: false },
    ]);
  });

  it('matches an accented query against unaccented text', () => {
    expect(matchSegments('fotossintese', 'síntese')).toEqual([
      { text: 'fotos', match: false },
      { text: 'sintese', match: true },
    ]);
  });

  it('leaves the text whole when the query is blank', () => {
    expect(matchSegments('Olá', '   ')).toEqual([{ text: 'Olá', match: false }]);
  });

  it('counts the matches across cues', () => {
    expect(countMatches(['senha forte', 'Senha e senha', 'nada'], 'senha')).toBe(3);
    expect(countMatches(['senha'], '')).toBe(0);
  });

  it('names the cue that has started last as the active one, and none before the first', () => {
    const cues = [
      { start: 0.5, end: 4 },
      { start: 5, end: 11 },
      { start: 11.7, end: 15 },
    ];
    expect(activeCueIndex(cues, 0)).toBe(-1);
    expect(activeCueIndex(cues, 4.5)).toBe(0);
    expect(activeCueIndex(cues, 5)).toBe(1);
    expect(activeCueIndex(cues, 30)).toBe(2);
  });
});
