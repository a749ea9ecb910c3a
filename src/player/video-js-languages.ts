/** Video.js's own control labels in the widget's languages, plus ours. */
import videojs from 'video.js';
import type Player from 'video.js/dist/types/player';
import es from 'video.js/dist/lang/es.json';
import ptBR from 'video.js/dist/lang/pt-BR.json';

const ours: Record<string, Record<string, string>> = {
  pt: {
    Quality: 'Qualidade',
    Automática: 'Automática',
    'Skip backward {1} seconds': 'Voltar {1} segundos',
    'Skip forward {1} seconds': 'Avançar {1} segundos',
    'AO VIVO': 'AO VIVO',
    'Ir para o ao vivo': 'Ir para o ao vivo',
    'Reproduzindo ao vivo': 'Reproduzindo ao vivo',
    Gostei: 'Gostei',
    'Não gostei': 'Não gostei',
    'Sphere AI': 'Sphere AI',
    Resumo: 'Resumo',
    Transcrição: 'Transcrição',
    Capítulos: 'Capítulos',
    Chat: 'Chat',
    'Audio Player': 'Audio Player',
    'Picture in Picture': 'Picture in Picture',
    Download: 'Download',
    'Mais opções': 'Mais opções',
    'Ativar som': 'Ativar som',
    // Video.js's pt-BR lacks the captions settings dialog's labels.
    Color: 'Cor',
    Opacity: 'Opacidade',
    'Text Background': 'Fundo do texto',
    'Caption Area Background': 'Fundo da área de legendas',
    'No content': 'Sem conteúdo',
  },
  en: {
    Quality: 'Quality',
    Automática: 'Auto',
    'AO VIVO': 'LIVE',
    'Ir para o ao vivo': 'Go to live',
    'Reproduzindo ao vivo': 'Playing live',
    Gostei: 'Like',
    'Não gostei': 'Dislike',
    'Sphere AI': 'Sphere AI',
    Resumo: 'Summary',
    Transcrição: 'Transcript',
    Capítulos: 'Chapters',
    Chat: 'Chat',
    'Audio Player': 'Audio Player',
    'Picture in Picture': 'Picture in Picture',
    Download: 'Download',
    'Mais opções': 'More options',
    'Ativar som': 'Turn on sound',
  },
  es: {
    Quality: 'Calidad',
    Automática: 'Automática',
    'Skip backward {1} seconds': 'Retroceder {1} segundos',
    'Skip forward {1} seconds': 'Avanzar {1} segundos',
    'AO VIVO': 'EN VIVO',
    'Ir para o ao vivo': 'Ir al directo',
    'Reproduzindo ao vivo': 'Reproduciendo en directo',
    Gostei: 'Me gusta',
    'Não gostei': 'No me gusta',
    'Sphere AI': 'Sphere AI',
    Resumo: 'Resumen',
    Transcrição: 'Transcripción',
    Capítulos: 'Capítulos',
    Chat: 'Chat',
    'Audio Player': 'Reproductor de audio',
    'Picture in Picture': 'Imagen en imagen',
    Download: 'Descargar',
    'Mais opções': 'Más opciones',
    'Ativar som': 'Activar sonido',
  },
};

export function registerVideoJsLanguages(): void {
  videojs.addLanguage('pt', { ...ptBR, ...ours['pt'] });
  videojs.addLanguage('es', { ...es, ...ours['es'] });
  videojs.addLanguage('en', ours['en'] ?? {});
  mergeLanguagesOncePerPlayer();
}

type PlayerClass = typeof Player;
type Languages = ReturnType<Player['languages']>;
const merged = new WeakMap<Player, Languages>();
let onceMergedPlayer: PlayerClass | null = null;

/**
 * Video.js deep-merges every registered dictionary again for each label a control localizes
 * (Player#languages, in case a plugin adds a language later): over 10 ms while the player is built. Ours are
 * all registered before any player exists, so each player merges them once.
 */
function mergeLanguagesOncePerPlayer(): void {
  if (onceMergedPlayer) return;
  const VideoJsPlayer = videojs.getComponent('Player') as unknown as PlayerClass;
  onceMergedPlayer = class extends VideoJsPlayer {
    override languages(): Languages {
      let languages = merged.get(this);
      if (!languages) {
        languages = super.languages();
        merged.set(this, languages);
      }
      return languages;
    }
  };
  videojs.registerComponent('Player', onceMergedPlayer as unknown as Parameters<typeof videojs.registerComponent>[1]);
}
