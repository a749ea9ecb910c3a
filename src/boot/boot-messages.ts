/**
 * The few texts boot shows before the app (and i18next) exist, in the viewer's language. The config's own
 * messages ('configuração não encontrada', the bad key) are the operator's and stay as the SPEC words them.
 */
import type { Language } from '@/i18n/languages';

export interface BootTexts {
  /** The loading screen's, which index.html says in Portuguese before any script runs. */
  loading: string;
  /** Code or the config did not load (network, server, past the deadline): trying again can work. */
  unreachable: string;
  /** Anything else that stopped the app (a bug): a fresh load may pass it. */
  failed: string;
  retry: string;
}

export const bootTexts: Record<Language, BootTexts> = {
  pt: {
    loading: 'Carregando conteúdo',
    unreachable: 'Não foi possível carregar o player. Verifique sua conexão e tente novamente.',
    failed: 'Algo deu errado ao abrir o player. Tente novamente.',
    retry: 'Tentar novamente',
  },
  en: {
    loading: 'Loading content',
    unreachable: 'The player could not be loaded. Check your connection and try again.',
    failed: 'Something went wrong while opening the player. Try again.',
    retry: 'Try again',
  },
  es: {
    loading: 'Cargando contenido',
    unreachable: 'No se pudo cargar el reproductor. Compruebe su conexión e inténtelo de nuevo.',
    failed: 'Algo salió mal al abrir el reproductor. Inténtelo de nuevo.',
    retry: 'Reintentar',
  },
};
