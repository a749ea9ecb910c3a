import { describe, expect, it } from 'vitest';
import { translations } from '@/testing/translations';
import type { AudioRenditionName } from '@/store/player-slice';
import { downloadLabel, languageName } from './download-label';
import type { DownloadQuality } from './download-api';

/** The label as the menu shows it in `lang`, with the shipped message files. */
const shown = (
  lang: string,
  quality: DownloadQuality,
  item: { idiomaOriginal?: string | null; idiomaProgressivo?: string | null } | null,
  renditions: AudioRenditionName[],
): string => {
  const { key, name } = downloadLabel(quality, item, renditions, lang);
  return (translations(lang)[key] ?? key).replace('{{name}}', name ?? '');
};

const rendition = (name: string, language: string, main = false, describesVideo = false): AudioRenditionName => ({
  name,
  language,
  main,
  describesVideo,
});
/** The test master's renditions (e2e/audio-master.ts). */
const master = [
  rendition('Português', 'pt', true),
  rendition('English', 'en'),
  rendition('Português (audiodescrição)', 'pt', false, true),
];
const both = { idiomaOriginal: 'pt-BR', idiomaProgressivo: 'en' };

describe('downloadLabel', () => {
  it('names the language each MP4 holds, as the master names it, where the item says it and has several audio renditions', () => {
    expect(shown('pt', 'alta', both, master)).toBe('Original (Português)');
    expect(shown('pt', 'baixa', both, master)).toBe('Processado (English)');
    expect(shown('pt', 'audio', both, master)).toBe('Áudio (Português)');
  });

  it('says it in en and es, the names being the master’s, as in the audio entry and the audio-track menu', () => {
    expect(['alta', 'baixa', 'audio'].map((quality) => shown('en', quality as DownloadQuality, both, master))).toEqual([
      'Original (Português)',
      'Processed (English)',
      'Audio (Português)',
    ]);
    expect(['alta', 'baixa', 'audio'].map((quality) => shown('es', quality as DownloadQuality, both, master))).toEqual([
      'Original (Português)',
      'Procesado (English)',
      'Audio (Português)',
    ]);
  });

  it('leaves an MP4 plain where the item does not say its language: the files are not read, nothing is guessed', () => {
    for (const item of [null, {}, { idiomaOriginal: null, idiomaProgressivo: null }]) {
      expect(shown('pt', 'alta', item, master)).toBe('Original');
      expect(shown('pt', 'baixa', item, master)).toBe('Processado');
    }
    // Not even from the MP3's: the original upload may be in another language than the master's default.
    expect(shown('pt', 'baixa', { idiomaOriginal: 'pt' }, master)).toBe('Processado');
  });

  it('leaves every option plain without renditions, as the player publishes with one audio or none (nothing to tell apart)', () => {
    expect(shown('pt', 'alta', both, [])).toBe('Original');
    expect(shown('pt', 'baixa', both, [])).toBe('Processado');
    expect(shown('pt', 'audio', both, [])).toBe('Audio');
    expect(shown('en', 'baixa', both, [])).toBe('Processed');
  });
});

describe('languageName', () => {
  it('is the name of the rendition of that language, never an audio description, the main one first', () => {
    const descriptionFirst = [rendition('Português (AD)', 'pt', false, true), rendition('Brasileiro', 'pt'), ...master];
    expect(languageName('pt', descriptionFirst, 'pt')).toBe('Português');
    expect(languageName('EN', master, 'pt')).toBe('English');
  });

  it('matches the same tag first, else the same language', () => {
    const twoPortugueses = [rendition('Português (Portugal)', 'pt-PT', true), rendition('Português (Brasil)', 'pt-BR')];
    expect(languageName('pt-br', twoPortugueses, 'pt')).toBe('Português (Brasil)');
    expect(languageName('pt-AO', twoPortugueses, 'pt')).toBe('Português (Portugal)');
    expect(languageName('pt-BR', master, 'pt')).toBe('Português');
  });

  it('is the language’s own name in the viewer’s language where no rendition has it', () => {
    expect(languageName('es', master, 'pt')).toBe('Espanhol');
    expect(languageName('es', master, 'en')).toBe('Spanish');
    expect(languageName('fr-CA', master, 'es')).toBe('Francés');
  });

  it('is null for a tag that names no language', () => {
    for (const tag of ['', 'português', 'und', 'x', 'pt, en', 'en-a', 'pt_BR', 'en-US-US'])
      expect(languageName(tag, master, 'pt'), tag).toBeNull();
  });
});
