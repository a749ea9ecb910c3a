/**
 * The bar's menus in audio mode (docs/accessibility.md, "Menus in audio mode"): the audio bar is at the top of
 * a frame sized to it, with no room above it for a menu to open into, so an open menu is a sheet from the frame's
 * bottom, up to the whole frame, with its own scroll (control-bar-menus.css), and the host's iframe grows to show
 * it (use-content-height.ts).
 * A sheet covers its button, so each menu gets a header when it opens: its name and a close button for touch
 * and mouse (Escape closes it from the keyboard, as every menu). The header shows only in audio mode.
 */
import { MenuButton } from './video-js-menus';

interface MenuButtonInternals {
  pressButton(): void;
  unpressButton(): void;
  controlText(): string;
  localize(text: string): string;
  menu?: { el(): HTMLElement };
  menuButton_: { focus(): void };
}

const menuButton = MenuButton.prototype as unknown as MenuButtonInternals;
const pressButton = menuButton.pressButton;
menuButton.pressButton = function (this: MenuButtonInternals): void {
  const menu = this.menu?.el();
  if (menu) sheetHeader(this, menu);
  pressButton.call(this);
};

/** The menu's header (made once per menu; Video.js makes a new menu when it rebuilds one), named anew. */
function sheetHeader(button: MenuButtonInternals, menu: HTMLElement): void {
  let header = menu.querySelector<HTMLElement>(':scope > .sp-menu-sheet-header');
  if (!header) {
    header = document.createElement('div');
    header.className = 'sp-menu-sheet-header';
    const title = document.createElement('span');
    title.className = 'sp-menu-sheet-title';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'sp-menu-sheet-close';
    // Out of the tab order: Tab leaves a Video.js menu (and closes it); Escape is the keyboard's way out.
    close.tabIndex = -1;
    close.textContent = button.localize('Close');
    // A press on the header keeps the focus in the menu: Video.js closes a menu whose entries lose the focus,
    // and the focus would then be left on a button that has gone with its menu.
    header.addEventListener('mousedown', (event) => event.preventDefault());
    close.addEventListener('click', () => {
      button.unpressButton();
      button.menuButton_.focus();
    });
    header.append(title, close);
    menu.prepend(header);
  }
  const title = header.querySelector('.sp-menu-sheet-title');
  if (title) title.textContent = button.localize(button.controlText());
}
