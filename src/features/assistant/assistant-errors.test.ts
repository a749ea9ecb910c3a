import { describe, expect, it } from 'vitest';
import { errorText, offersRetry } from './assistant-errors';
import type { AssistantMessage } from './assistant-slice';

const error = (code: AssistantMessage['code'], text = 'catálogo'): AssistantMessage => ({
  id: 1,
  role: 'error',
  text,
  code,
  question: 'onde fica a clorofila?',
});
const translate = (key: string): string => `t:${key}`;

describe('assistant errors', () => {
  it("word a timeout, no connection, a refusal and no answer in the viewer's language", () => {
    expect(errorText(error('timeout'), translate)).toBe('t:assistant_timeout');
    expect(errorText(error('failed'), translate)).toBe('t:assistant_unavailable');
    expect(errorText(error('nok'), translate)).toBe('t:assistant_refused');
    expect(errorText(error('empty'), translate)).toBe('t:assistant_no_answer');
  });

  it("show the catalogue's own text otherwise (a 401's status text, the API's words)", () => {
    expect(errorText(error('unauthorized', 'Unauthorized'), translate)).toBe('Unauthorized');
    expect(errorText(error('server-message', 'Serviço em manutenção.'), translate)).toBe('Serviço em manutenção.');
  });

  it('offer to ask again only where a second try can help', () => {
    for (const code of ['timeout', 'failed', 'server-message', 'rate-limited'] as const)
      expect(offersRetry(error(code))).toBe(true);
    for (const code of ['empty', 'nok', 'key-revoked', 'forbidden', 'unauthorized'] as const)
      expect(offersRetry(error(code))).toBe(false);
    expect(offersRetry({ ...error('timeout'), question: undefined })).toBe(false);
  });

  it('offer to ask a 401 again only while a host can hand over another token (USAR_AD)', () => {
    expect(offersRetry({ ...error('unauthorized', 'Unauthorized'), renewable: true })).toBe(true);
    expect(offersRetry({ ...error('unauthorized', 'Unauthorized'), renewable: false })).toBe(false);
    expect(offersRetry(error('unauthorized', 'Não autorizado.'))).toBe(false);
    expect(offersRetry({ ...error('session-expired'), renewable: true })).toBe(false);
  });
});
