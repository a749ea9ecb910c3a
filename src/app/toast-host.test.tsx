// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { useAppStore } from '@/store/app-store';
import { REGIONS_SETTLE_MS, ToastHost } from './toast-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'pt', resources: {} });
});
afterEach(() => {
  vi.useRealTimers();
  useAppStore.setState({ toasts: [] });
});

/** The text of the live region `role` of the top stack. */
const region = (host: HTMLElement, role: 'status' | 'alert'): string =>
  host.querySelector(`.toast-stack-top [role="${role}"]`)?.textContent ?? '';

it('lets a toast shown before the stacks mounted land in its live region a moment after it is there, so it is announced', () => {
  vi.useFakeTimers();
  useAppStore.getState().showToast({ Mensagem: 'Aviso antes do app', Severidade: 1, Posicao: 'top' });
  useAppStore.getState().showToast({ Mensagem: 'Falha antes do app', Severidade: 2, Posicao: 'top' });
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() => root.render(<ToastHost />));
  // The regions are in the page, empty: what lands in them next is heard.
  expect(host.querySelector('.toast-stack-top [role="status"]')).not.toBeNull();
  expect(region(host, 'status')).toBe('');
  expect(region(host, 'alert')).toBe('');
  act(() => vi.advanceTimersByTime(REGIONS_SETTLE_MS));
  expect(region(host, 'status')).toContain('Aviso antes do app');
  expect(region(host, 'alert')).toContain('Falha antes do app');

  // Once settled, a new toast lands at once.
  act(() => void useAppStore.getState().showToast({ Mensagem: 'Depois', Severidade: 1, Posicao: 'top' }));
  expect(region(host, 'status')).toContain('Depois');
  act(() => root.unmount());
});
