import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk-loader';
import { NETWORK_WAIT_TRIES } from './retry-policy';

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

  describe('with retries', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('tries again after the network waits (at most 2 s, then 4 s) and gives the module that comes', async () => {
      vi.useFakeTimers();
      // The waits are jittered; near their ceilings (1.98 s, then 3.96 s) the second try comes within 2 s, not the third.
      vi.spyOn(Math, 'random').mockReturnValue(0.99);
      const load = vi
        .fn()
        .mockRejectedValueOnce(new Error('reset'))
        .mockRejectedValueOnce(new Error('503'))
        .mockResolvedValue('module');
      const check = vi.fn(async () => false);
      const loading = loadChunk(load, { retries: NETWORK_WAIT_TRIES, reloadIfRedeployed: check });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(4_000);
      await expect(loading).resolves.toBe('module');
      expect(load).toHaveBeenCalledTimes(3);
      expect(check).toHaveBeenCalledTimes(2);
    });

    it('rejects with the last failure once every try failed', async () => {
      vi.useFakeTimers();
      const load = vi.fn(() => Promise.reject(new Error('offline')));
      const loading = loadChunk(load, {
        retries: { ...NETWORK_WAIT_TRIES, times: 2 },
        reloadIfRedeployed: async () => false,
      }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await loading).toMatchObject({ name: 'ChunkLoadError', reason: 'failed' });
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('does not try again when a new deploy reloads the page', async () => {
      vi.useFakeTimers();
      const load = vi.fn(() => Promise.reject(new Error('404')));
      void loadChunk(load, { retries: NETWORK_WAIT_TRIES, reloadIfRedeployed: async () => true });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(load).toHaveBeenCalledOnce();
    });
  });
});
