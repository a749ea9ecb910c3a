/** The player item and the saved view, requested together (the view only when SALVAR_VISUALIZACAO). */
import type { ApiClient, PlayerRequest } from './api-client';
import type { PlayerItem, ViewItem } from './api-contract';
import type { AppConfig } from './config';
import type { LaunchParams } from './launch-params';

export interface ItemRequest {
  item: Promise<PlayerItem>;
  /** The saved view; a failure only means no resume, so it resolves to null. */
  view: Promise<ViewItem | null>;
  abort(): void;
}

/** What `POST player` is asked for a launch: its version, script id and preview flag. */
export function playerRequestOf(launch: LaunchParams): PlayerRequest {
  return { versao: launch.versao, idProducaoRoteiro: launch.idProducaoRoteiro, preview: launch.preview };
}

/** Starts the requests, or returns null when there is neither a token (URL or host) nor a script id. */
export function requestItem(
  api: ApiClient,
  launch: LaunchParams,
  config: Pick<AppConfig, 'SALVAR_VISUALIZACAO'>,
  hasToken: boolean,
): ItemRequest | null {
  if (!hasToken && !launch.idProducaoRoteiro) return null;
  const controller = new AbortController();
  const view =
    config.SALVAR_VISUALIZACAO && !launch.preview ? api.getView(controller.signal).catch(() => null) : Promise.resolve(null);
  const item = api.player(playerRequestOf(launch), controller.signal);
  // Handled by whoever awaits it; this keeps an early failure from being reported as unhandled.
  item.catch(() => undefined);
  return { item, view, abort: () => controller.abort() };
}
