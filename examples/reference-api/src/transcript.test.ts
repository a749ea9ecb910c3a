import { describe, expect, it } from 'vitest';
import { catalog } from './catalog.ts';
import { parseVtt, Transcript } from './transcript.ts';

describe('parseVtt', () => {
  it('reads cue times with and without hours', () => {
    const cues = parseVtt(
      'WEBVTT\n\n00:05.250 --> 00:07.000\nSem horas.\n\n1\n01:02:03.500 --> 01:02:05.000 align:start\nCom horas.\n\n' +
        '12:00.000 --> 12:01.000\nDoze minutos.\n',
    );
    expect(cues.map((cue) => [cue.start, cue.text])).toEqual([
      [5.25, 'Sem horas.'],
      [3723.5, 'Com horas.'],
      [720, 'Doze minutos.'],
    ]);
  });

  it('skips blocks that are not cues (notes, styles, malformed times)', () => {
    const cues = parseVtt(
      'WEBVTT\n\nNOTE 00:01.000 --> x\n\n00:61.000 --> 00:62.000\nMinuto inválido.\n\n00:01.000 --> 00:02.000\nOk.\n',
    );
    expect(cues.map((cue) => cue.text)).toEqual(['Ok.']);
  });
});

describe('retrieval', () => {
  const transcript = Transcript.forEntry(catalog[0]!);

  it('cites the Calvin-cycle passages first and not the greeting for a question full of stop words', () => {
    const found = transcript.search('O que acontece no ciclo de Calvin?');
    expect(found.length).toBeGreaterThan(0);
    for (const cue of found) expect(cue.text).toMatch(/ciclo de Calvin/);
    expect(found.some((cue) => cue.text.startsWith('Olá'))).toBe(false);
  });

  it('leaves English and Spanish stop words out as well', () => {
    expect(transcript.search('What is the Calvin cycle?')[0]?.text).toMatch(/ciclo de Calvin/);
    expect(transcript.search('¿Qué es la clorofila?')[0]?.text).toMatch(/clorofila/);
    expect(transcript.search('o que é a de the what el la')).toEqual([]);
  });
});
