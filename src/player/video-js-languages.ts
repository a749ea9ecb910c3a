/** Video.js's own control labels in the widget's languages, plus ours. */
import videojs from 'video.js';
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
  },
  en: {
    Quality: 'Quality',
    Automática: 'Auto',
    'AO VIVO': 'LIVE',
    'Ir para o ao vivo': 'Go to live',
    'Reproduzindo ao vivo': 'Playing live',
  },
  es: {
    Quality: 'Calidad',
    Automática: 'Automática',
    'Skip backward {1} seconds': 'Retroceder {1} segundos',
    'Skip forward {1} seconds': 'Avanzar {1} segundos',
    'AO VIVO': 'EN VIVO',
    'Ir para o ao vivo': 'Ir al directo',
    'Reproduzindo ao vivo': 'Reproduciendo en directo',
  },
};

export function registerVideoJsLanguages(): void {
  videojs.addLanguage('pt', { ...ptBR, ...ours['pt'] });
  videojs.addLanguage('es', { ...es, ...ours['es'] });
  videojs.addLanguage('en', ours['en'] ?? {});
}
