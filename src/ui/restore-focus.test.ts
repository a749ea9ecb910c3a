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
});
