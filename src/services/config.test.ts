import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config';

const valid = {
  API_URL: 'http://api.test/api/',
  API_KEY: 'k',
  SEARCH_URL: 'http://api.test/search/',
  SEARCH_KEY: 's',
  STORAGE_KEY: 'sp_',
};
const sampleHostOrigins = (HOST_ORIGINS: string[]): readonly string[] => parseConfig({ ...valid, HOST_ORIGINS }).HOST_ORIGINS;
const respond =
  (body: string, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status });

describe('config', () => {
  it('reads S/N flags strictly: anything but S is off', () => {
    const config = parseConfig({ ...valid, DOWNLOAD: 'S', RESUMO: 's', USAR_AD: true });
    expect([config.DOWNLOAD, config.RESUMO, config.USAR_AD, config.FORCAR_HLS]).toEqual([true, false, false, false]);
    expect(config.DEVICE_TYPE).toBe('web');
  });

  it('accepts id lists as arrays or comma-separated text', () => {
    expect(parseConfig({ ...valid, GUIDS_CHAT: 'a, b,,c', GUIDS_CHAT_AI: ['x'] })).toMatchObject({
      GUIDS_CHAT: ['a', 'b', 'c'],
      GUIDS_CHAT_AI: ['x'],
    });
  });

  it('names a missing or bad key', () => {
    const { API_KEY: _drop, ...missing } = valid;
    expect(() => parseConfig(missing)).toThrow('Configuração inválida: falta a chave API_KEY.');
    expect(() => parseConfig({ ...valid, API_URL: 'not a url' })).toThrow('a chave API_URL tem um valor inválido');
  });

  it("says 'configuração não encontrada' for a missing file or invalid JSON", async () => {
    await expect(loadConfig(respond('', 404))).rejects.toThrow('configuração não encontrada');
    await expect(loadConfig(respond('<html>'))).rejects.toThrow('configuração não encontrada');
    await expect(
      loadConfig(async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toThrow('configuração não encontrada');
    await expect(loadConfig(respond(JSON.stringify(valid)))).resolves.toMatchObject({ STORAGE_KEY: 'sp_' });
  });

  it('tells a file that is not there from one that did not arrive (a retry can fetch it)', async () => {
    const code = (loading: Promise<unknown>) => loading.catch((error: ConfigError) => error.code);
    expect(await code(loadConfig(respond('', 404)))).toBe('missing');
    expect(await code(loadConfig(respond('<html>bad gateway</html>', 502)))).toBe('unreachable');
    expect(await code(loadConfig(respond('', 503)))).toBe('unreachable');
    expect(await code(loadConfig(async () => Promise.reject(new TypeError('Failed to fetch'))))).toBe('unreachable');
    // A config that never answers: the deadline aborts it.
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect(await code(loadConfig(hanging, 20))).toBe('unreachable');
  });

  it('accepts only http(s) host origins, and names HOST_ORIGINS for any other', () => {
    expect(sampleHostOrigins(['https://lms.example.org', 'http://localhost:4174'])).toEqual([
      'https://lms.example.org',
      'http://localhost:4174',
    ]);
    for (const bad of ['data:text/html,hi', 'file:///c:/page.html', 'javascript:alert(1)', 'null', 'blob:https://x.test/1'])
      expect(() => sampleHostOrigins([bad]), bad).toThrow('Configuração inválida: a chave HOST_ORIGINS tem um valor inválido.');
  });
});
