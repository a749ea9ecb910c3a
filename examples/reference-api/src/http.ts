/** Shared pieces of the API's HTTP layer: the context type, error answers and body validation. */
import type { Context, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import type { Database } from './database.ts';
import type { TokenClaims } from './auth.ts';
import type { MediaSigner } from './media-signature.ts';
import type { ApiOptions } from './options.ts';

export interface ApiEnv {
  Variables: { claims: TokenClaims; token: string; db: Database; options: ApiOptions; signer: MediaSigner };
}

/** A 4xx answer with the contract's error body. */
export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415 | 429,
    message: string,
  ) {
    super(message);
    this.name = 'ApiProblem';
  }
}

export const nok = (c: Context, erro: string, status: 200 | 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 = 200): Response =>
  c.json({ status_ret: 'NOK', erro }, status);

/** Whether a Content-Type names JSON (`application/json`, or a `+json` type), whatever its parameters. */
const isJsonType = (header: string | undefined): boolean => {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
};

/** Every call's body is JSON (docs/api.md, the headers on every call): a POST or PUT that says it is anything else is 415, whatever it holds. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if ((c.req.method === 'POST' || c.req.method === 'PUT') && !isJsonType(c.req.header('Content-Type')))
    return nok(c, 'O corpo deve ser JSON (Content-Type: application/json).', 415);
  await next();
};

/** Parses a JSON body with the schema; a bad body is a 400 that names the first bad field. */
export async function readBody<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.infer<T>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new ApiProblem(400, 'JSON inválido.');
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiProblem(400, `Campo inválido: ${issue?.path.join('.') || 'corpo'}.`);
  }
  return result.data;
}

/** Refusal of an item or a record the caller's token does not grant. */
export const forbidden = (): ApiProblem => new ApiProblem(403, 'Acesso negado a este conteúdo.');

/**
 * The token a body or query names must be the caller's own (the one in `Authorization`): 400 when a route
 * that needs it gets none, 403 when it names anyone else's.
 */
export function assertOwnToken(c: Context<ApiEnv>, token: string | undefined, required = true): void {
  if (token === undefined || token === '') {
    if (required) throw new ApiProblem(400, 'Campo inválido: token.');
    return;
  }
  if (token !== c.get('token')) throw forbidden();
}
