// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { useAppStore } from '@/store/app-store';
import { TOAST_DURATION_MS } from '@/store/toast-slice';
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

it('holds a toast past its time while the pointer is over it or the focus in it, and gives it its whole time once let go', () => {
  vi.useFakeTimers();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<ToastHost />));
  act(() => vi.advanceTimersByTime(REGIONS_SETTLE_MS));
  act(() => {
    for (const Mensagem of ['Sob o ponteiro', 'Com o foco', 'Ninguém segura'])
      useAppStore.getState().showToast({ Mensagem, Severidade: 1, Posicao: 'top' });
  });
  const toast = (text: string) =>
    [...host.querySelectorAll<HTMLElement>('.toast')].find((node) => node.textContent?.includes(text));
  // React's onPointerEnter and onPointerLeave come from pointerover and pointerout.
  act(() => void toast('Sob o ponteiro')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
  act(() => toast('Com o foco')?.querySelector('button')?.focus());

  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1_000));
  expect(toast('Ninguém segura'), 'a toast nobody holds leaves on time').toBeUndefined();
  expect(toast('Sob o ponteiro'), 'the pointer holds it').toBeDefined();
  expect(toast('Com o foco'), 'the focus holds it').toBeDefined();

  act(() => {
    toast('Sob o ponteiro')?.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    (document.activeElement as HTMLElement | null)?.blur();
  });
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1_000));
  expect(host.querySelectorAll('.toast'), 'let go, each has its whole time again').toHaveLength(2);
  act(() => vi.advanceTimersByTime(1_000));
  expect(host.querySelectorAll('.toast')).toHaveLength(0);
  act(() => root.unmount());
  host.remove();
});
