// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { useAppStore } from '@/store/app-store';
import { AssistantPanel } from './assistant-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'pt', resources: {} });
});
afterEach(() => useAppStore.setState({ assistantMessages: [], assistantQuestions: null, assistantBusy: false }));

/** Types `text` into the question box as React hears it (its value setter, then an input event). */
function type(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

it("keeps an answer's nodes, and the focus on a time in it, while the panel renders again (a keystroke, a reply)", () => {
  useAppStore.setState({
    assistantQuestions: [],
    assistantMessages: [{ id: 1, role: 'assistant', text: 'Em **00:14** a clorofila aparece.\n\n- e em 01:02' }],
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<AssistantPanel />));
  const time = host.querySelector<HTMLButtonElement>('.timestamp');
  const paragraph = host.querySelector('.answer p');
  time?.focus();
  expect(document.activeElement).toBe(time);

  const input = host.querySelector<HTMLInputElement>('#assistant-input');
  if (!input) throw new Error('no question box');
  act(() => type(input, 'Onde'));
  act(() => useAppStore.setState({ assistantBusy: true }));
  act(() => root.render(<AssistantPanel />));

  expect(host.querySelector('.timestamp')).toBe(time);
  expect(host.querySelector('.answer p')).toBe(paragraph);
  expect(document.activeElement).toBe(time);
  act(() => root.unmount());
  host.remove();
});
