/** API failures as typed values, and the error catalogue (docs/api.md) from cause to exact message in one table. */

export type ApiErrorCode =
  | 'unauthorized'
  | 'key-revoked'
  | 'forbidden'
  | 'rate-limited'
  | 'server-message'
  | 'failed'
  /** No answer in time: the client's own timeout, or a 408/504 where the call's catalogue words it. */
  | 'timeout'
  | 'nok'
  | 'empty'
  /** A 401 once the token's own `exp` has passed (and no host handed over another): only a new link helps. */
  | 'session-expired';
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
    /** How long the server asked to wait (its `Retry-After`), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * Whether `error` is a 401 that asking again cannot turn: the subscription key was revoked (no token fixes a key),
 * or the token was refused and no host can hand over another one (`renewable`, the token's owner).
 */
export const refusedForGood = (error: unknown, renewable: () => boolean): boolean =>
  error instanceof ApiError && (error.code === 'key-revoked' || (error.code === 'unauthorized' && !renewable()));

/** The API's own `erro` for a subscription key it no longer accepts (a 401 that no new token can fix). */
export const KEY_REVOKED_ERRO = 'Chave de assinatura inválida.';
/** The 401's text when the response has no status text (HTTP/2 never has one). */
export const UNAUTHORIZED_FALLBACK = 'Não autorizado.';
/** The assistant took longer than its timeout (the client's, or the API's 504), in the chat's catalogue. */
export const ASSISTANT_TIMEOUT = 'O assistente demorou demais para responder. Tente novamente.';
/** The assistant could not be reached, or answered with something that is not the API's (a gateway's page). */
export const ASSISTANT_UNAVAILABLE = 'Não foi possível falar com o assistente. Tente novamente.';
/** The session's end (docs/reliability.md, Auth and session), whichever call met it. */
export const SESSION_EXPIRED = 'Sua sessão expirou. Abra o vídeo novamente pelo seu portal.';
/** The longest server text a viewer may see; longer ones are a gateway's, not the API's. */
export const MAX_SERVER_TEXT = 300;

const fixed: Record<Catalogue, Partial<Record<ApiErrorCode, string>>> = {
  player: {
    'key-revoked': KEY_REVOKED_ERRO,
    forbidden: 'Você não tem acesso a este conteúdo.',
    'rate-limited': 'Aguarde para realizar uma nova requisição.',
    failed: 'Erro na abertura do player.',
    nok: 'Erro na consulta dos vídeo(s).',
    empty: 'Nenhum registro encontrado.',
  },
  chat: {
    'key-revoked': KEY_REVOKED_ERRO,
    forbidden: 'Você não tem acesso a este conteúdo.',
    'rate-limited': 'Aguarde para realizar uma nova requisição.',
    failed: ASSISTANT_UNAVAILABLE,
    timeout: ASSISTANT_TIMEOUT,
    nok: 'Erro na autenticação do serviço.',
    empty: 'Não há consultas.',
  },
  summary: {
    'key-revoked': KEY_REVOKED_ERRO,
    forbidden: 'Erro ao gerar resumo.',
    'rate-limited': 'Erro ao gerar resumo.',
    'server-message': 'Erro ao gerar resumo.',
    failed: 'Erro ao gerar resumo.',
    timeout: 'Erro ao gerar resumo.',
    nok: 'Erro ao gerar resumo.',
    empty: 'Erro ao gerar resumo.',
  },
};

/**
 * The exact message for a failure. `statusText` is used for 401; `bodyMessage` is the server's text
 * for other HTTP errors that carry a body.
 */
export function catalogueMessage(catalogue: Catalogue, code: ApiErrorCode, detail = ''): string {
  if (code === 'unauthorized') return detail.trim() || UNAUTHORIZED_FALLBACK;
  if (code === 'session-expired') return SESSION_EXPIRED;
  const message = fixed[catalogue][code];
  if (message) return message;
  return detail || fixed[catalogue].failed || 'Erro na abertura do player.';
}

/**
 * Turns an HTTP response into the failure it stands for, or null when it is a success with a body. Only
 * the API's own JSON `erro` reaches the viewer: an HTML page, a stack trace or a long text falls back to
 * the call's catalogue message.
 */
export function failureOf(
  catalogue: Catalogue,
  status: number,
  statusText: string,
  bodyText: string,
  retryAfterMs?: number,
): ApiError | null {
  const serverMessage = readServerMessage(bodyText);
  const failure = (code: ApiErrorCode, detail = ''): ApiError =>
    new ApiError(code, catalogueMessage(catalogue, code, detail), serverMessage, status, retryAfterMs);
  if (status === 401) return serverMessage === KEY_REVOKED_ERRO ? failure('key-revoked') : failure('unauthorized', statusText);
  if (status === 403) return failure('forbidden');
  if (status === 429) return failure('rate-limited');
  // A gateway's (or the API's) timeout, where the call's catalogue has its own words for it (the assistant).
  if ((status === 408 || status === 504) && fixed[catalogue].timeout) return failure('timeout');
  if (status < 200 || status >= 300) return serverMessage ? failure('server-message', serverMessage) : failure('failed');
  if (bodyText.trim() === '') return new ApiError('empty', catalogueMessage(catalogue, 'empty'));
  return null;
}

/** The `erro` (or `message`) text of the API's JSON error body, if it is one a viewer may read. */
function readServerMessage(bodyText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const text = record['erro'] ?? record['message'] ?? record['mensagem'];
  return typeof text === 'string' && isReadable(text.trim()) ? text.trim() : undefined;
}

/** Short plain text: no markup, no stack trace, at most MAX_SERVER_TEXT characters. */
function isReadable(text: string): boolean {
  return text !== '' && text.length <= MAX_SERVER_TEXT && !/<[a-z!/]/i.test(text) && !/\n\s*at\s/.test(text);
}

/**
 * The text key of the player catalogue's fixed text an error shows, so each viewer reads it in their
 * language (pt's text is the catalogue's exact one: host-events.test.ts checks it); undefined for the
 * server's own words (its `erro`, a 401's status text), shown as they came.
 */
export function catalogueTextKey({ code, message }: Pick<ApiError, 'code' | 'message'>): string | undefined {
  if (code === 'unauthorized') return message === UNAUTHORIZED_FALLBACK ? 'unauthorized' : undefined;
  return PLAYER_TEXT_KEYS[code];
}

/** The player catalogue's fixed texts by their text keys (host-events.test.ts checks pt's are the exact ones). */
export const PLAYER_TEXT_KEYS: Readonly<Partial<Record<ApiErrorCode, string>>> = {
  'session-expired': 'token_expired',
  forbidden: 'forbidden',
  'rate-limited': 'rate_limited',
  failed: 'network_error',
  timeout: 'network_error',
  nok: 'query_failed',
  empty: 'no_records',
};
