/** API failures as typed values, and the error catalogue (docs/api.md) from cause to exact message in one table. */

export type ApiErrorCode = 'unauthorized' | 'rate-limited' | 'server-message' | 'failed' | 'nok' | 'empty';
/** Which catalogue a call uses: player, like and log calls; the chat; the summary. */
export type Catalogue = 'player' | 'chat' | 'summary';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** The server's own `erro` text, when it sent one (the summary toast shows it). */
    readonly serverMessage?: string,
    /** The HTTP status, when there was an answer (none for network failures). */
    readonly status?: number,
  ) {
    super(message);
  }
}

const fixed: Record<Catalogue, Partial<Record<ApiErrorCode, string>>> = {
  player: {
    'rate-limited': 'Aguarde para realizar uma nova requisição.',
    failed: 'Erro na abertura do player.',
    nok: 'Erro na consulta dos vídeo(s).',
    empty: 'Nenhum registro encontrado.',
  },
  chat: {
    'rate-limited': 'Aguarde para realizar uma nova requisição.',
    failed: 'Erro na autenticação do serviço.',
    nok: 'Erro na autenticação do serviço.',
    empty: 'Não há consultas.',
  },
  summary: {
    'rate-limited': 'Erro ao gerar resumo.',
    'server-message': 'Erro ao gerar resumo.',
    failed: 'Erro ao gerar resumo.',
    nok: 'Erro ao gerar resumo.',
    empty: 'Erro ao gerar resumo.',
  },
};

/**
 * The exact message for a failure. `statusText` is used for 401; `bodyMessage` is the server's text
 * for other HTTP errors that carry a body.
 */
export function catalogueMessage(catalogue: Catalogue, code: ApiErrorCode, detail = ''): string {
  if (code === 'unauthorized') return detail || 'Unauthorized';
  const message = fixed[catalogue][code];
  if (message) return message;
  return detail || fixed[catalogue].failed || 'Erro na abertura do player.';
}

/** Turns an HTTP response into the failure it stands for, or null when it is a success with a body. */
export function failureOf(catalogue: Catalogue, status: number, statusText: string, bodyText: string): ApiError | null {
  const serverMessage = readServerMessage(bodyText);
  if (status === 401)
    return new ApiError('unauthorized', catalogueMessage(catalogue, 'unauthorized', statusText), serverMessage, status);
  if (status === 429) return new ApiError('rate-limited', catalogueMessage(catalogue, 'rate-limited'), serverMessage, status);
  if (status < 200 || status >= 300) {
    const code: ApiErrorCode = serverMessage || bodyText.trim() ? 'server-message' : 'failed';
    return new ApiError(
      code,
      catalogueMessage(catalogue, code, serverMessage ?? bodyText.trim().slice(0, 300)),
      serverMessage,
      status,
    );
  }
  if (bodyText.trim() === '') return new ApiError('empty', catalogueMessage(catalogue, 'empty'));
  return null;
}

/** The `erro` (or `message`) text of a JSON error body, if any. */
function readServerMessage(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return undefined;
    const record = body as Record<string, unknown>;
    const text = record['erro'] ?? record['message'] ?? record['mensagem'];
    return typeof text === 'string' && text ? text : undefined;
  } catch {
    return undefined;
  }
}
