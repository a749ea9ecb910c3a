/** Everything the reference API can be configured with; `environment.ts` fills it from the environment. */
import type { RateLimitOptions } from './rate-limit.ts';

export interface ApiOptions {
  /** Subscription key expected in `Ocp-Apim-Subscription-Key` on API calls. */
  apiKey: string;
  /** Subscription key expected on the AI (search) calls under /search/. */
  searchKey: string;
  /** HMAC secret for the demo JWTs. */
  jwtSecret: Uint8Array;
  /** libSQL URL: a local file by default, or a libSQL server. */
  databaseUrl: string;
  /** Origins allowed by CORS (the widget's). */
  corsOrigins: readonly string[];
  /** Requests allowed per caller (verified subject, else address) in one window before 429. */
  rateLimit: RateLimitOptions;
  /** Addresses of reverse proxies whose `X-Forwarded-For` is believed; without them it is ignored. */
  trustedProxies?: readonly string[];
  /**
   * The LMS operator's secret for the reference LRS (`Authorization: Bearer <key>`): registers cmi5 launches and
   * lists every registration's statements. Server-side only, never in config.json; without it those routes are 401.
   */
  lrsOperatorKey?: string;
  /** Key that opens GET /rum/batches to callers off this machine (`Authorization: Bearer <key>`). */
  rumKey?: string;
  /** Bytes of RUM batches kept in memory at most (default 4 MiB); the oldest go first. */
  rumMaxBytes?: number;
  /** Lifetime of the signed media URLs an item carries, in seconds (default 3600). */
  mediaUrlTtlSeconds?: number;
  /** Largest accepted request body in bytes (413 beyond). */
  maxBodyBytes: number;
  /**
   * An OpenAI-compatible endpoint for the assistant; the transcript-based one is used without it. `timeoutMs`:
   * how long to wait for it (default LLM_TIMEOUT_MS, assistant.ts); past it chatgpt answers 504.
   */
  llm?: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };
  /** Told of each telemetry batch the local RUM intake receives (npm start prints it). */
  logRum?: (line: string) => void;
  /** Test-only fault injection: never set by `main.ts`, so a normal run cannot switch it on. */
  faults?: FaultPlan;
}

/** A canned answer a test wants the next call of a route to receive. */
export interface Fault {
  status: number;
  /** JSON body to send; `null` sends an empty body. */
  body: unknown;
  /**
   * Files only (route 'files'): instead of `status` and `body`, send the real file's headers (its full
   * Content-Length) and this fraction of its bytes, wait `holdMs`, then drop the connection.
   */
  cut?: { fraction: number; holdMs: number };
}

/** Faults armed by a test, taken once each by route name ('player', 'chatgpt', …). */
export class FaultPlan {
  private readonly armed = new Map<string, Fault[]>();

  arm(route: string, fault: Fault, times = 1): void {
    const list = this.armed.get(route) ?? [];
    for (let i = 0; i < times; i++) list.push(fault);
    this.armed.set(route, list);
  }

  take(route: string): Fault | undefined {
    return this.armed.get(route)?.shift();
  }

  clear(): void {
    this.armed.clear();
  }
}
