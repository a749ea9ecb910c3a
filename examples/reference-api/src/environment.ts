/** Reads the API's options from the environment (never the test-only fault plan). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiOptions } from './options.ts';

export const dataDir = process.env['DATA_DIR'] ?? join(import.meta.dirname, '..', '..', '..', '.data');

/** The JWT secret: JWT_SECRET, else one generated once and kept in the data folder. */
export function jwtSecret(): Uint8Array {
  if (process.env['JWT_SECRET']) return new TextEncoder().encode(process.env['JWT_SECRET']);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

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
