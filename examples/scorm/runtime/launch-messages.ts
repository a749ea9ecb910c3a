/**
 * What the launch page tells the learner, in Portuguese (the package's page is `lang="pt-BR"`), worded as the
 * widget words its own (public/assets/i18n/pt.json, src/boot/boot-messages.ts). Never a server's text.
 */
import type { TokenFailure } from './token-request.ts';

export const launchTexts = {
  loading: 'Carregando a aula…',
  retry: 'Tentar novamente',
  /** No SCORM runtime in the frames above: the page was opened outside the LMS. */
  noRuntime: 'Abra esta aula pelo seu ambiente de aprendizagem (LMS): sem ele, ela não pode ser aberta.',
  /** Anything unforeseen (a bug). */
  failed: 'Algo deu errado ao abrir a aula. Feche-a e abra novamente pelo seu ambiente de aprendizagem.',
  /** The LMS answered "false" to a call: the lesson plays on, but its record may be lost. */
  lmsTrouble:
    'O ambiente de aprendizagem não está aceitando o registro desta aula: seu progresso pode não ser salvo. ' +
    'Você pode continuar assistindo; se o registro não aparecer, abra a aula novamente pelo ambiente.',
};

/** The message for a token that could not be had; each one but 'refused' is followed by a retry button. */
export function tokenFailureText(failure: TokenFailure): string {
  switch (failure.code) {
    case 'timeout':
      return 'O servidor do vídeo demorou demais para responder. Verifique sua conexão e tente novamente.';
    case 'offline':
      return 'Sem conexão à internet. Verifique sua conexão e tente novamente.';
    case 'unreachable':
      return 'Não foi possível falar com o servidor do vídeo. Verifique sua conexão e tente novamente.';
    case 'rate-limited': {
      const seconds = Math.ceil((failure.retryAfterMs ?? 0) / 1000);
      return `Aguarde para realizar uma nova requisição.${seconds ? ` Você poderá tentar novamente em ${seconds} s.` : ''}`;
    }
    case 'unavailable':
      return 'O servidor do vídeo está indisponível no momento. Tente novamente em alguns instantes.';
    case 'refused':
      return 'Esta aula não pode ser aberta: o servidor do vídeo não aceita este pacote. Avise o responsável pelo curso.';
  }
}
