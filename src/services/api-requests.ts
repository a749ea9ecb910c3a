/**
 * The item's two requests as the contract words them (docs/api.md): URL, headers and body, nothing about
 * their answers (api-client.ts reads those). Without zod, so that the entry can send them before the rest
 * of boot has loaded (boot/head-start.ts) exactly as the API client will, which then adopts them
 * (early-requests.ts).
 */

export interface PlayerRequest {
  versao?: string | null;
  idProducaoRoteiro?: string | null;
  preview?: boolean;
}

/** What the requests need of the config. */
export interface ApiAddress {
  API_URL: string;
  API_KEY: string;
}

/** An endpoint's URL under API_URL. */
export const apiUrl = (config: Pick<ApiAddress, 'API_URL'>, path: string): string =>
  new URL(path, config.API_URL.endsWith('/') ? config.API_URL : `${config.API_URL}/`).href;

/** The contract's headers: the token as Authorization (search calls: `jwt TOKEN`) and the subscription key. */
export function apiHeaders(key: string, authorization: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Authorization: authorization,
    'Ocp-Apim-Subscription-Key': key,
  };
}

/** POST player's URL: the item by script id, else by the launch token. */
export function playerUrl(config: ApiAddress, request: PlayerRequest, token: string): string {
  const params = new URLSearchParams();
  if (request.idProducaoRoteiro) params.set('idProducaoRoteiro', request.idProducaoRoteiro);
  else params.set('token', token);
  if (request.versao) params.set('versao', request.versao);
  if (request.preview) params.set('preview', 'S');
  return `${apiUrl(config, 'player')}?${params}`;
}

/** POST player's body. */
export const PLAYER_BODY = {};

/** GET playervisualizacao's URL: the viewer's saved view. */
export const viewUrl = (config: ApiAddress, token: string): string =>
  `${apiUrl(config, 'playervisualizacao')}?token=${encodeURIComponent(token)}`;
