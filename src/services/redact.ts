/**
 * Removes credentials from anything telemetry sends: the session's token, anything JWT-shaped, and the values in a
 * URL's query other than the launch's own parameters (a signed media URL's signature and viewer id, any CDN's token).
 * Pure.
 */

const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const TOKEN_PARAM = /([?&](?:token|t|access_token|id_token)=)[^&#\s"]*/gi;
/** An absolute URL's query, up to a space, a quote or its fragment. */
const URL_QUERY_PART = /(https?:\/\/[^\s?#"']+\?)([^\s#"']*)/g;
/**
 * The query parameters telemetry keeps: what the viewer's link and the API's calls say about the playback (language,
 * preview, version, script, quality). Any other value may be a credential (a signature, a CDN's token, an expiry that
 * goes with it) or name the viewer: it is redacted, its name kept.
 */
const KEPT_PARAMS = new Set(['lang', 'preview', 'autoplay', 'versao', 'idproducaoroteiro', 'limiar', 'isalta']);

export const REDACTED = '[redacted]';

const redactQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0 || KEPT_PARAMS.has(pair.slice(0, equals).toLowerCase()) || equals === pair.length - 1) return pair;
      return `${pair.slice(0, equals + 1)}${REDACTED}`;
    })
    .join('&');

export function redactText(text: string, token: string | null = null): string {
  let result = token ? text.split(token).join(REDACTED) : text;
  result = result.replace(JWT, REDACTED);
  result = result.replace(URL_QUERY_PART, (_match, start: string, query: string) => start + redactQuery(query));
  return result.replace(TOKEN_PARAM, `$1${REDACTED}`);
}

/** Redacts every string inside a value, in place (objects and arrays, any depth up to 12). */
export function redactDeep<T>(value: T, token: string | null = null, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (typeof field === 'string') record[key] = redactText(field, token);
    else if (typeof field === 'object' && field !== null) redactDeep(field, token, depth + 1);
  }
  return value;
}

/** A URL's query (a signed media URL's expiry and signature), up to the next space or quote, less a closing full stop. */
const URL_QUERY = /(https?:\/\/[^\s?#"']+)\?(?:[^\s#"']*[^\s#"'.,;:!)])?/g;

/**
 * `text` with every URL's query left out: what an error report names is the file, not the signature that reached it
 * (VHS's messages quote the signed URL), and one fault is one message whatever signature it came with.
 */
export const withoutUrlQueries = (text: string): string => text.replace(URL_QUERY, '$1');
