import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createToastSlice, type ToastSlice } from '@/store/toast-slice';
import type { DownloadResponse } from '@/services/api-contract';
import { setRuntime, type Runtime } from '@/services/runtime';
import { DOWNLOAD_LINK_MARGIN_MS, DOWNLOAD_LINK_TTL_MS } from './download-api';
import { createDownloadSlice } from './download-slice';
import { NO_OPTIONS, type DownloadOffer, type DownloadSlice } from './download-state';

/** The API's download lookup (GET download): isAlta, isAudio, versao. */
const lookup = vi.fn<(alta: boolean, audio: boolean, versao: unknown) => Promise<DownloadResponse | null>>();
setRuntime({ api: { downloadInfo: lookup }, launch: {} } as unknown as Runtime);
const found = (uri: string): DownloadResponse => ({ status_ret: 'OK', URI: uri, Token: 'file-token' });

type Store = DownloadSlice & ToastSlice & { item: null; closeDownloadMenu: () => void };

const newStore = () =>
  createStore<Store>()((...args) => ({
    ...createDownloadSlice(...args),
    ...createToastSlice(...args),
    item: null,
    closeDownloadMenu: () => undefined,
  }));

const T0 = Date.UTC(2026, 10, 23, 12);
const offer: DownloadOffer = {
  url: 'https://api.example/files/v/processado.mp4?t=old',
  viaHost: false,
  quality: 'baixa',
  usableUntil: T0 + DOWNLOAD_LINK_TTL_MS - DOWNLOAD_LINK_MARGIN_MS,
};

describe('renewing the link offered for a new tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + DOWNLOAD_LINK_TTL_MS);
    lookup.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('looks the same option up again and offers its fresh link until shortly before that one runs out', async () => {
    const store = newStore();
    store.setState({ downloadOffer: offer });
    lookup.mockResolvedValue(found('https://api.example/files/v/processado.mp4?t=new'));
    await store.getState().renewDownloadOffer();
    // The processed file ('baixa'): isAlta=N, isAudio=N.
    expect(lookup).toHaveBeenCalledWith(false, false, undefined, undefined);
    expect(store.getState().downloadOffer).toEqual({
      ...offer,
      url: 'https://api.example/files/v/processado.mp4?t=new',
      usableUntil: T0 + 2 * DOWNLOAD_LINK_TTL_MS - DOWNLOAD_LINK_MARGIN_MS,
    });
    // Nothing is downloaded again.
    expect(store.getState().downloadStatus).toBe('idle');
  });

  it('drops an answer that comes after the offer went (the menu closed)', async () => {
    const store = newStore();
    store.setState({ downloadOffer: offer });
    lookup.mockImplementation(async () => {
      store.getState().clearDownloadOffer();
      return found('https://api.example/files/v/processado.mp4?t=new');
    });
    await store.getState().renewDownloadOffer();
    expect(store.getState().downloadOffer).toBeNull();
  });

  it('says there are no download options when the API no longer has the file', async () => {
    const store = newStore();
    store.setState({ downloadOffer: offer });
    lookup.mockResolvedValue({ status_ret: 'NOK', erro: NO_OPTIONS });
    await store.getState().renewDownloadOffer();
    expect(store.getState().downloadOffer).toBeNull();
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual([NO_OPTIONS]);
  });

  it('fails like a download when the lookup fails, so the retry fetches the same option again', async () => {
    const store = newStore();
    store.setState({ downloadOffer: offer });
    lookup.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.getState().renewDownloadOffer();
    expect(store.getState()).toMatchObject({
      downloadOffer: null,
      downloadStatus: 'failed',
      downloadQuality: 'baixa',
      downloadFailure: 'failed',
    });
  });
});
