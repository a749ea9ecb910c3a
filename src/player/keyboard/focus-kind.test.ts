// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusKind, shortcutForKey } from './shortcut-for-key';

/** Puts `html` in the page and returns its element marked `data-focus`. */
function focused(html: string): Element | null {
  document.body.innerHTML = html;
  return document.querySelector('[data-focus]');
}

afterEach(() => void (document.body.innerHTML = ''));

describe('what has the focus, for the shortcuts', () => {
  it('is a button, a menu button or a slider in the bar, where the player keeps its arrows', () => {
    expect(focusKind(focused('<div class="vjs-control-bar"><button data-focus>Gostei</button></div>'))).toBe('button');
    expect(focusKind(focused('<button aria-haspopup="true" data-focus>Velocidade</button>'))).toBe('menu-button');
    expect(focusKind(focused('<div role="slider" tabindex="0" data-focus></div>'))).toBe('slider');
  });

  it("is a menu's inside any dialog: a sheet's or a side panel's controls and body, the download menu, the captions settings", () => {
    const inDialogs = [
      '<div role="dialog"><div class="overlay-body"><button data-focus>Processado</button></div></div>',
      '<div role="dialog"><button aria-haspopup="dialog" data-focus>Tentar novamente</button></div>',
      '<div role="dialog"><div class="overlay-body" tabindex="0" data-focus>Um resumo longo</div></div>',
      '<div role="dialog" tabindex="-1" data-focus></div>',
      '<div role="dialog"><a href="#x" data-focus>Fonte</a></div>',
      '<div class="vjs-text-track-settings" role="dialog"><button data-focus>Concluído</button></div>',
      '<div class="vjs-menu"><div class="sp-menu-sheet-header"><button data-focus>Fechar</button></div></div>',
    ];
    for (const html of inDialogs) expect(focusKind(focused(html)), html).toBe('menu');
  });

  it('keeps a text field a text field inside a dialog', () => {
    expect(focusKind(focused('<div role="dialog"><input type="search" data-focus></div>'))).toBe('text');
    expect(focusKind(focused('<div role="dialog"><select data-focus></select></div>'))).toBe('text');
  });

  it('leaves the arrows, Space and Enter inside a dialog to the dialog: the player does not seek, change the volume or play', () => {
    const target = focusKind(focused('<div role="dialog"><button data-focus>Original</button></div>'));
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Enter'])
      expect(shortcutForKey({ key, target }), key).toBeNull();
  });
});
