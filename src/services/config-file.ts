/**
 * `assets/data/config.json`, fetched: the entry asks for it at once (index.html preloads it), before the
 * code that validates it (config.ts) has loaded.
 */

export const CONFIG_PATH = 'assets/data/config.json';

/** How long the config may take before start-up says it did not load (docs/reliability.md, Config and boot). */
export const CONFIG_TIMEOUT_MS = 15_000;

/**
 * Start-up stops with this error; its message is shown full screen. 'missing' and 'invalid' are the
 * operator's to fix; 'unreachable' (the network, a server error, past the deadline) may pass: boot offers a retry.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly code: 'missing' | 'invalid' | 'unreachable',
    message: string,
  ) {
    super(message);
  }
}

const NOT_FOUND = 'configuração não encontrada';

/** Answers that say the file is not there (or not ours to read): trying again cannot help. */
const ABSENT = new Set([401, 403, 404, 410]);

/**
 * Fetches the file's text. A file that is not there is 'configuração não encontrada'; a network failure, a
 * server error or no answer within `timeoutMs` is 'unreachable' (same words: the viewer's screen adds a retry).
 */
export async function fetchConfigText(fetchImpl: typeof fetch = fetch, timeoutMs = CONFIG_TIMEOUT_MS): Promise<string> {
  try {
    const response = await fetchImpl(CONFIG_PATH, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new ConfigError(ABSENT.has(response.status) ? 'missing' : 'unreachable', NOT_FOUND);
    return await response.text();
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError('unreachable', NOT_FOUND);
  }
}
