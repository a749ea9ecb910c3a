// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { useToastTimer } from './use-toast-timer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.useRealTimers());

function Toast({ waiting, onTimeUp }: { waiting: boolean; onTimeUp: () => void }) {
  const hold = useToastTimer(onTimeUp, 1_000, waiting);
  return (
    <div className="toast" {...hold}>
      {waiting ? null : <button type="button">Fechar</button>}
    </div>
  );
}

it('lets a held toast go once it waits behind newer ones: its button and the focus went, with no blur to say so', () => {
  vi.useFakeTimers();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const onTimeUp = vi.fn();
  act(() => root.render(<Toast waiting={false} onTimeUp={onTimeUp} />));
  act(() => host.querySelector('button')?.focus());
  act(() => void host.querySelector('.toast')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
  act(() => vi.advanceTimersByTime(5_000));
  expect(onTimeUp, 'held by the focus and the pointer').not.toHaveBeenCalled();

  act(() => root.render(<Toast waiting onTimeUp={onTimeUp} />));
  act(() => vi.advanceTimersByTime(1_000));
  expect(onTimeUp, 'waiting, it has its time and goes').toHaveBeenCalledTimes(1);
  act(() => root.unmount());
  host.remove();
});
