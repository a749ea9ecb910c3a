/** Typed sample values for unit tests, parsed by the real schemas so they stay valid. */
import { playerItem, type PlayerItem } from '@/services/api-contract';
import { parseConfig, type AppConfig } from '@/services/config';
import type { LaunchParams } from '@/services/launch-params';

export function sampleConfig(overrides: Record<string, unknown> = {}): AppConfig {
  return parseConfig({
    API_URL: 'https://api.example.test/api/',
    API_KEY: 'key',
    SEARCH_URL: 'https://api.example.test/search/',
    SEARCH_KEY: 'search-key',
    CHAT_URL: 'https://api.example.test/chat/',
    STORAGE_KEY: 'sphere_',
    GUIDS_CHAT: ['licao'],
    GUIDS_CHAT_AI: ['licao'],
    EXISTE_AUDIOMP3: 'S',
    DOWNLOAD: 'S',
    USAR_CHAT: 'S',
    USAR_CHAT_AI: 'S',
    RESUMO: 'S',
    ...overrides,
  });
}

export function sampleItem(overrides: Partial<PlayerItem> = {}): PlayerItem {
  return playerItem().parse({
    id: 'licao',
    titulo: 'Lição 1',
    nomeRoteiro: 'Biologia',
    idProducaoRoteiro: 'rot-1',
    versao: 1,
    duracao: 75,
    aoVivo: false,
    urlHls: 'https://media.example.test/licao/master.m3u8',
    urlProgressivo: 'https://media.example.test/licao/360p.mp4',
    urlOriginal: 'https://media.example.test/licao/original.mp4',
    urlMp3: 'https://media.example.test/licao/audio.mp3',
    poster: null,
    legendas: [],
    capitulos: [],
    ...overrides,
  });
}

/** A plain launch: no version, script, language, autoplay, threshold or cmi5. */
export function sampleLaunch(overrides: Partial<LaunchParams> = {}): LaunchParams {
  return {
    versao: null,
    idProducaoRoteiro: null,
    preview: false,
    lang: null,
    autoplay: false,
    limiar: null,
    cmi5: null,
    ...overrides,
  };
}
