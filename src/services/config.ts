/** The runtime configuration, `assets/data/config.json`, loaded once at boot and validated. */
import { z } from 'zod';

/** S/N flag: anything but 'S' is off. */
const flag = z
  .unknown()
  .optional()
  .transform((value) => value === 'S');
/** A list of ids, given as a JSON array or a comma-separated string. */
const idList = z
  .union([z.array(z.string()), z.string()])
  .default([])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean));
const optionalText = z.string().optional().default('');

export const configSchema = z.object({
  API_URL: z.url(),
  API_KEY: z.string().min(1),
  SEARCH_URL: z.url(),
  SEARCH_KEY: z.string().min(1),
  CHAT_URL: optionalText,
  STORAGE_KEY: z.string().min(1),
  ANALYTICS_KEY: optionalText,
  DATADOG_APPLICATION_ID: optionalText,
  DATADOG_SITE: z.string().optional().default('datadoghq.com'),
  DATADOG_PROXY: optionalText,
  WEB_ANALYTICS_ID: optionalText,
  HLS_STREAM_URL: optionalText,
  GUIDS_CHAT: idList,
  GUIDS_CHAT_AI: idList,
  EXISTE_AUDIOMP3: flag,
  DEVICE_TYPE: z.string().optional().default('web'),
  HOST_ORIGINS: z.array(z.url()).default([]),
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

/** Start-up stops with this error; its message is shown full screen. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly code: 'missing' | 'invalid',
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

/** Fetches and validates the configuration. A missing or unreadable file is 'configuração não encontrada'. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let text: string;
  try {
    const response = await fetchImpl(CONFIG_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  } catch {
    throw new ConfigError('missing', 'configuração não encontrada');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('missing', 'configuração não encontrada (JSON inválido).');
  }
  return parseConfig(json);
}
