// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { PanelBoundary } from './panel-boundary';

function Broken(): never {
  throw new Error('summary exploded');
}

it('a failing panel shows its fallback and leaves its siblings running', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <>
        <p>player</p>
        <PanelBoundary fallback={<p>falhou</p>}>
          <Broken />
        </PanelBoundary>
      </>,
    ),
  );
  expect(container.textContent).toBe('playerfalhou');
  act(() => root.unmount());
  spy.mockRestore();
});
