// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sayLoadingInLanguage } from './loading-text';

describe('sayLoadingInLanguage', () => {
  it("says index.html's loading screen in the viewer's language and marks the page's language", () => {
    document.documentElement.lang = 'pt-BR';
    document.body.innerHTML =
      '<div class="loading-screen" role="status"><span class="spinner"></span><p>Carregando conteúdo</p></div>';
    sayLoadingInLanguage('en');
    expect(document.querySelector('.loading-screen p')?.textContent).toBe('Loading content');
    expect(document.documentElement.lang).toBe('en');
    sayLoadingInLanguage('es');
    expect(document.querySelector('.loading-screen p')?.textContent).toBe('Cargando contenido');
    sayLoadingInLanguage('pt');
    expect(document.querySelector('.loading-screen p')?.textContent).toBe('Carregando conteúdo');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('leaves a page without the loading screen as it is, but for its language', () => {
    document.body.innerHTML = '<main></main>';
    sayLoadingInLanguage('es');
    expect(document.body.innerHTML).toBe('<main></main>');
    expect(document.documentElement.lang).toBe('es');
  });
});
