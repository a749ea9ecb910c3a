/** The runtime configuration, `assets/data/config.json`, loaded once at boot and validated. */
// zod/mini: the config is validated before the first frame, so its code is part of the first load.
import * as z from 'zod/mini';

/** S/N flag: anything but 'S' is off. */
const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === 'S'),
);
/** A list of ids, given as a JSON array or a comma-separated string. */
const idList = z.pipe(
  z._default(z.union([z.array(z.string()), z.string()]), []),
  z.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean)),
);
const optionalText = z._default(z.optional(z.string()), '');
/**
 * An http(s) origin a host page may have. Anything else (data:, file:, javascript:, blob: …) has the
 * opaque origin 'null', which must never pass the bridge's handshake.
 */
const hostOrigin = z.url().check(
  z.refine((url) => {
    try {
      const parsed = new URL(url);
      return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin !== 'null';
    } catch {
      return false;
    }
  }),
);
const nonEmpty = z.string().check(z.minLength(1));

export const configSchema = z.object({
  API_URL: z.url(),
  API_KEY: nonEmpty,
  SEARCH_URL: z.url(),
  SEARCH_KEY: nonEmpty,
  CHAT_URL: optionalText,
  STORAGE_KEY: nonEmpty,
  ANALYTICS_KEY: optionalText,
  DATADOG_APPLICATION_ID: optionalText,
  DATADOG_SITE: z._default(z.optional(z.string()), 'datadoghq.com'),
  DATADOG_PROXY: optionalText,
  WEB_ANALYTICS_ID: optionalText,
  HLS_STREAM_URL: optionalText,
  GUIDS_CHAT: idList,
  GUIDS_CHAT_AI: idList,
  EXISTE_AUDIOMP3: flag,
  DEVICE_TYPE: z._default(z.optional(z.string()), 'web'),
  HOST_ORIGINS: z._default(z.array(hostOrigin), []),
  DOWNLOAD: flag,
  FORCAR_HLS: flag,
  FORCAR_PLAYERV2: flag,
  USAR_CHAT: flag,
  USAR_AD: flag,
  RESUMO: flag,
  TRATA_ERRO_SEMSOM: flag,
  USAR_CHAT_AI: flag,
  SALVAR_VISUALIZACAO: flag,
});
export type AppConfig = z.infer<typeof configSchema>;

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

/** Validates parsed JSON; the message of a bad file names the first bad key. */
export function parseConfig(json: unknown): AppConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ConfigError('missing', 'configuração não encontrada (o arquivo não é um objeto JSON).');
  }
  const result = configSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? '');
  const missing = issue?.code === 'invalid_type' && !(key in json);
  throw new ConfigError(
    'invalid',
    missing ? `Configuração inválida: falta a chave ${key}.` : `Configuração inválida: a chave ${key} tem um valor inválido.`,
  );
}

const NOT_FOUND = 'configuração não encontrada';

/** Answers that say the file is not there (or not ours to read): trying again cannot help. */
const ABSENT = new Set([401, 403, 404, 410]);

/**
 * Fetches and validates the configuration. A file that is not there is 'configuração não encontrada'; a
 * network failure, a server error or no answer within `timeoutMs` is 'unreachable' (same words: the
 * viewer's screen adds a retry).
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, timeoutMs = CONFIG_TIMEOUT_MS): Promise<AppConfig> {
  let text: string;
  try {
    const response = await fetchImpl(CONFIG_PATH, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new ConfigError(ABSENT.has(response.status) ? 'missing' : 'unreachable', NOT_FOUND);
    text = await response.text();
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError('unreachable', NOT_FOUND);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('missing', 'configuração não encontrada (JSON inválido).');
  }
  return parseConfig(json);
}
