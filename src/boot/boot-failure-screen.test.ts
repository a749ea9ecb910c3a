// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failureVariant, hideBootFailure, showBootFailure } from './boot-failure-screen';

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><div class="loading-screen" role="status"><p>Carregando conteúdo</p></div></div>';
});

describe('showBootFailure', () => {
  it('replaces the loading screen with the message and a retry that hides it again before it runs', () => {
    const run = vi.fn(() => {
      expect(document.querySelector('[role=alert]')).toBeNull();
      expect(document.querySelector<HTMLElement>('.loading-screen')?.hidden).toBe(false);
    });
    showBootFailure({ message: 'Não foi possível carregar o player.', retry: { label: 'Tentar novamente', run } });
    const alert = document.querySelector('#boot-failure');
    expect(alert?.textContent).toContain('Não foi possível carregar o player.');
    expect(document.querySelector<HTMLElement>('.loading-screen')?.hidden).toBe(true);
    expect(document.activeElement?.textContent).toBe('Tentar novamente');
    document.querySelector('button')?.click();
    expect(run).toHaveBeenCalledOnce();
  });

  it('offers no button where a retry cannot help, and shows one failure at a time', () => {
    showBootFailure({ message: 'first' });
    showBootFailure({ message: 'configuração não encontrada' });
    expect(document.querySelectorAll('.boot-error')).toHaveLength(1);
    expect(document.querySelector('button')).toBeNull();
  });

  it('as a bar, leaves what plays visible and the focus where it is', () => {
    showBootFailure({ message: 'x', variant: 'bar', retry: { label: 'Tentar novamente', run: () => undefined } });
    expect(document.querySelector('.boot-error-bar')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('.loading-screen')?.hidden).toBe(false);
    expect(document.activeElement).toBe(document.body);
    hideBootFailure();
    expect(document.querySelector('[role=alert]')).toBeNull();
  });
});

describe('failureVariant', () => {
  it('is a bar only while the first player shows its first frame', () => {
    expect(failureVariant()).toBe('screen');
    document.body.insertAdjacentHTML('beforeend', '<div class="sp-first-player"></div>');
    expect(failureVariant()).toBe('screen');
    document.querySelector('.sp-first-player')?.classList.add('sp-first-frame');
    expect(failureVariant()).toBe('bar');
  });
});
