/** The runtime configuration, `assets/data/config.json`, loaded once at boot and validated. */
// zod/mini: the config is validated before the first frame, so its code is part of the first load.
import * as z from 'zod/mini';
import { CONFIG_TIMEOUT_MS, ConfigError, fetchConfigText } from './config-file';

export { CONFIG_PATH, CONFIG_TIMEOUT_MS, ConfigError } from './config-file';

/**
 * The config's schema, built when the config is parsed (once, at boot) and not kept: a zod schema of this size
 * holds about 15 KB of the page's heap for as long as the page lives (docs/performance.md, heap).
 */
function configSchema() {
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

  return z.object({
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
}
export type AppConfig = z.infer<ReturnType<typeof configSchema>>;

/** Validates parsed JSON; the message of a bad file names the first bad key. */
export function parseConfig(json: unknown): AppConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ConfigError('missing', 'configuração não encontrada (o arquivo não é um objeto JSON).');
  }
  const result = configSchema().safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? '');
  const missing = issue?.code === 'invalid_type' && !(key in json);
  throw new ConfigError(
    'invalid',
    missing ? `Configuração inválida: falta a chave ${key}.` : `Configuração inválida: a chave ${key} tem um valor inválido.`,
  );
}

/**
 * Fetches and validates the configuration (config-file.ts fetches it: a file that is not there is 'configuração
 * não encontrada'; the network, a server error or no answer within `timeoutMs` is 'unreachable').
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, timeoutMs = CONFIG_TIMEOUT_MS): Promise<AppConfig> {
  return parseConfigText(await fetchConfigText(fetchImpl, timeoutMs));
}

/** Parses and validates the file's text. */
export function parseConfigText(text: string): AppConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('missing', 'configuração não encontrada (JSON inválido).');
  }
  return parseConfig(json);
}
