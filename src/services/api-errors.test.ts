import { describe, expect, it } from 'vitest';
import { ApiError, failureOf, MAX_SERVER_TEXT, refusedForGood } from './api-errors';

const message = (...args: Parameters<typeof failureOf>): string | undefined => failureOf(...args)?.message;

describe('the error catalogue', () => {
  it.each([
    ['player', 401, 'Unauthorized', '{"status_ret":"NOK","erro":"x"}', 'Unauthorized'],
    ['player', 429, 'Too Many Requests', '', 'Aguarde para realizar uma nova requisição.'],
    ['player', 500, 'Internal Server Error', '{"status_ret":"NOK","erro":"Banco fora do ar."}', 'Banco fora do ar.'],
    ['player', 502, 'Bad Gateway', '', 'Erro na abertura do player.'],
    ['player', 200, 'OK', '', 'Nenhum registro encontrado.'],
    ['chat', 401, 'Unauthorized', '', 'Unauthorized'],
    ['chat', 200, 'OK', '  ', 'Não há consultas.'],
    ['chat', 500, 'Internal Server Error', '{"erro":"Serviço indisponível."}', 'Serviço indisponível.'],
    ['summary', 401, 'Unauthorized', '', 'Unauthorized'],
    ['summary', 500, 'Internal Server Error', '{"erro":"Falhou."}', 'Erro ao gerar resumo.'],
    ['summary', 429, 'Too Many Requests', '', 'Erro ao gerar resumo.'],
  ] as const)('%s %i %s with body %j says %j', (catalogue, status, statusText, body, expected) => {
    expect(message(catalogue, status, statusText, body)).toBe(expected);
  });

  it.each([
    ['player', 'Erro na abertura do player.'],
    ['chat', 'Não foi possível falar com o assistente. Tente novamente.'],
    ['summary', 'Erro ao gerar resumo.'],
  ] as const)('never shows a gateway HTML page: the %s call falls back to %j', (catalogue, expected) => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1>${'<p>nginx</p>'.repeat(80)}</body></html>`;
    const failure = failureOf(catalogue, 502, 'Bad Gateway', page);
    expect(failure?.message).toBe(expected);
    expect(failure?.code).toBe('failed');
    expect(failure?.serverMessage).toBeUndefined();
  });

  it("words the assistant's timeout as a timeout: a 504 or 408 from the API or a gateway, never as the service's authentication", () => {
    for (const status of [504, 408]) {
      const failure = failureOf('chat', status, '', '{"status_ret":"NOK","erro":"O assistente demorou demais para responder."}');
      expect(failure?.code).toBe('timeout');
      expect(failure?.message).toBe('O assistente demorou demais para responder. Tente novamente.');
      expect(message('chat', status, 'Gateway Timeout', '<html><body>504 Gateway Time-out</body></html>')).toBe(
        'O assistente demorou demais para responder. Tente novamente.',
      );
    }
    // The summary keeps its one catalogue message; the player its server's words.
    expect(message('summary', 504, '', '')).toBe('Erro ao gerar resumo.');
    expect(failureOf('player', 504, '', '{"erro":"Tempo esgotado."}')?.code).toBe('server-message');
  });

  it('never shows plain text that is not the API JSON, a stack trace, markup or a text over 300 characters', () => {
    const stack = JSON.stringify({ erro: 'TypeError: x is undefined\n    at handler (/srv/app.js:10:5)' });
    for (const body of [
      'upstream connect error or disconnect/reset before headers',
      stack,
      JSON.stringify({ erro: '<b>Erro</b>' }),
      JSON.stringify({ erro: 'x'.repeat(MAX_SERVER_TEXT + 1) }),
    ])
      expect(failureOf('player', 500, 'Internal Server Error', body)?.message).toBe('Erro na abertura do player.');
    expect(failureOf('player', 500, '', JSON.stringify({ erro: 'x'.repeat(MAX_SERVER_TEXT) }))?.message).toHaveLength(
      MAX_SERVER_TEXT,
    );
  });

  it("says 'Não autorizado.' for a 401 without a status text, as every HTTP/2 answer has", () => {
    expect(message('player', 401, '', '{"status_ret":"NOK","erro":"Token inválido ou expirado."}')).toBe('Não autorizado.');
    expect(message('chat', 401, '', '')).toBe('Não autorizado.');
    expect(failureOf('player', 401, '', '')?.code).toBe('unauthorized');
  });

  it('tells a revoked subscription key apart from an expired token', () => {
    const revoked = failureOf('player', 401, 'Unauthorized', '{"status_ret":"NOK","erro":"Chave de assinatura inválida."}');
    expect(revoked?.code).toBe('key-revoked');
    expect(revoked?.message).toBe('Chave de assinatura inválida.');
    expect(failureOf('player', 401, 'Unauthorized', '{"status_ret":"NOK","erro":"Token inválido ou expirado."}')?.code).toBe(
      'unauthorized',
    );
  });

  it('counts a revoked key as refused for good, whoever owns the token; a refused token only when no host can renew it', () => {
    const revoked = failureOf('player', 401, 'Unauthorized', '{"status_ret":"NOK","erro":"Chave de assinatura inválida."}');
    const refused = failureOf('player', 401, 'Unauthorized', '{"status_ret":"NOK","erro":"Token inválido ou expirado."}');
    expect(revoked).toBeInstanceOf(ApiError);
    expect(refusedForGood(revoked, () => true)).toBe(true);
    expect(refusedForGood(revoked, () => false)).toBe(true);
    expect(refusedForGood(refused, () => true)).toBe(false);
    expect(refusedForGood(refused, () => false)).toBe(true);
    expect(refusedForGood(failureOf('player', 503, 'Service Unavailable', ''), () => false)).toBe(false);
    expect(refusedForGood(new TypeError('Failed to fetch'), () => false)).toBe(false);
  });

  it("says 'Você não tem acesso a este conteúdo.' for a 403, whatever its body", () => {
    const forbidden = failureOf('player', 403, 'Forbidden', '{"status_ret":"NOK","erro":"Acesso negado."}');
    expect(forbidden?.code).toBe('forbidden');
    expect(forbidden?.message).toBe('Você não tem acesso a este conteúdo.');
  });

  it('carries the Retry-After it was given', () => {
    expect(failureOf('player', 429, 'Too Many Requests', '', 5_000)?.retryAfterMs).toBe(5_000);
  });

  it('keeps the server text of a failed summary for its toast', () => {
    expect(failureOf('summary', 500, '', '{"erro":"Falhou."}')?.serverMessage).toBe('Falhou.');
  });

  it('treats a 2xx with a body as no failure', () => {
    expect(failureOf('player', 200, 'OK', '{"status_ret":"OK"}')).toBeNull();
  });
});
