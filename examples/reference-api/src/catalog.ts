/** The sample items, built from the committed media folder. */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerItem } from '../../../src/services/api-contract.ts';

export const mediaRoot = join(import.meta.dirname, '..', 'media');

export interface CatalogEntry {
  id: string;
  /** Folder under media/ holding the files (the live item loops another item's segments). */
  folder: string;
  titulo: string;
  descricao: string;
  nomeRoteiro: string;
  idProducaoRoteiro: string;
  aoVivo: boolean;
  capitulos: PlayerItem['capitulos'];
  perguntas: string[];
  /** The completion threshold, % watched, when not the default 90. */
  limiarConclusao?: number;
}

export const catalog: readonly CatalogEntry[] = [
  {
    id: 'licao-fotossintese',
    folder: 'licao-fotossintese',
    titulo: 'Lição 1 · Fotossíntese',
    descricao: 'Como as plantas transformam luz, água e gás carbônico em glicose e oxigênio.',
    nomeRoteiro: 'Biologia — Fotossíntese',
    idProducaoRoteiro: '1001',
    aoVivo: false,
    capitulos: [
      { inicio: 0, titulo: 'Introdução' },
      { inicio: 8, titulo: 'Clorofila e cloroplastos' },
      { inicio: 45, titulo: 'Fase clara e ciclo de Calvin' },
    ],
    perguntas: ['O que é a clorofila?', 'Quais são as etapas da fotossíntese?', 'O que a planta libera na fotossíntese?'],
  },
  {
    id: 'seguranca-senhas',
    folder: 'seguranca-senhas',
    titulo: 'Segurança · Senhas fortes',
    descricao: 'Boas práticas de senhas e autenticação em dois fatores.',
    nomeRoteiro: 'Segurança da informação — Senhas',
    idProducaoRoteiro: '1002',
    aoVivo: false,
    capitulos: [
      { inicio: 0, titulo: 'Boas-vindas' },
      { inicio: 5, titulo: 'Senhas fortes' },
      { inicio: 11.7, titulo: 'Uma senha por sistema' },
      { inicio: 16.4, titulo: 'Autenticação em dois fatores' },
      { inicio: 22.5, titulo: 'Pedidos de senha por e-mail' },
    ],
    perguntas: [],
    limiarConclusao: 80,
  },
  {
    id: 'aula-ao-vivo',
    folder: 'licao-fotossintese',
    titulo: 'Aula ao vivo · Fotossíntese',
    descricao: 'Transmissão simulada a partir da lição gravada.',
    nomeRoteiro: 'Biologia — Ao vivo',
    idProducaoRoteiro: '1003',
    aoVivo: true,
    capitulos: [],
    perguntas: ['O que é a clorofila?'],
  },
];

export function findEntry(id: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.id === id);
}

export function findByScript(scriptId: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.idProducaoRoteiro === scriptId);
}

export function mediaFile(entry: CatalogEntry, name: string): string | null {
  const path = join(mediaRoot, entry.folder, name);
  return existsSync(path) ? path : null;
}

/** The language every sample lesson is narrated in (make-media.sh: espeak-ng's pt-br voice), its MP4s' one audio. */
const NARRATION = 'pt-BR';

/**
 * The item as `POST player` returns it; URLs are absolute on the API's own origin, each passed through
 * `sign` (the player route signs them for the viewer; the duration alone needs no signing).
 */
export function toPlayerItem(entry: CatalogEntry, origin: string, sign: (url: string) => string = (url) => url): PlayerItem {
  const base = `${origin}/media/${entry.folder}`;
  const duration = Number(readFileSync(join(mediaRoot, entry.folder, 'duration.txt'), 'utf8'));
  const has = (name: string): boolean => mediaFile(entry, name) !== null;
  const file = (name: string): string | null => (!entry.aoVivo && has(name) ? sign(`${base}/${name}`) : null);
  const captions = file('captions.pt.vtt');
  const original = file('original.mp4');
  const processed = file('processed.mp4');
  return {
    id: entry.id,
    titulo: entry.titulo,
    descricao: entry.descricao,
    nomeRoteiro: entry.nomeRoteiro,
    idProducaoRoteiro: entry.idProducaoRoteiro,
    versao: 1,
    duracao: entry.aoVivo ? 0 : Math.round(duration * 1000) / 1000,
    aoVivo: entry.aoVivo,
    urlHls: sign(entry.aoVivo ? `${origin}/live/${entry.id}/master.m3u8` : `${base}/hls/master.m3u8`),
    urlProgressivo: processed,
    urlOriginal: original,
    idiomaOriginal: original ? NARRATION : null,
    idiomaProgressivo: processed ? NARRATION : null,
    urlMp3: file('audio.mp3'),
    poster: has('poster.jpg') ? sign(`${base}/poster.jpg`) : null,
    legendas: captions ? [{ src: captions, srclang: 'pt', label: 'Português', default: false }] : [],
    capitulos: entry.capitulos,
    miniaturas: file('thumbnails.vtt'),
    ...(entry.limiarConclusao === undefined ? {} : { limiarConclusao: entry.limiarConclusao }),
  };
}
