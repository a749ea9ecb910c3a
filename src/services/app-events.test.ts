import { describe, expect, it, vi } from 'vitest';
import { connectWindowEvents, emitAppEvent, normalizePosition, normalizeSeverity, onAppEvent } from './app-events';

describe('app events', () => {
  it.each([
    [0, 0],
    [2, 2],
    ['1', 1],
    [3, 3],
    [4, 3],
    [-1, 3],
    [1.5, 3],
    ['abc', 3],
    [null, 3],
    [undefined, 3],
    ['', 3],
  ])('severity %j becomes %j', (input, expected) => expect(normalizeSeverity(input)).toBe(expected));

  it.each([
    ['bottom', 'bottom'],
    ['top', 'top'],
    ['middle', 'top'],
    [undefined, 'top'],
    [1, 'top'],
  ])('position %j becomes %j', (input, expected) => expect(normalizePosition(input)).toBe(expected));

  it('delivers events to listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const off = onAppEvent('PlayerCarregado', listener);
    emitAppEvent('PlayerCarregado', { tempocarga: 120 });
    off();
    emitAppEvent('PlayerCarregado', { tempocarga: 130 });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ tempocarga: 120 });
  });

  it("shows a page's Toast as its own words: a text key it names is never taken", () => {
    const page = new EventTarget() as Window;
    const heard = vi.fn();
    const off = onAppEvent('Toast', heard);
    const disconnect = connectWindowEvents(page);
    page.dispatchEvent(new CustomEvent('Toast', { detail: { Mensagem: 'Aviso da página', textKey: 'cmi5_session_over' } }));
    expect(heard).toHaveBeenCalledWith({ Mensagem: 'Aviso da página', Severidade: undefined, Posicao: undefined });
    disconnect();
    off();
  });
});
