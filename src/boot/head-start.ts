/**
 * The item's requests, sent by the entry as soon as the config is in, while the rest of boot (its schemas,
 * the store, the API client) is still downloading alongside the player's code: the chain item → playlists →
 * segments starts that much sooner. The client sends the same requests once it runs and adopts these
 * (services/early-requests.ts), after validating the config and the token as always; whatever this cannot
 * decide from the config's raw JSON it leaves to the client, which then asks as it always did.
 *
 * Nothing leaves without what the client would check first: an http(s) API_URL, a token that is a JWT and
 * has not expired (or a script id), and no USAR_AD in a frame (the token then comes from the host; a page
 * opened by itself has no host, and USAR_AD uses the URL's token there too).
 */
import { apiHeaders, PLAYER_BODY, playerUrl, viewUrl } from '@/services/api-requests';
import { sendEarly } from '@/services/early-requests';
import { isHttpUrl, type LaunchParams } from '@/services/launch-params';
import { readTabToken, tokenProblem } from '@/services/launch-token';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const httpUrl = (value: unknown): string | null => {
  const url = text(value);
  return url && isHttpUrl(url) ? url : null;
};

export interface HeadStartOptions {
  /** The token taken out of the URL, or null. */
  urlToken: string | null;
  launch: Pick<LaunchParams, 'versao' | 'idProducaoRoteiro' | 'preview'>;
  now?: number;
  tabStorage?: () => globalThis.Storage;
  fetchImpl?: typeof fetch;
  /** Whether the widget is in a frame (a host may hand over the token); by default, whether it has a parent. */
  framed?: boolean;
}

/** Sends the item's requests early when the raw config allows it; returns whether it did. */
export function sendItemRequestsEarly(configText: string, options: HeadStartOptions): boolean {
  let config: unknown;
  try {
    config = JSON.parse(configText);
  } catch {
    return false;
  }
  if (!config || typeof config !== 'object') return false;
  const raw = config as Record<string, unknown>;
  const API_URL = httpUrl(raw['API_URL']);
  const API_KEY = text(raw['API_KEY']);
  const storageKey = text(raw['STORAGE_KEY']);
  const framed = options.framed ?? window.parent !== window;
  if (!API_URL || !API_KEY || !storageKey || (raw['USAR_AD'] === 'S' && framed)) return false;
  const { launch } = options;
  const token = options.urlToken ?? readTabToken(storageKey, options.tabStorage);
  if (!launch.idProducaoRoteiro && tokenProblem(token, options.now ?? Date.now()) !== null) return false;
  const address = { API_URL, API_KEY };
  const headers = apiHeaders(API_KEY, token ?? '');
  sendEarly(
    playerUrl(address, launch, token ?? ''),
    { method: 'POST', headers, body: JSON.stringify(PLAYER_BODY) },
    options.fetchImpl,
  );
  if (raw['SALVAR_VISUALIZACAO'] === 'S' && !launch.preview && token) {
    sendEarly(viewUrl(address, token), { method: 'GET', headers }, options.fetchImpl);
  }
  return true;
}
