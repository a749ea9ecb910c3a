/** Video.js's own control labels in the widget's languages, plus ours. */
import videojs from 'video.js';
import es from 'video.js/dist/lang/es.json';
import ptBR from 'video.js/dist/lang/pt-BR.json';

const ours: Record<string, Record<string, string>> = {
  pt: { Quality: 'Qualidade', Automática: 'Automática' },
  en: { Quality: 'Quality', Automática: 'Auto' },
  es: { Quality: 'Calidad', Automática: 'Automática' },
};

export function registerVideoJsLanguages(): void {
  videojs.addLanguage('pt', { ...ptBR, ...ours['pt'] });
  videojs.addLanguage('es', { ...es, ...ours['es'] });
  videojs.addLanguage('en', ours['en'] ?? {});
}
