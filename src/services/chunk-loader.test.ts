import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk-loader';

describe('loadChunk', () => {
  it('gives the module when it loads in time', async () => {
    await expect(loadChunk(async () => ({ ok: true }), { reloadIfRedeployed: async () => false })).resolves.toEqual({ ok: true });
  });

  it('fails a chunk that hangs past the deadline with a timeout, after checking for a new deploy', async () => {
    const check = vi.fn(async () => false);
    const error = await loadChunk(() => new Promise(() => undefined), { timeoutMs: 20, reloadIfRedeployed: check }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(check).toHaveBeenCalledOnce();
  });

  it('fails a chunk that did not download, keeping the cause; a check that throws changes nothing', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause), {
      reloadIfRedeployed: () => Promise.reject(new Error('offline')),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'failed', cause });
  });

  it('never settles when the page reloads for a new deploy (nothing shows a failure on a page going away)', async () => {
    const settled = vi.fn();
    void loadChunk(() => Promise.reject(new Error('404')), { reloadIfRedeployed: async () => true }).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });

  it('loads again on each call: a retry fetches the chunk anew', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('module');
    const options = { reloadIfRedeployed: async () => false };
    await expect(loadChunk(load, options)).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(load, options)).resolves.toBe('module');
  });
});
