/** Reads the API's options from the environment (never the test-only fault plan). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiOptions } from './options.ts';

export const dataDir = process.env['DATA_DIR'] ?? join(import.meta.dirname, '..', '..', '..', '.data');

/** The environment variable `name`, else a random secret generated once and kept in the data folder as `file`. */
function keptSecret(name: string, file: string): string {
  const value = process.env[name];
  if (value) return value;
  const path = join(dataDir, file);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(path, 'utf8').trim();
}

/** The JWT secret: JWT_SECRET, else one generated once and kept in the data folder. */
export const jwtSecret = (): Uint8Array => new TextEncoder().encode(keptSecret('JWT_SECRET', 'jwt-secret'));

/** Where the generated LRS operator key is kept when LRS_OPERATOR_KEY is not set. */
export const lrsOperatorKeyFile = join(dataDir, 'lrs-operator-key');

/** A positive number from the environment, or the fallback; anything else stops start-up with its name. */
function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not '${raw ?? ''}'.`);
  return value;
}

export function optionsFromEnvironment(corsOrigins: readonly string[]): ApiOptions {
  const env = process.env;
  mkdirSync(dataDir, { recursive: true });
  return {
    apiKey: env['API_KEY'] ?? 'demo-subscription-key',
    searchKey: env['SEARCH_KEY'] ?? 'demo-search-key',
    jwtSecret: jwtSecret(),
    lrsOperatorKey: keptSecret('LRS_OPERATOR_KEY', 'lrs-operator-key'),
    databaseUrl: env['DATABASE_URL'] ?? `file:${join(dataDir, 'sphere.db')}`,
    corsOrigins,
    rateLimit: { max: positive('RATE_LIMIT_MAX', 600), windowMs: positive('RATE_LIMIT_WINDOW_MS', 60_000) },
    maxBodyBytes: 64 * 1024,
    mediaUrlTtlSeconds: positive('MEDIA_URL_TTL', 3600),
    trustedProxies: (env['TRUSTED_PROXIES'] ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    ...(env['RUM_KEY'] ? { rumKey: env['RUM_KEY'] } : {}),
    ...(env['LLM_BASE_URL'] && env['LLM_API_KEY'] && env['LLM_MODEL']
      ? { llm: { baseUrl: env['LLM_BASE_URL'], apiKey: env['LLM_API_KEY'], model: env['LLM_MODEL'] } }
      : {}),
  };
}
