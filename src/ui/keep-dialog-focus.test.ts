// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { keepFocusInDialog } from './keep-dialog-focus';

/** The MutationObserver's callback runs as a microtask. */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let detach: () => void = () => undefined;

/** A panel (Resumo) whose body, a tab stop, holds a failure and its retry; a control of the frame beside it. */
function panel(): { body: HTMLElement; retry: HTMLButtonElement; outside: HTMLElement } {
  document.body.innerHTML = `
    <button id="outside">Resumo</button>
    <div role="dialog"><button>Fechar</button><div class="body" tabindex="0"><p>Erro</p><button>Tentar novamente</button></div></div>`;
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  const body = dialog.querySelector<HTMLElement>('.body')!;
  detach = keepFocusInDialog(dialog, () => body);
  return { body, retry: body.querySelector('button')!, outside: document.getElementById('outside')! };
}

afterEach(() => {
  detach();
  document.body.replaceChildren();
});

it("gives the focus to the panel's body when the retry that had it is replaced by what it loads", async () => {
  const { body, retry } = panel();
  retry.focus();
  body.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Carregando…' }));
  await settled();
  expect(document.activeElement).toBe(body);
});

it('does so when the control that had it is disabled by what it started', async () => {
  const { body, retry } = panel();
  retry.focus();
  retry.disabled = true;
  await settled();
  expect(document.activeElement).toBe(body);
});

it('leaves a focus the viewer took to a control outside the panel there', async () => {
  const { body, retry, outside } = panel();
  retry.focus();
  outside.focus();
  body.replaceChildren();
  await settled();
  expect(document.activeElement).toBe(outside);
});
