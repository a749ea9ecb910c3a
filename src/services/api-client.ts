/** The one HTTP client of the widget: the contract's headers (docs/api.md), typed endpoints, the error catalogue. */
import type { Language } from '@/i18n/languages';
import * as z from 'zod/mini';
import {
  chatResponse,
  downloadResponse,
  likeResponse,
  playerResponse,
  questionsResponse,
  statusRet,
  viewResponse,
  type DownloadResponse,
  type LikeState,
  type LikeValue,
  type PlayerItem,
  type ViewItem,
  type ViewSaveRequest,
} from './api-contract';
import { ApiError, catalogueMessage, failureOf, type Catalogue } from './api-errors';
import { apiHeaders, apiUrl, PLAYER_BODY, playerUrl, viewUrl, type PlayerRequest } from './api-requests';
import type { AppConfig } from './config';
import { httpRequest, RequestTimeout, type HttpAnswer, type HttpRequest } from './http-request';
import { parseRetryAfter } from './retry-policy';
import { QUICK_RETRY, withRetry, type RetryOptions } from './with-retry';

/** What the client asks the token's owner (services/auth-token.ts). */
export type { PlayerRequest } from './api-requests';

export interface ApiSession {
  /** The current token (it may be renewed by the host). */
  token(): string;
  /** Gets a new token after a 401 (USAR_AD: from the host); true when the token changed and the call may be retried once. */
  refreshToken(): Promise<boolean>;
  /**
   * Whether the token in use is past its own `exp`: it is never sent (the owner is asked for another first),
   * and a 401 then is the session's end, not a refusal to retry.
   */
  expired?(): boolean;
}

export const REQUEST_TIMEOUT_MS = 20_000;
/**
 * The largest view save (JSON characters) sent kept alive: a few dozen ranges, as a visit makes. A cmi5 session's
 * last statements may take up to 60 KiB of the browser's 64 KiB for keepalive bodies (lrs-statements.ts).
 */
export const VIEW_KEEPALIVE_MAX_CHARS = 2_048;
/** How long the reference API waits for its external LLM (its LLM_TIMEOUT_MS, examples/reference-api/src/assistant.ts). */
const SERVER_LLM_TIMEOUT_MS = 30_000;
/**
 * How long the widget waits for chatgpt (chat and summary): the API's LLM timeout plus a margin for its
 * transcript search and the network, so a slow LLM reaches the viewer as the API's own 504, never as a
 * request the widget gave up on first (examples/reference-api/src/assistant.test.ts checks the order).
 */
export const ASSISTANT_TIMEOUT_MS = SERVER_LLM_TIMEOUT_MS + 10_000;

export function createApiClient(config: AppConfig, session: ApiSession, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  type Options = Omit<HttpRequest, 'method' | 'timeout'> & { timeout?: number };
  const send = (method: HttpRequest['method'], url: string, { timeout = REQUEST_TIMEOUT_MS, ...options }: Options) =>
    httpRequest(fetchImpl, url, { method, timeout, ...options });
  const client = {
    get: (url: string, options: Options) => send('GET', url, options),
    post: (url: string, options: Options) => send('POST', url, options),
  };
  const api = (path: string): string => apiUrl(config, path);
  const headers = (search = false): Record<string, string> =>
    search ? apiHeaders(config.SEARCH_KEY, `jwt ${session.token()}`) : apiHeaders(config.API_KEY, session.token());

  /**
   * Sends a request and reads it through the catalogue; `empty` is returned as null when allowed. With
   * `retry` (calls safe to repeat), transient failures are tried again by the retry policy.
   */
  function call<T extends z.ZodMiniType>(
    catalogue: Catalogue,
    schema: T,
    request: () => Promise<HttpAnswer>,
    options: { allowEmpty?: boolean; allowNok?: boolean; retry?: RetryOptions } = {},
  ): Promise<z.infer<T> | null> {
    const once = (): Promise<z.infer<T> | null> => callOnce(catalogue, schema, request, options);
    return options.retry ? withRetry(once, options.retry) : once();
  }

  async function callOnce<T extends z.ZodMiniType>(
    catalogue: Catalogue,
    schema: T,
    request: () => Promise<HttpAnswer>,
    { allowEmpty = false, allowNok = false } = {},
  ): Promise<z.infer<T> | null> {
    const send = async (): Promise<HttpAnswer> => {
      try {
        return await request();
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        if (error instanceof RequestTimeout) throw new ApiError('timeout', catalogueMessage(catalogue, 'timeout'));
        throw new ApiError('failed', catalogueMessage(catalogue, 'failed'));
      }
    };
    const read = (response: HttpAnswer) => {
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
      const failure = failureOf(catalogue, response.status, response.statusText, response.text, retryAfterMs);
      return { response, text: response.text, failure };
    };
    // A token past its own `exp` never leaves: the token's owner is asked for another (USAR_AD: the host), and
    // without one the call ends as the session's end, before any request.
    if (session.expired?.() && !(await session.refreshToken().catch(() => false)))
      throw new ApiError('session-expired', catalogueMessage(catalogue, 'session-expired'));
    let answer = read(await send());
    // One refresh of the token, then the catalogue's 401 (request() builds the URL and headers anew). A
    // revoked subscription key is no token's fault: no refresh for it.
    if (answer.failure?.code === 'unauthorized' && (await session.refreshToken().catch(() => false))) {
      answer = read(await send());
    }
    const { response, text, failure } = answer;
    if (failure?.code === 'unauthorized' && session.expired?.())
      throw new ApiError('session-expired', catalogueMessage(catalogue, 'session-expired'), failure.serverMessage, 401);
    if (failure?.code === 'empty' && allowEmpty) return null;
    if (failure) throw failure;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('failed', catalogueMessage(catalogue, 'failed'), undefined, response.status);
    }
    const status = statusRet().safeParse((json as { status_ret?: unknown } | null)?.status_ret);
    if (status.success && status.data === 'NOK' && !allowNok) {
      const erro = (json as { erro?: unknown }).erro;
      throw new ApiError('nok', catalogueMessage(catalogue, 'nok'), typeof erro === 'string' ? erro : undefined, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError('failed', catalogueMessage(catalogue, 'failed'), undefined, response.status);
    return parsed.data;
  }
  const required = <T>(value: T | null): T => {
    if (value === null) throw new ApiError('empty', catalogueMessage('player', 'empty'));
    return value;
  };

  return {
    /** POST player: the item to play. */
    async player(request: PlayerRequest, signal?: AbortSignal): Promise<PlayerItem> {
      const body = await call(
        'player',
        playerResponse(),
        () => client.post(playerUrl(config, request, session.token()), { headers: headers(), json: PLAYER_BODY, signal }),
        { retry: { ...QUICK_RETRY, signal } },
      );
      return required(body).Item;
    },

    /** GET playervisualizacao: the saved view, or null when there is none. */
    async getView(signal?: AbortSignal): Promise<ViewItem | null> {
      const body = await call(
        'player',
        viewResponse(),
        () => client.get(viewUrl(config, session.token()), { headers: headers(), signal }),
        {
          allowEmpty: true,
          retry: { ...QUICK_RETRY, signal },
        },
      );
      return body?.Item ?? null;
    },

    /**
     * POST playervisualizacao: saves position and watched ranges (the view outbox retries it). The token names the
     * item: `sameItem` says whether the one in use is still the view's item's, else (the host's loadVideo gave another,
     * maybe as a 401's new token) the view is not sent, and the outbox keeps it for its own item.
     */
    async saveView(view: Omit<ViewSaveRequest, 'token'>, sameItem: () => boolean = () => true): Promise<ViewItem> {
      const body = await call('player', viewResponse(), () => {
        if (!sameItem()) throw new Error();
        const json = { ...view, token: session.token() };
        // The save made as the page goes (pagehide) must outlive it: a frame whose host navigates away is torn down
        // before an ordinary request leaves. Kept alive only while small: browsers fail keepalive bodies past 64 KiB
        // in flight, most of which a cmi5 session's last statements may take.
        const keepalive = JSON.stringify(json).length <= VIEW_KEEPALIVE_MAX_CHARS;
        return client.post(api('playervisualizacao'), { headers: headers(), json, keepalive });
      });
      return required(body).Item;
    },

    /** GET playercurtir: the viewer's like state. */
    async getLike(signal?: AbortSignal): Promise<LikeState> {
      const url = (): string => `${api('playercurtir')}?operacao=usuario&token=${encodeURIComponent(session.token())}`;
      const retry = { ...QUICK_RETRY, signal };
      return required(await call('player', likeResponse(), () => client.get(url(), { headers: headers(), signal }), { retry }))
        .Item;
    },

    /** POST playercurtir: sets or clears the like; kept alive, so a like pressed just before leaving arrives. */
    async setLike(curtir: LikeValue, signal?: AbortSignal): Promise<LikeState> {
      // Setting a state, not toggling it: repeating it is safe.
      const body = await call(
        'player',
        likeResponse(),
        () =>
          client.post(api('playercurtir'), {
            headers: headers(),
            json: { token: session.token(), curtir },
            signal,
            keepalive: true,
          }),
        { retry: { ...QUICK_RETRY, signal } },
      );
      return required(body).Item;
    },

    /** POST playerlogerror. */
    async logError(mensagemerro: string): Promise<void> {
      await call('player', z.object({ status_ret: statusRet() }), () =>
        client.post(api('playerlogerror'), {
          headers: headers(),
          json: { token: session.token(), mensagemerro: mensagemerro.slice(0, 4000) },
        }),
      );
    },

    /** GET download: where to fetch a variant; NOK is returned, not thrown (the caller shows its toast). */
    async downloadInfo(
      isAlta: boolean,
      isAudio: boolean,
      versao: string | null,
      signal?: AbortSignal,
    ): Promise<DownloadResponse | null> {
      const query = (): URLSearchParams =>
        new URLSearchParams({
          token: session.token(),
          versao: versao ?? '',
          isAlta: isAlta ? 'S' : 'N',
          isAudio: isAudio ? 'S' : 'N',
        });
      return call(
        'player',
        downloadResponse(),
        () => client.get(`${api('download')}?${query()}`, { headers: headers(), signal }),
        {
          allowEmpty: true,
          allowNok: true,
        },
      );
    },

    /** GET playerperguntas: suggested questions ([] when there are none). */
    async questions(signal?: AbortSignal): Promise<string[]> {
      const body = await call(
        'player',
        questionsResponse(),
        () => client.get(api('playerperguntas'), { headers: headers(), signal }),
        { allowEmpty: true, allowNok: true, retry: { ...QUICK_RETRY, signal } },
      );
      return body?.status_ret === 'OK' ? (body.Itens ?? []).map((item) => item.pergunta) : [];
    },

    /** POST {SEARCH_URL}chatgpt: an answer to a free question. */
    async ask(prompt: string, isPrivate: boolean, systemMessage: string, signal?: AbortSignal, lang?: Language): Promise<string> {
      const json = { operacao: isPrivate ? 'private' : 'lns', prompt: prompt.trim(), systemMessage, ...(lang ? { lang } : {}) };
      const body = await call('chat', chatResponse(), () =>
        client.post(new URL('chatgpt', config.SEARCH_URL).href, {
          headers: headers(true),
          json,
          signal,
          timeout: ASSISTANT_TIMEOUT_MS,
        }),
      );
      const content = body?.content;
      if (!content) throw new ApiError('empty', catalogueMessage('chat', 'empty'));
      return content;
    },

    /** POST {SEARCH_URL}chatgpt with isResumo: the AI summary. */
    async summary(systemMessage: string, signal?: AbortSignal, lang?: Language): Promise<string> {
      const json = (): Record<string, string> => ({
        operacao: 'public',
        isResumo: 'S',
        token: session.token(),
        prompt: 'Faça um resumo do vídeo.',
        systemMessage,
        ...(lang ? { lang } : {}),
      });
      const body = await call('summary', chatResponse(), () =>
        client.post(new URL('chatgpt', config.SEARCH_URL).href, {
          headers: headers(true),
          json: json(),
          signal,
          timeout: ASSISTANT_TIMEOUT_MS,
        }),
      );
      const resumo = body?.Item?.resumo;
      if (!resumo) throw new ApiError('failed', catalogueMessage('summary', 'failed'));
      return resumo;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
