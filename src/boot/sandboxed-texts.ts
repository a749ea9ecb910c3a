/**
 * What a frame sandboxed without allow-same-origin says (an opaque origin, where the widget cannot work), in the
 * viewer's language. A chunk of its own: only such a frame ever shows it, so the entry does not carry it.
 */
import type { Language } from '@/i18n/languages';

export const sandboxedTexts: Record<Language, string> = {
  pt: 'O player não pode abrir nesta página: o sandbox do iframe precisa incluir allow-same-origin. Avise o responsável pelo site.',
  en: "The player cannot open on this page: its iframe's sandbox must include allow-same-origin. Tell the site's owner.",
  es: 'El reproductor no puede abrirse en esta página: el sandbox del iframe debe incluir allow-same-origin. Avise al responsable del sitio.',
};
