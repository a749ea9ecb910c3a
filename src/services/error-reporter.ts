/**
 * Error reporting: each distinct message once, at most a few a minute, to playerlogerror and to telemetry, with no
 * URL's query in it (signed media URLs: redact.ts).
 */
import { withoutUrlQueries } from './redact';

export const MAX_REPORTS_PER_MINUTE = 10;

export interface ErrorReporter {
  report(message: string): void;
  /** Telemetry's sink, once it has loaded. */
  setTelemetry(sink: ((message: string) => void) | null): void;
}

export function createErrorReporter(logError: (message: string) => Promise<void>, now: () => number = Date.now): ErrorReporter {
  const seen = new Set<string>();
  let windowStart = 0;
  let count = 0;
  let telemetry: ((message: string) => void) | null = null;
  return {
    report(message) {
      const text = withoutUrlQueries(message).slice(0, 2000);
      if (seen.has(text)) return;
      const t = now();
      if (t - windowStart >= 60_000) {
        windowStart = t;
        count = 0;
      }
      if (++count > MAX_REPORTS_PER_MINUTE) return;
      seen.add(text);
      logError(text).catch(() => undefined);
      telemetry?.(text);
    },
    setTelemetry(sink) {
      telemetry = sink;
    },
  };
}
