// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusInMenu } from './dialog-menu';

/** The MutationObserver's callback runs as a microtask. */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A download menu (Original, Processado, Voltar) beside a control of the frame outside it; keeps the focus in it. */
function menu(): { dialog: HTMLElement; choice: (name: string) => HTMLElement; outside: HTMLElement } {
  document.body.innerHTML = `
    <button id="outside">Mais opções</button>
    <div role="dialog"><button>Voltar</button><div class="body"><button>Original</button><button>Processado</button></div></div>`;
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  detach = keepFocusInMenu(dialog, dialog.querySelector<HTMLElement>('.body')!);
  const choice = (name: string): HTMLElement =>
    [...dialog.querySelectorAll<HTMLElement>('button')].find((button) => button.textContent === name)!;
  return { dialog, choice, outside: document.getElementById('outside')! };
}

let detach: () => void = () => undefined;

afterEach(() => {
  detach();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('keepFocusInMenu', () => {
  it('gives the focus to the first choice when the control that had it goes (a choice giving way to Cancelar)', async () => {
    const { choice } = menu();
    choice('Processado').focus();
    choice('Processado').remove();
    await settled();
    expect(document.activeElement).toBe(choice('Original'));
  });

  it('does not pull the focus back into the frame when the learner has left it (Tab out to the host page)', async () => {
    const { choice } = menu();
    choice('Processado').focus();
    // Tabbed out of the frame: its document has no focus, and nothing in it is focused.
    choice('Processado').blur();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    // Then the download fails or is cancelled: the menu's content changes.
    choice('Processado').remove();
    await settled();
    expect(document.activeElement).toBe(document.body);
    // Back in the frame (a click on the sheet's text): the menu's first choice has the focus there.
    vi.mocked(document.hasFocus).mockReturnValue(true);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(document.activeElement).toBe(choice('Original'));
  });

  it('forgets the control once the focus has gone elsewhere in the frame, outside the menu', async () => {
    const { choice, outside } = menu();
    choice('Processado').focus();
    outside.focus();
    outside.blur();
    choice('Processado').remove();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('keepFocusInMenu, while its choices load', () => {
  /** A download menu's dialog: its close button, and a body with `choices` in it so far. */
  function dialogWith(choices: string): { dialog: HTMLElement; body: HTMLElement } {
    document.body.innerHTML = `
      <div role="dialog" tabindex="-1"><button>Voltar</button><div class="body">${choices}</div></div>`;
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    return { dialog, body: dialog.querySelector<HTMLElement>('.body')! };
  }
  const add = (body: HTMLElement, html: string): void => body.insertAdjacentHTML('beforeend', html);

  it('opens on the first choice where the choices are in', () => {
    const { dialog, body } = dialogWith('<button>Original</button><button>Processado</button>');
    detach = keepFocusInMenu(dialog, body);
    expect(document.activeElement?.textContent).toBe('Original');
  });

  it('waits on the dialog while the choices load (never on its close button), then gives the first choice the focus', async () => {
    const { dialog, body } = dialogWith('<p role="status">Carregando conteúdo</p>');
    detach = keepFocusInMenu(dialog, body);
    expect(document.activeElement).toBe(dialog);
    body.replaceChildren();
    await settled();
    expect(document.activeElement).toBe(dialog);
    add(body, '<button>Original</button><button>Processado</button>');
    await settled();
    expect(document.activeElement?.textContent).toBe('Original');
  });

  it("hands the focus on to a failed load's retry as it would to a choice", async () => {
    const { dialog, body } = dialogWith('');
    detach = keepFocusInMenu(dialog, body);
    add(body, '<div role="alert"><p>Não foi possível carregar.</p><button>Tentar novamente</button></div>');
    await settled();
    expect(document.activeElement?.textContent).toBe('Tentar novamente');
  });

  it('leaves the focus where the viewer moved it meanwhile, and takes it once only', async () => {
    const { dialog, body } = dialogWith('');
    detach = keepFocusInMenu(dialog, body);
    const close = dialog.querySelector<HTMLElement>('button')!;
    close.focus();
    add(body, '<button>Original</button>');
    await settled();
    expect(document.activeElement).toBe(close);
    // Back on the dialog (a click on its text), a later change of the menu does not pull the focus.
    dialog.focus();
    add(body, '<button>Processado</button>');
    await settled();
    expect(document.activeElement).toBe(dialog);
  });

  it('after a retry, holds the focus on the dialog while the code loads again, then gives it to the first choice', async () => {
    const { dialog, body } = dialogWith('<div role="alert"><button>Tentar novamente</button></div>');
    detach = keepFocusInMenu(dialog, body);
    expect(document.activeElement?.textContent).toBe('Tentar novamente');
    // Pressed: the retry gives way to the loading status.
    body.innerHTML = '<p role="status">Carregando conteúdo</p>';
    await settled();
    expect(document.activeElement).toBe(dialog);
    body.innerHTML = '<button>Original</button>';
    await settled();
    expect(document.activeElement?.textContent).toBe('Original');
  });

  it('stops waiting when the menu closes first', async () => {
    const { dialog, body } = dialogWith('');
    keepFocusInMenu(dialog, body)();
    add(body, '<button>Original</button>');
    await settled();
    expect(document.activeElement).toBe(dialog);
  });
});
