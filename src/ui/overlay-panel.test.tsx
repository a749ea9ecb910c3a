// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayPanel } from './overlay-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The focus given back as a panel closes is given a microtask later (restoreFocus). */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function mount(onDismiss: (role: string) => void): { container: HTMLElement; unmount: () => void } {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <OverlayPanel title="Resumo" closeLabel="Fechar" onDismiss={onDismiss}>
        <p>Texto</p>
      </OverlayPanel>,
    ),
  );
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('OverlayPanel', () => {
  afterEach(() => document.body.replaceChildren());

  it('is a labelled modal dialog that takes the focus', () => {
    const { container } = mount(() => undefined);
    const dialog = container.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-labelledby') ?? '')}`)?.textContent).toBe('Resumo');
    expect(document.activeElement).toBe(dialog);
  });

  it("dismisses with 'backdrop' from the backdrop and 'cancel' from the close button", () => {
    const onDismiss = vi.fn();
    const { container } = mount(onDismiss);
    act(() => (container.querySelector('[data-testid="overlay-backdrop"]') as HTMLElement).click());
    act(() => (container.querySelector('.overlay-close') as HTMLElement).click());
    expect(onDismiss.mock.calls).toEqual([['backdrop'], ['cancel']]);
  });

  it('makes what a sheet covers inert while it is open, and gives the focus back on close', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    // As PlayerScreen: the player, and the panel beside it.
    const render = (open: boolean, variant: 'sheet' | 'side') =>
      act(() =>
        root.render(
          <>
            <button type="button">Tocar</button>
            {open ? (
              <OverlayPanel title="Resumo" closeLabel="Fechar" variant={variant} onDismiss={() => undefined}>
                <p>Texto</p>
              </OverlayPanel>
            ) : null}
          </>,
        ),
      );
    render(false, 'sheet');
    const player = container.querySelector('button') as HTMLButtonElement;
    player.focus();
    render(true, 'sheet');
    expect(player.inert).toBe(true);
    expect(document.activeElement?.getAttribute('role')).toBe('dialog');
    render(false, 'sheet');
    expect(player.inert).toBe(false);
    await settled();
    expect(document.activeElement).toBe(player);
    // Beside the video the panel is not modal: the player stays usable.
    render(true, 'side');
    expect(player.inert).toBe(false);
    act(() => root.unmount());
  });

  it('keeps the focus in the panel while it changes place (the frame crossing the wide breakpoint)', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const render = (variant: 'sheet' | 'side') =>
      act(() =>
        root.render(
          <>
            <button type="button">Sphere AI</button>
            <OverlayPanel title="Sphere" closeLabel="Fechar" variant={variant} onDismiss={() => undefined}>
              <input aria-label="Pergunta" />
            </OverlayPanel>
          </>,
        ),
      );
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    render('side');
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    // Narrower: a sheet; the viewer's field keeps the focus, and nothing takes it back later.
    render('sheet');
    await settled();
    expect(document.activeElement).toBe(field);
    render('side');
    await settled();
    expect(document.activeElement).toBe(field);
    // Closing gives it back to the opener.
    act(() => root.unmount());
    await settled();
    expect(document.activeElement).toBe(opener);
  });

  it('gives nothing back when another panel takes its place: the focus goes straight into the new one', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const opener = document.createElement('button');
    opener.textContent = 'Transcrição';
    document.body.appendChild(opener);
    opener.focus();
    // Each element the focus stops on, as a screen reader would name it.
    const stops: string[] = [];
    const record = (event: FocusEvent): void => {
      const target = event.target as HTMLElement;
      const heading = target.getAttribute('aria-labelledby');
      stops.push(heading ? `dialog ${document.getElementById(heading)?.textContent ?? ''}` : (target.textContent ?? ''));
    };
    document.addEventListener('focusin', record);
    // One dialog per panel, as FeaturePanels: the key changes with the panel.
    const render = (title: string) =>
      act(() =>
        root.render(
          <OverlayPanel key={title} title={title} closeLabel="Fechar" variant="side" onDismiss={() => undefined}>
            <p>{title}</p>
          </OverlayPanel>,
        ),
      );
    render('Transcrição');
    render('Resumo');
    await settled();
    document.removeEventListener('focusin', record);
    expect(stops).toEqual(['dialog Transcrição', 'dialog Resumo']);
    act(() => root.unmount());
  });

  it("hands the focus of a control that goes to the panel's home (data-focus-home), else to its body, never to the page", async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const render = (retry: boolean, home: boolean) =>
      act(() =>
        root.render(
          <OverlayPanel title="Sphere AI" closeLabel="Fechar" onDismiss={() => undefined}>
            {retry ? <button type="button">Tentar novamente</button> : <p>Resposta</p>}
            <input aria-label="Pergunta" data-focus-home={home ? '' : undefined} />
          </OverlayPanel>,
        ),
      );
    const retryButton = () => container.querySelector<HTMLButtonElement>('button:not(.overlay-close)');
    render(true, true);
    retryButton()?.focus();
    render(false, true);
    await settled();
    expect(document.activeElement).toBe(container.querySelector('input'));
    // Without a home, the body: a tab stop, from where the learner goes on.
    render(true, false);
    retryButton()?.focus();
    render(false, false);
    await settled();
    expect(document.activeElement).toBe(container.querySelector('.overlay-body'));
    act(() => root.unmount());
  });

  describe('as a menu of choices', () => {
    const renderMenu = (root: ReturnType<typeof createRoot>, choices: string[]) =>
      act(() =>
        root.render(
          <OverlayPanel title="Download" closeLabel="Voltar" onDismiss={() => undefined} menu>
            {choices.map((choice) => (
              <button key={choice} type="button">
                {choice}
              </button>
            ))}
          </OverlayPanel>,
        ),
      );
    const focused = (): string | null => document.activeElement?.textContent ?? null;
    const press = (key: string): void =>
      void act(() => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

    it('opens on its first choice, and its body is no tab stop of its own', () => {
      const container = document.createElement('div');
      document.body.appendChild(container);
      const root = createRoot(container);
      renderMenu(root, ['Original', 'Processado']);
      expect(focused()).toBe('Original');
      expect(container.querySelector('.overlay-body')?.hasAttribute('tabindex')).toBe(false);
      act(() => root.unmount());
    });

    it('steps through its controls with the arrows, its close button first, and stays at either end', () => {
      const container = document.createElement('div');
      document.body.appendChild(container);
      const root = createRoot(container);
      renderMenu(root, ['Original', 'Processado']);
      const walked = ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp'].map((key) => (press(key), focused()));
      expect(walked).toEqual(['Processado', 'Processado', 'Original', 'Voltar', 'Voltar']);
      act(() => root.unmount());
    });

    it('hands the focus to its first control when the choice that has it goes, never to the page', async () => {
      const container = document.createElement('div');
      document.body.appendChild(container);
      const root = createRoot(container);
      renderMenu(root, ['Original', 'Processado']);
      press('ArrowDown');
      // A download runs: the options give way to its cancel.
      renderMenu(root, ['Cancelar']);
      await settled();
      expect(focused()).toBe('Cancelar');
      act(() => root.unmount());
    });

    it('opens on itself while its choices load (a status in its body), then on its first choice as they come', async () => {
      const container = document.createElement('div');
      document.body.appendChild(container);
      const root = createRoot(container);
      act(() =>
        root.render(
          <OverlayPanel title="Download" closeLabel="Voltar" onDismiss={() => undefined} menu>
            <p role="status">Carregando conteúdo</p>
          </OverlayPanel>,
        ),
      );
      expect(document.activeElement?.getAttribute('role')).toBe('dialog');
      renderMenu(root, ['Original', 'Processado']);
      await settled();
      expect(focused()).toBe('Original');
      act(() => root.unmount());
    });
  });
});
