/** The whole product on one machine: reference API, widget server and host pages, all on loopback. */
import { randomBytes } from 'node:crypto';
import { signToken } from '../reference-api/src/auth.ts';
import { findEntry } from '../reference-api/src/catalog.ts';
import type { ApiOptions } from '../reference-api/src/options.ts';
import { startApi, type RunningApi } from '../reference-api/src/server.ts';
import { startHostServer, type RunningHost } from './host-server.ts';
import { startWidgetServer, type RunningWidget } from './widget-server.ts';

export interface StackPorts {
  widget?: number;
  api?: number;
  host?: number;
}

export interface Stack {
  api: RunningApi;
  widget: RunningWidget;
  host: RunningHost;
  options: ApiOptions;
  /** The LMS operator's key to the reference LRS (`Authorization: Bearer`); never in the widget's config. */
  lrsOperatorKey: string;
  /** The widget's config.json for this stack, with optional overrides. */
  widgetConfig(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** A signed token for a video. */
  token(videoId?: string, ttl?: string | number, user?: string): Promise<string>;
  /** The Player URL for a video with a fresh token (for the stack's viewer). */
  playerUrl(videoId?: string, extraQuery?: string): Promise<string>;
  close(): Promise<void>;
}

export interface StackViewers {
  /** Who the Player URLs are for: one demo viewer by default; tests give each URL a viewer of its own. */
  viewer?: () => string;
}

export async function startStack(
  options: Omit<ApiOptions, 'corsOrigins'>,
  ports: StackPorts = {},
  { viewer = () => 'aluno-demo' }: StackViewers = {},
): Promise<Stack> {
  const widgetHost = '127.0.0.1';
  // The widget's origin is known only once its server listens, so CORS reads this list live.
  const corsOrigins: string[] = [];
  // A stack without an operator key gets a random one: the LRS's operator routes are never open to the public key.
  const lrsOperatorKey = options.lrsOperatorKey ?? randomBytes(32).toString('hex');
  const apiOptions: ApiOptions = { ...options, lrsOperatorKey, corsOrigins };
  const api = await startApi(apiOptions, ports.api ?? 0);
  // The host pages learn the widget's URL when they are served, so they can start first.
  let widgetUrl = '';
  const token = (videoId = 'licao-fotossintese', ttl: string | number = '2h', user = 'aluno-demo'): Promise<string> =>
    signToken(options.jwtSecret, { user, videoId }, ttl);
  const host = await startHostServer(
    {
      values: () => ({ WIDGET_URL: widgetUrl }),
      token: (video) => token(video, '2h', viewer()),
      lesson: (video) => findEntry(video)?.titulo ?? video,
    },
    ports.host ?? 0,
  );
  const widgetConfig = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    API_URL: `${api.url}/api/`,
    API_KEY: options.apiKey,
    SEARCH_URL: `${api.url}/search/`,
    SEARCH_KEY: options.searchKey,
    CHAT_URL: `${api.url}/chat/`,
    STORAGE_KEY: 'sphere_',
    GUIDS_CHAT: ['licao-fotossintese'],
    GUIDS_CHAT_AI: ['licao-fotossintese', 'aula-ao-vivo'],
    EXISTE_AUDIOMP3: 'S',
    DEVICE_TYPE: 'web',
    HOST_ORIGINS: [host.url],
    DOWNLOAD: 'S',
    FORCAR_HLS: 'N',
    FORCAR_PLAYERV2: 'N',
    USAR_CHAT: 'S',
    // The intranet example signs in through the host (getToken); elsewhere the URL's token is used.
    USAR_AD: 'S',
    RESUMO: 'S',
    TRATA_ERRO_SEMSOM: 'S',
    USAR_CHAT_AI: 'S',
    SALVAR_VISUALIZACAO: 'S',
    ...overrides,
  });
  const widget = await startWidgetServer(null, ports.widget ?? 0, widgetHost);
  widgetUrl = widget.url;
  corsOrigins.push(widget.url, widget.url.replace('127.0.0.1', 'localhost'));
  widget.setConfig(widgetConfig());

  return {
    api,
    widget,
    host,
    options: apiOptions,
    lrsOperatorKey,
    widgetConfig,
    token,
    playerUrl: async (videoId, extraQuery = '') =>
      `${widget.url}/player?token=${await token(videoId, '2h', viewer())}${extraQuery}`,
    close: async () => {
      await Promise.all([widget.close(), host.close()]);
      await api.close();
    },
  };
}
