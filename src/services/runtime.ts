/** The services created at boot (after the config is valid), for store actions and the player to use; the config itself lives in the store. */
import type { ApiClient } from './api-client';
import type { AuthToken } from './auth-token';
import type { Bridge } from './bridge';
import type { ErrorReporter } from './error-reporter';
import type { LaunchParams } from './launch-params';
import type { Storage } from './storage';
import type { ViewOutbox } from './view-outbox';

export interface Runtime {
  /** The URL's launch parameters (never the token: that is `token`'s). */
  launch: LaunchParams;
  /** The viewer's token, its one owner. */
  token: AuthToken;
  api: ApiClient;
  /** The viewer's preferences and the view outbox persist here. */
  storage: Storage;
  /** The host bridge: silent until a verified host says hello. */
  bridge: Bridge;
  /** Viewing progress waiting to be saved (SALVAR_VISUALIZACAO). */
  outbox: ViewOutbox;
  /** Player and unhandled errors, to playerlogerror and telemetry, deduplicated and rate-limited. */
  errors: ErrorReporter;
}

let current: Runtime | null = null;

export function setRuntime(runtime: Runtime): void {
  current = runtime;
}

export function runtime(): Runtime {
  if (!current) throw new Error('The runtime is used before boot finished.');
  return current;
}
