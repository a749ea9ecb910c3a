// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceFullscreenChangesOnTime, FULLSCREEN_CHECK_MS } from './fullscreen-change-on-time';

// The browser's state, set by the tests: what document.fullscreenElement says right now.
let fullscreenElement: Element | null = null;
Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });

/** The browser's own event, as Chromium fires it at the element once the frame renders again. */
const browserFires = (target: EventTarget): boolean =>
  target.dispatchEvent(new Event('fullscreenchange', { bubbles: true, composed: true }));

describe('fullscreen changes on time', () => {
  let stop: () => void = () => undefined;
  let heard: { target: EventTarget | null; fullscreen: Element | null }[] = [];
  const listen = (event: Event): void => void heard.push({ target: event.target, fullscreen: document.fullscreenElement });
  let player: HTMLElement;

  beforeEach(() => {
    fullscreenElement = null;
    heard = [];
    player = document.createElement('div');
    document.body.append(player);
    document.addEventListener('fullscreenchange', listen);
    stop = announceFullscreenChangesOnTime(window);
  });
  afterEach(() => {
    stop();
    document.removeEventListener('fullscreenchange', listen);
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('announces a change the browser holds back when the frame resizes, at the element, and stops the late one', () => {
    fullscreenElement = player;
    browserFires(player);
    expect(heard).toEqual([{ target: player, fullscreen: player }]);
    // Fullscreen ends while the frame is out of the viewport: the document knows, no event comes.
    fullscreenElement = null;
    window.dispatchEvent(new Event('resize'));
    expect(heard).toEqual([
      { target: player, fullscreen: player },
      { target: player, fullscreen: null },
    ]);
    // The viewer scrolls back to the player: the browser's event comes, for a change already told.
    browserFires(player);
    expect(heard).toHaveLength(2);
  });

  it('reads the document every half second while fullscreen, should no resize come', () => {
    vi.useFakeTimers();
    fullscreenElement = player;
    browserFires(player);
    fullscreenElement = null;
    vi.advanceTimersByTime(FULLSCREEN_CHECK_MS);
    expect(heard.map((event) => event.fullscreen)).toEqual([player, null]);
    // Out of fullscreen, nothing is read any more.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves the changes the browser tells on time as they are, and adds none', () => {
    fullscreenElement = player;
    window.dispatchEvent(new Event('resize'));
    browserFires(player);
    fullscreenElement = null;
    browserFires(player);
    window.dispatchEvent(new Event('resize'));
    expect(heard.map((event) => event.fullscreen)).toEqual([player, null]);
  });

  it('fires at the document when the element that left fullscreen is gone from it', () => {
    fullscreenElement = player;
    browserFires(player);
    player.remove();
    fullscreenElement = null;
    window.dispatchEvent(new Event('resize'));
    expect(heard.at(-1)).toEqual({ target: document, fullscreen: null });
  });
});
