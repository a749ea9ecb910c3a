/**
 * The Content-Security-Policy docs/deploy.md recommends for the widget's index.html, built from its
 * config: the API's and the AI service's origins, the chat page's, and `frame-ancestors` from HOST_ORIGINS.
 */

export interface PolicyConfig {
  API_URL: string;
  SEARCH_URL: string;
  CHAT_URL?: string;
  HOST_ORIGINS?: readonly string[];
  /** Datadog's intake (or DATADOG_PROXY) when ANALYTICS_KEY is set. */
  telemetryOrigin?: string;
}

const origin = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const list = (...sources: (string | null | undefined)[]): string => [...new Set(sources.filter(Boolean))].join(' ');

export function recommendedPolicy(config: PolicyConfig): string {
  const api = origin(config.API_URL);
  const search = origin(config.SEARCH_URL);
  const ancestors = (config.HOST_ORIGINS ?? []).map(origin);
  return [
    "default-src 'none'",
    "script-src 'self'",
    // index.html's loading screen and Video.js's base styles are inline <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // Posters and media from the API's (signed) URLs; MSE plays from blob: URLs.
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `media-src ${list("'self'", 'blob:', api)}`,
    `connect-src ${list("'self'", api, search, config.telemetryOrigin)}`,
    // Video.js's icon font is a data: URL in its CSS; VHS transmuxes in a blob: worker.
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `frame-src ${list(origin(config.CHAT_URL)) || "'none'"}`,
    `frame-ancestors ${list(...ancestors) || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}
