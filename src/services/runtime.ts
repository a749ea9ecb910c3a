/** The services created at boot (after the config is valid), for features and views to use; the config itself lives in the store. */
import type { ApiClient } from './api-client';
import type { Bridge } from './bridge';
import type { ErrorReporter } from './error-reporter';
import type { ItemRequest } from './item-request';
import type { LaunchParams } from './session';
import type { Storage } from './storage';
import type { ViewOutbox } from './view-outbox';

export interface Runtime {
  launch: LaunchParams;
  api: ApiClient;
  storage: Storage;
  /** The host bridge: silent until a verified host says hello. */
  bridge: Bridge;
  /** Viewing progress waiting to be saved (SALVAR_VISUALIZACAO). */
  outbox: ViewOutbox;
  /** Player and unhandled errors, to playerlogerror and telemetry, deduplicated and rate-limited. */
  errors: ErrorReporter;
  /** The item request started at boot, for the player page's first load (null when it cannot start). */
  firstItem: ItemRequest | null;
}

let current: Runtime | null = null;

export function setRuntime(runtime: Runtime): void {
  current = runtime;
}

export function runtime(): Runtime {
  if (!current) throw new Error('The runtime is used before boot finished.');
  return current;
}

/** The item request started at boot, handed out once: later loads ask again. */
export function takeFirstItem(): ItemRequest | null {
  const request = current?.firstItem ?? null;
  if (current) current.firstItem = null;
  return request;
}
