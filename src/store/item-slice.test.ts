import { describe, expect, it } from 'vitest';
import { ApiError } from '@/services/api-errors';
import { loadFailure, offersRetry } from './item-slice';

describe('why the item did not load', () => {
  it('offers no retry for content the viewer may not see', () => {
    const failure = loadFailure(new ApiError('forbidden', 'Você não tem acesso a este conteúdo.', undefined, 403));
    expect(failure).toEqual({ code: 'forbidden', message: 'Você não tem acesso a este conteúdo.', messageKey: 'forbidden' });
    expect(offersRetry(failure)).toBe(false);
  });

  it('offers no retry for an item that is not there', () => {
    const failure = loadFailure(new ApiError('server-message', 'Vídeo não encontrado.', 'Vídeo não encontrado.', 404));
    expect(failure).toEqual({ code: 'not-found', message: 'Vídeo não encontrado.' });
    expect(offersRetry(failure)).toBe(false);
  });

  it('offers no retry for a subscription key the API revoked', () => {
    const failure = loadFailure(new ApiError('key-revoked', 'Chave de assinatura inválida.', undefined, 401));
    expect(failure.code).toBe('key-revoked');
    expect(offersRetry(failure)).toBe(false);
  });

  it('offers a retry after an expired token, a gateway failure or a network error', () => {
    for (const error of [
      new ApiError('unauthorized', 'Não autorizado.', undefined, 401),
      new ApiError('failed', 'Erro na abertura do player.', undefined, 502),
      new TypeError('Failed to fetch'),
    ])
      expect(offersRetry(loadFailure(error))).toBe(true);
    expect(offersRetry({ code: 'load-timeout' })).toBe(true);
  });

  it('offers a retry after a playback failure, but not for media this browser cannot decode', () => {
    expect(offersRetry({ code: 'playback' })).toBe(true);
    expect(offersRetry({ code: 'undecodable' })).toBe(false);
  });
});
