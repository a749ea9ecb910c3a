/**
 * What the launch page tells the learner, in pt, en and es, worded as the widget words its own
 * (public/assets/i18n/, src/boot/boot-messages.ts). Never a server's text.
 */
import type { Language } from '../../../src/i18n/languages.ts';
import type { TokenFailure } from './token-request.ts';

export interface LaunchTexts {
  loading: string;
  retry: string;
  /** The button that closes the notice. */
  close: string;
  /** No SCORM runtime in the frames above: the page was opened outside the LMS. */
  noRuntime: string;
  /** Anything unforeseen (a bug). */
  failed: string;
  /** The LMS answered "false" to a call: the lesson plays on, but its record may be lost. */
  lmsTrouble: string;
  /** A token that could not be had; each one but 'refused' is followed by a retry button. */
  tokenFailure(failure: TokenFailure): string;
}

const waitSeconds = (failure: TokenFailure): number => Math.ceil((failure.retryAfterMs ?? 0) / 1000);

export const launchTexts: Record<Language, LaunchTexts> = {
  pt: {
    loading: 'Carregando a aula…',
    retry: 'Tentar novamente',
    close: 'Fechar',
    noRuntime: 'Abra esta aula pelo seu ambiente de aprendizagem (LMS): sem ele, ela não pode ser aberta.',
    failed: 'Algo deu errado ao abrir a aula. Feche-a e abra novamente pelo seu ambiente de aprendizagem.',
    lmsTrouble:
      'O ambiente de aprendizagem não está aceitando o registro desta aula: seu progresso pode não ser salvo. ' +
      'Você pode continuar assistindo; se o registro não aparecer, abra a aula novamente pelo ambiente.',
    tokenFailure: (failure) => {
      switch (failure.code) {
        case 'timeout':
          return 'O servidor do vídeo demorou demais para responder. Verifique sua conexão e tente novamente.';
        case 'offline':
          return 'Sem conexão à internet. Verifique sua conexão e tente novamente.';
        case 'unreachable':
          return 'Não foi possível falar com o servidor do vídeo. Verifique sua conexão e tente novamente.';
        case 'rate-limited': {
          const seconds = waitSeconds(failure);
          return `Aguarde para realizar uma nova requisição.${seconds ? ` Você poderá tentar novamente em ${seconds} s.` : ''}`;
        }
        case 'unavailable':
          return 'O servidor do vídeo está indisponível no momento. Tente novamente em alguns instantes.';
        case 'refused':
          return 'Esta aula não pode ser aberta: o servidor do vídeo não aceita este pacote. Avise o responsável pelo curso.';
      }
    },
  },
  en: {
    loading: 'Loading the lesson…',
    retry: 'Try again',
    close: 'Close',
    noRuntime: 'Open this lesson from your learning platform (LMS): it cannot be opened without it.',
    failed: 'Something went wrong while opening the lesson. Close it and open it again from your learning platform.',
    lmsTrouble:
      'The learning platform is not accepting this lesson’s record: your progress may not be saved. ' +
      'You can keep watching; if the record does not show up, open the lesson again from the platform.',
    tokenFailure: (failure) => {
      switch (failure.code) {
        case 'timeout':
          return 'The video server took too long to answer. Check your connection and try again.';
        case 'offline':
          return 'No internet connection. Check your connection and try again.';
        case 'unreachable':
          return 'The video server could not be reached. Check your connection and try again.';
        case 'rate-limited': {
          const seconds = waitSeconds(failure);
          return `Please wait a moment before trying again.${seconds ? ` You can try again in ${seconds} s.` : ''}`;
        }
        case 'unavailable':
          return 'The video server is unavailable at the moment. Try again in a few moments.';
        case 'refused':
          return 'This lesson cannot be opened: the video server does not accept this package. Tell whoever runs the course.';
      }
    },
  },
  es: {
    loading: 'Cargando la clase…',
    retry: 'Intentar de nuevo',
    close: 'Cerrar',
    noRuntime: 'Abra esta clase desde su plataforma de aprendizaje (LMS): sin ella, no se puede abrir.',
    failed: 'Algo salió mal al abrir la clase. Ciérrela y ábrala de nuevo desde su plataforma de aprendizaje.',
    lmsTrouble:
      'La plataforma de aprendizaje no está aceptando el registro de esta clase: es posible que su progreso no se guarde. ' +
      'Puede seguir viéndola; si el registro no aparece, abra la clase de nuevo desde la plataforma.',
    tokenFailure: (failure) => {
      switch (failure.code) {
        case 'timeout':
          return 'El servidor del video tardó demasiado en responder. Compruebe su conexión e inténtelo de nuevo.';
        case 'offline':
          return 'Sin conexión a internet. Compruebe su conexión e inténtelo de nuevo.';
        case 'unreachable':
          return 'No se pudo contactar con el servidor del video. Compruebe su conexión e inténtelo de nuevo.';
        case 'rate-limited': {
          const seconds = waitSeconds(failure);
          return `Espere un momento antes de intentarlo de nuevo.${seconds ? ` Podrá intentarlo de nuevo en ${seconds} s.` : ''}`;
        }
        case 'unavailable':
          return 'El servidor del video no está disponible en este momento. Inténtelo de nuevo en unos instantes.';
        case 'refused':
          return 'Esta clase no se puede abrir: el servidor del video no acepta este paquete. Avise al responsable del curso.';
      }
    },
  },
};
