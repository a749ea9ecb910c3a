/** The launch parameters and the viewer's token: read from the URL, then removed from the address bar. */
import { decodeJwt } from 'jose';

export interface LaunchParams {
  token: string | null;
  versao: string | null;
  idProducaoRoteiro: string | null;
  preview: boolean;
  lang: string | null;
  /** `autoplay=1`: start playing on load (muted with 'Ativar som' when the browser refuses sound, TRATA_ERRO_SEMSOM). */
  autoplay: boolean;
}

/** Reads the query and removes the token from the address bar at once, keeping everything else. */
export function takeLaunchParams(location: Location, history: History): LaunchParams {
  const url = new URL(location.href);
  const query = url.searchParams;
  const params: LaunchParams = {
    token: query.get('token')?.trim() || null,
    versao: query.get('versao'),
    idProducaoRoteiro: query.get('idProducaoRoteiro'),
    preview: query.get('preview') === 'S' || query.get('preview') === 'true',
    lang: query.get('lang'),
    autoplay: ['1', 'true', 'S'].includes(query.get('autoplay') ?? ''),
  };
  if (query.has('token')) {
    query.delete('token');
    history.replaceState(history.state, '', url.pathname + (query.size ? `?${query}` : '') + url.hash);
  }
  return params;
}

/** The token's expiry in ms since the epoch, or null when it has none or is not a JWT. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

/** The client-side idle timeout: each header build renews it; it fires once when it runs out. */
export class IdleTimer {
  private handle: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onIdle: () => void,
    private readonly timeoutMs = IDLE_TIMEOUT_MS,
  ) {}

  renew(): void {
    clearTimeout(this.handle);
    this.handle = setTimeout(this.onIdle, this.timeoutMs);
  }

  stop(): void {
    clearTimeout(this.handle);
  }
}
