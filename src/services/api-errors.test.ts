import { describe, expect, it } from 'vitest';
import { failureOf } from './api-errors';

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

  it('keeps the server text of a failed summary for its toast', () => {
    expect(failureOf('summary', 500, '', '{"erro":"Falhou."}')?.serverMessage).toBe('Falhou.');
  });

  it('treats a 2xx with a body as no failure', () => {
    expect(failureOf('player', 200, 'OK', '{"status_ret":"OK"}')).toBeNull();
  });
});
