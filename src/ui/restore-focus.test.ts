// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreFocus } from './restore-focus';

function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  return element;
}

describe('restoreFocus', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('focuses the element at once when it can take focus', () => {
    const opener = button('Sphere AI');
    restoreFocus(opener);
    expect(document.activeElement).toBe(opener);
  });

  it('waits frames for an element that cannot take focus yet (hidden while the bar re-lays out), then focuses it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const opener = button('Sphere AI');
    // Hidden: a focus() call does nothing, as a browser does for an element that is not rendered.
    let hidden = true;
    const focus = opener.focus.bind(opener);
    opener.focus = () => (hidden ? undefined : focus());
    restoreFocus(opener);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.body);
    hidden = false;
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(opener);
  });

  it('gives up after the wait: an element that never shows again is left alone', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const opener = button('Sphere AI');
    const focus = vi.fn();
    opener.focus = focus;
    restoreFocus(opener, null, 500);
    vi.advanceTimersByTime(2000);
    const calls = focus.mock.calls.length;
    vi.advanceTimersByTime(2000);
    expect(focus.mock.calls.length).toBe(calls);
    expect(calls).toBeLessThan(40);
  });

  it('takes nothing from a viewer who has put the focus elsewhere meanwhile, but takes it from the closing panel', () => {
    const opener = button('Sphere AI');
    const elsewhere = button('Tocar');
    elsewhere.focus();
    restoreFocus(opener);
    expect(document.activeElement).toBe(elsewhere);

    const panel = document.createElement('div');
    const close = document.createElement('button');
    panel.append(close);
    document.body.append(panel);
    close.focus();
    restoreFocus(opener, panel);
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus to the first fallback that takes it when the element has gone with its menu', () => {
    const entry = button('Resumo');
    entry.remove();
    const overflow = button('Mais opções');
    overflow.className = 'overflow';
    restoreFocus(entry, null, 500, '.own, .overflow');
    expect(document.activeElement).toBe(overflow);
  });

  it('hands the focus to a fallback when the layout hides the element under the focus it was given', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const own = button('Resumo');
    own.className = 'own';
    const overflow = button('Mais opções');
    overflow.className = 'overflow';
    // The panel's own button is not in the bar yet (the player is still narrow); 'Mais opções', which opened it, is.
    let wide = false;
    const focus = own.focus.bind(own);
    own.focus = () => (wide ? focus() : undefined);
    restoreFocus(overflow, null, 500, '.own, .overflow');
    expect(document.activeElement).toBe(overflow);
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(overflow);
    // The player widens: the bar hides 'Mais opções' (the browser moves the focus to the page) and shows Resumo.
    wide = true;
    overflow.blur();
    overflow.focus = () => undefined;
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(own);
  });

  it('tries the fallbacks once the wait is over, when the element never shows again', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const opener = button('Transcrição');
    opener.focus = () => undefined;
    const overflow = button('Mais opções');
    overflow.className = 'overflow';
    restoreFocus(opener, null, 500, '.overflow');
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(400);
    expect(document.activeElement).toBe(overflow);
  });
});
