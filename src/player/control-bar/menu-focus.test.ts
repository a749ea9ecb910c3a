// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { attachShortcuts } from '@/player/keyboard/attach-shortcuts';
import { focusKind } from '@/player/keyboard/focus-kind';
import './video-js-menus';
import './menu-focus';

let player: VideoJsPlayer;

interface RateMenu {
  menuButton_: { el(): HTMLElement };
  menu: { el(): HTMLElement };
  buttonPressed_: boolean;
}

const rateMenu = (): RateMenu => player.getChild('ControlBar')!.getChild('playbackRateMenuButton') as unknown as RateMenu;
const button = (): HTMLElement => rateMenu().menuButton_.el();
const focusedLabel = (): string | undefined =>
  document.activeElement?.querySelector('.vjs-menu-item-text')?.textContent ?? undefined;
/** A key pressed on an element, through Video.js's events (happy-dom's DOM events do not reach its listeners). */
const key = (target: Element, name: string): void => {
  videojs.trigger(target, { type: 'keydown', key: name, bubbles: true } as unknown as Event);
  // As the browser does for a native button: Enter and Space click it.
  if (target instanceof HTMLButtonElement && (name === 'Enter' || name === ' ')) videojs.trigger(target, 'click');
};
/** The video's rate changes, as a viewer's pick or a remembered preference changes it. */
const setRate = (rate: number): void => {
  const tech = player.tech(true) as unknown as { el(): HTMLVideoElement; trigger(type: string): void };
  tech.el().playbackRate = rate;
  tech.trigger('ratechange');
};

beforeEach(() => {
  const video = document.createElement('video');
  document.body.appendChild(video);
  player = videojs(video, { playbackRates: [0.5, 0.75, 1, 1.25, 1.5, 2], controlBar: { children: ['playbackRateMenuButton'] } });
  setRate(1);
});

afterEach(() => {
  player.dispose();
  document.body.replaceChildren();
});

describe('a menu opened from the keyboard', () => {
  it('puts the focus on the selected rate, not on the first entry (2x)', () => {
    button().focus();
    key(button(), 'Enter');
    expect(rateMenu().buttonPressed_).toBe(true);
    expect(focusedLabel()).toBe('1x');
  });

  it('opens on the rate picked last, and the arrows step on from it', () => {
    setRate(1.5);
    button().focus();
    key(button(), ' ');
    expect(focusedLabel()).toBe('1.5x');
    key(document.activeElement!, 'ArrowDown');
    expect(focusedLabel()).toBe('1.25x');
    key(document.activeElement!, 'ArrowUp');
    key(document.activeElement!, 'ArrowUp');
    expect(focusedLabel()).toBe('2x');
  });

  it('opens on the entry picked last while the one it replaces is still checked (Video.js unchecks it a task later)', () => {
    type Entry = { el(): HTMLElement; selected(on: boolean): void };
    const entries = (rateMenu().menu as unknown as { children(): Entry[] }).children();
    const checked = () =>
      entries.filter((entry) => entry.el().getAttribute('aria-checked') === 'true').map((entry) => entry.el().textContent);
    // A pick checks its entry at once (MenuItem#handleClick); the one before (1x, earlier in the list, as the captions
    // menu's 'off' is) stays checked until the change.
    entries.find((entry) => entry.el().textContent?.startsWith('0.75x'))!.selected(true);
    expect(checked()).toHaveLength(2);
    button().focus();
    key(button(), 'Enter');
    expect(focusedLabel()).toBe('0.75x');
  });

  it('opens with ArrowDown and ArrowUp on its button, which are not the volume shortcuts there', () => {
    const detach = attachShortcuts(player);
    player.volume(0.5);
    expect(focusKind(button())).toBe('menu-button');
    for (const arrow of ['ArrowDown', 'ArrowUp']) {
      button().focus();
      // What the page's shortcuts hear, then the button.
      button().dispatchEvent(new KeyboardEvent('keydown', { key: arrow, bubbles: true, cancelable: true }));
      key(button(), arrow);
      expect(rateMenu().buttonPressed_, arrow).toBe(true);
      expect(focusedLabel(), arrow).toBe('1x');
      key(document.activeElement!, 'Escape');
      expect(rateMenu().buttonPressed_).toBe(false);
    }
    expect(player.volume()).toBe(0.5);
    detach();
  });

  it('closes with Escape, and the focus is back on its button', () => {
    button().focus();
    key(button(), 'Enter');
    key(document.activeElement!, 'Escape');
    expect(rateMenu().buttonPressed_).toBe(false);
    expect(document.activeElement).toBe(button());
  });
});
