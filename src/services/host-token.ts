/** USAR_AD: the token comes from the host over the bridge, at start and again before it expires. */
import type { Bridge } from './bridge';
import { tokenExpiry } from './session';

/** How long before expiry the widget asks the host for a new token. */
export const REFRESH_BEFORE_MS = 60_000;

export interface HostTokenSource {
  /** Asks the host now; true when it answered with a token (then a renewal is scheduled). */
  fetch(): Promise<boolean>;
  stop(): void;
}

export function createHostTokenSource(
  bridge: Bridge,
  onToken: (token: string, expiresAt: number | null) => void,
  now: () => number = Date.now,
): HostTokenSource {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const source: HostTokenSource = {
    async fetch() {
      let token: unknown;
      try {
        token = await bridge.request('getToken');
      } catch {
        return false;
      }
      if (typeof token !== 'string' || token.trim() === '') return false;
      const expiresAt = tokenExpiry(token);
      onToken(token.trim(), expiresAt);
      clearTimeout(timer);
      if (expiresAt !== null)
        timer = setTimeout(() => void source.fetch(), Math.max(5_000, expiresAt - now() - REFRESH_BEFORE_MS));
      return true;
    },
    stop: () => clearTimeout(timer),
  };
  return source;
}
