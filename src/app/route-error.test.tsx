// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { showBootFailure } from '@/boot/boot-failure-screen';
import { RouteError } from './route-error';

const bridge = vi.hoisted(() => ({ fail: vi.fn() }));
vi.mock('@/services/runtime', () => ({ runtime: () => ({ bridge }) }));
vi.mock('@/boot/boot-failure-screen', () => ({
  showBootFailure: vi.fn(),
  hideBootFailure: vi.fn(),
  failureVariant: () => 'screen',
}));

function Broken(): never {
  throw new Error('screen exploded');
}

it('tells the host of a crashed screen once, in the language of the moment, and rewords the screen when the language changes', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await i18next.use(initReactI18next).init({ lng: 'pt', resources: {} });
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<RouterProvider router={router} />));
  expect(bridge.fail).toHaveBeenCalledTimes(1);
  expect(bridge.fail.mock.calls[0]?.[0]).toMatchObject({ code: 'network' });
  const shown = vi.mocked(showBootFailure).mock.calls.length;
  await act(() => i18next.changeLanguage('en'));
  expect(vi.mocked(showBootFailure).mock.calls.length).toBeGreaterThan(shown);
  expect(vi.mocked(showBootFailure).mock.calls.at(-1)?.[0].message).not.toBe(
    vi.mocked(showBootFailure).mock.calls[0]?.[0].message,
  );
  expect(bridge.fail).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
  quiet.mockRestore();
});
