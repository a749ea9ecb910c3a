/** How the assistant words a failed answer in the viewer's language, and whether asking again can help. Pure. */
import { catalogueTextKey, type ApiErrorCode } from '@/services/api-errors';
import type { AssistantMessage } from './assistant-slice';

/**
 * The i18n key of each failure the assistant words itself; others take the catalogue's key (the session's end, a
 * 403, a 429), or show its text as it came (a 401's status text, the API's own words).
 */
const errorKeys: Partial<Record<ApiErrorCode, string>> = {
  timeout: 'assistant_timeout',
  failed: 'assistant_unavailable',
  nok: 'assistant_refused',
  empty: 'assistant_no_answer',
};

/** Failures a second try may fix: no answer in time, no connection, a gateway or server fault, a rate limit. */
const retriable: readonly ApiErrorCode[] = ['timeout', 'failed', 'server-message', 'rate-limited'];

export const errorText = (message: AssistantMessage, translate: (key: string) => string): string => {
  const key = message.code
    ? (errorKeys[message.code] ?? catalogueTextKey({ code: message.code, message: message.text }))
    : undefined;
  return key ? translate(key) : message.text;
};

/** A 401 too, while a host could hand over another token (USAR_AD): without one, the same token is refused again. */
export const offersRetry = (message: AssistantMessage): boolean =>
  message.role === 'error' &&
  Boolean(message.question) &&
  (retriable.includes(message.code ?? 'failed') || (message.code === 'unauthorized' && message.renewable === true));
