// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFocus } from './restore-focus';
import { onSettleLayout } from './settle-layout';

function button(name: string, className = ''): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  element.className = className;
  document.body.append(element);
  return element;
}

/** Makes focus() do nothing while `hidden()` is true, as a browser does for an element that is not rendered. */
function hideWhile(element: HTMLElement, hidden: () => boolean): void {
  const focus = element.focus.bind(element);
  element.focus = () => (hidden() ? undefined : focus());
}

/** restoreFocus chooses a microtask later, once the closing's effects have run. */
const chosen = (): Promise<void> => Promise.resolve();

const releases: (() => void)[] = [];

/** Every element the focus stops on from now on, in order. */
function recordFocus(): Element[] {
  const focused: Element[] = [];
  const record = (event: FocusEvent): void => void focused.push(event.target as Element);
  document.addEventListener('focusin', record);
  releases.push(() => document.removeEventListener('focusin', record));
  return focused;
}

describe('restoreFocus', () => {
  afterEach(() => {
    for (const release of releases.splice(0)) release();
    document.body.replaceChildren();
  });

  it('focuses the element once the effects of the closing have run', async () => {
    const opener = button('Sphere AI');
    restoreFocus(opener);
    expect(document.activeElement).toBe(document.body);
    await chosen();
    expect(document.activeElement).toBe(opener);
  });

  it('brings the layouts up to date first, so the element the widened bar shows again takes the focus at once', async () => {
    const opener = button('Transcrição', 'own');
    const overflow = button('Mais opções', 'overflow');
    // The player is still narrow: the bar has the panel's button in the overflow menu until its layout is settled.
    let wide = false;
    hideWhile(opener, () => !wide);
    hideWhile(overflow, () => wide);
    releases.push(onSettleLayout(() => (wide = true)));
    const focused = recordFocus();
    restoreFocus(opener, null, '.own, .overflow');
    await chosen();
    expect(focused).toEqual([opener]);
  });

  it("never stops on a control the widened bar hides: 'Mais opções' gives way to the panel's own button", async () => {
    const own = button('Resumo', 'own');
    const overflow = button('Mais opções', 'overflow');
    let wide = false;
    hideWhile(own, () => !wide);
    hideWhile(overflow, () => wide);
    releases.push(onSettleLayout(() => (wide = true)));
    const focused = recordFocus();
    restoreFocus(overflow, null, '.own, .overflow');
    await chosen();
    expect(focused).toEqual([own]);
  });

  it('gives the focus to the first fallback that takes it when there is no element (the page had it) or it has gone', async () => {
    const own = button('Resumo', 'own');
    hideWhile(own, () => true);
    const overflow = button('Mais opções', 'overflow');
    restoreFocus(null, null, '.own, .overflow');
    await chosen();
    expect(document.activeElement).toBe(overflow);

    overflow.blur();
    const entry = button('Resumo');
    entry.remove();
    restoreFocus(entry, null, '.own, .overflow');
    await chosen();
    expect(document.activeElement).toBe(overflow);
  });

  it('takes nothing from a viewer who has put the focus elsewhere meanwhile, nor from a panel that took its place', async () => {
    const opener = button('Sphere AI');
    const elsewhere = button('Tocar');
    restoreFocus(opener);
    // In the same task: the next panel's dialog, or the viewer.
    elsewhere.focus();
    await chosen();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('takes the focus from the closing panel', async () => {
    const opener = button('Sphere AI');
    const panel = document.createElement('div');
    const close = document.createElement('button');
    panel.append(close);
    document.body.append(panel);
    close.focus();
    restoreFocus(opener, panel);
    await chosen();
    expect(document.activeElement).toBe(opener);
  });
});
