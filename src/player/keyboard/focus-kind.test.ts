// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusKind } from './focus-kind';
import { shortcutForKey } from './shortcut-for-key';

/** Puts `html` in the page and returns its element marked `data-focus`. */
function focused(html: string): Element | null {
  document.body.innerHTML = html;
  return document.querySelector('[data-focus]');
}

afterEach(() => void (document.body.innerHTML = ''));

/** Every key a shortcut answers to, letters in both cases and digits included. */
const SHORTCUT_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ...'kKjJlLmMfFcCiI<>0123456789'];

describe('what has the focus, for the shortcuts', () => {
  it('is a button, a menu button or a slider in the bar, where the player keeps its arrows', () => {
    expect(focusKind(focused('<div class="vjs-control-bar"><button data-focus>Gostei</button></div>'))).toBe('button');
    expect(focusKind(focused('<button aria-haspopup="true" data-focus>Velocidade</button>'))).toBe('menu-button');
    expect(focusKind(focused('<div role="slider" tabindex="0" data-focus></div>'))).toBe('slider');
  });

  it("is a menu's inside a bar menu (its sheet's header too), a modal sheet, the download menu and the captions settings", () => {
    const inMenus = [
      '<div class="vjs-menu"><ul role="menu"><li role="menuitemradio" tabindex="-1" data-focus>1.5x</li></ul></div>',
      '<ul role="menu"><li role="menuitem" tabindex="-1" data-focus>Download</li></ul>',
      '<div class="vjs-menu"><div class="sp-menu-sheet-header"><button data-focus>Fechar</button></div></div>',
      '<div role="dialog" aria-modal="true"><div class="overlay-body"><button data-focus>Processado</button></div></div>',
      '<div role="dialog" aria-modal="true"><button aria-haspopup="dialog" data-focus>Tentar novamente</button></div>',
      '<div role="dialog" aria-modal="true"><div class="overlay-body" tabindex="0" data-focus>Um resumo longo</div></div>',
      '<div role="dialog" aria-modal="true" tabindex="-1" data-focus></div>',
      '<div role="dialog" aria-modal="true"><a href="#x" data-focus>Fonte</a></div>',
      '<div class="vjs-modal-dialog vjs-text-track-settings" role="dialog"><button data-focus>Concluído</button></div>',
    ];
    for (const html of inMenus) expect(focusKind(focused(html)), html).toBe('menu');
  });

  it("is a panel's inside a dialog beside the player, which is not modal", () => {
    const inPanels = [
      '<div role="dialog" aria-modal="false"><div class="overlay-body"><button data-focus>00:12 As plantas</button></div></div>',
      '<div role="dialog"><div class="overlay-body" tabindex="0" data-focus>Um resumo longo</div></div>',
      '<div role="dialog" aria-modal="false"><button data-focus>Fechar</button></div>',
    ];
    for (const html of inPanels) expect(focusKind(focused(html)), html).toBe('panel');
  });

  it('keeps a text field a text field inside a dialog', () => {
    expect(focusKind(focused('<div role="dialog" aria-modal="true"><input type="search" data-focus></div>'))).toBe('text');
    expect(focusKind(focused('<div role="dialog"><select data-focus></select></div>'))).toBe('text');
  });
});

describe('the keys the focus keeps', () => {
  it('in a menu or a modal sheet, every key is its own: no letter, digit, arrow, Space or Enter reaches the player', () => {
    const target = focusKind(focused('<div role="dialog" aria-modal="true"><button data-focus>Original</button></div>'));
    const inMenu = focusKind(focused('<div class="vjs-menu"><li role="menuitemradio" tabindex="-1" data-focus>2x</li></div>'));
    for (const key of SHORTCUT_KEYS) {
      expect(shortcutForKey({ key, target }), `sheet: ${key}`).toBeNull();
      expect(shortcutForKey({ key, target: inMenu }), `menu: ${key}`).toBeNull();
    }
  });

  it("in a panel beside the player, the arrows, Space and Enter are the panel's own, and the letters and digits the player's", () => {
    const target = focusKind(focused('<div role="dialog"><button data-focus>00:12 As plantas</button></div>'));
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Enter'])
      expect(shortcutForKey({ key, target }), key).toBeNull();
    expect(shortcutForKey({ key: 'k', target })?.kind).toBe('toggle-play');
    expect(shortcutForKey({ key: '5', target })).toEqual({ kind: 'seek-to-fraction', fraction: 0.5 });
  });

  it("on the player and the bar's buttons, the letters and digits are the player's", () => {
    for (const html of [
      '<div class="video-js" tabindex="-1" data-focus></div>',
      '<div class="vjs-control-bar"><button data-focus>Gostei</button></div>',
      '<div class="vjs-control-bar"><button aria-haspopup="true" data-focus>Velocidade</button></div>',
      '<div class="vjs-control-bar"><div role="slider" tabindex="0" data-focus></div></div>',
    ]) {
      const target = focusKind(focused(html));
      expect(shortcutForKey({ key: 'k', target })?.kind, html).toBe('toggle-play');
      expect(shortcutForKey({ key: 'f', target })?.kind, html).toBe('toggle-fullscreen');
      expect(shortcutForKey({ key: '3', target }), html).toEqual({ kind: 'seek-to-fraction', fraction: 0.3 });
    }
  });
});
