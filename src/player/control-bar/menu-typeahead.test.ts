// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { attachShortcuts } from '@/player/keyboard/attach-shortcuts';
import './video-js-menus';
import './menu-focus';
import { nextEntryStartingWith } from './menu-typeahead';

let player: VideoJsPlayer;

const rateButton = (): HTMLElement =>
  (
    player.getChild('ControlBar')!.getChild('playbackRateMenuButton') as unknown as { menuButton_: { el(): HTMLElement } }
  ).menuButton_.el();
const focusedLabel = (): string | undefined =>
  document.activeElement?.querySelector('.vjs-menu-item-text')?.textContent ?? undefined;
/** A key pressed on an element: what the page's shortcuts hear first, then Video.js's listeners. */
const key = (target: Element, name: string): void => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  videojs.trigger(target, { type: 'keydown', key: name, bubbles: true } as unknown as Event);
};

beforeEach(() => {
  const video = document.createElement('video');
  document.body.appendChild(video);
  player = videojs(video, { playbackRates: [0.5, 0.75, 1, 1.25, 1.5, 2], controlBar: { children: ['playbackRateMenuButton'] } });
});

afterEach(() => {
  player.dispose();
  document.body.replaceChildren();
});

describe('typeahead in a menu of the bar', () => {
  it('finds the next name that starts with the typed character, round from the top, accents and case aside', () => {
    const names = ['Automática', '1080p', '720p', null, 'Ótima', '1440p'];
    expect(nextEntryStartingWith(names, 'a', 0)).toBe(0);
    expect(nextEntryStartingWith(names, '1', 0)).toBe(1);
    expect(nextEntryStartingWith(names, '1', 1)).toBe(5);
    expect(nextEntryStartingWith(names, '1', 5)).toBe(1);
    expect(nextEntryStartingWith(names, 'O', 0)).toBe(4);
    expect(nextEntryStartingWith(names, 'z', 2)).toBe(-1);
  });

  it('moves the focus with a digit or a letter, and the arrows step on from there; the player neither seeks nor plays', () => {
    const detach = attachShortcuts(player);
    player.volume(0.5);
    rateButton().focus();
    videojs.trigger(rateButton(), { type: 'keydown', key: 'Enter' } as unknown as Event);
    videojs.trigger(rateButton(), 'click');
    expect(focusedLabel()).toBe('1x');
    key(document.activeElement!, '1');
    expect(focusedLabel()).toBe('1.5x');
    key(document.activeElement!, '1');
    expect(focusedLabel()).toBe('1.25x');
    key(document.activeElement!, 'ArrowDown');
    expect(focusedLabel()).toBe('1x');
    key(document.activeElement!, '2');
    expect(focusedLabel()).toBe('2x');
    key(document.activeElement!, 'm');
    key(document.activeElement!, 'k');
    expect(focusedLabel(), 'no entry starts with m or k: the focus stays').toBe('2x');
    expect(player.muted()).toBe(false);
    expect(player.paused()).toBe(true);
    detach();
  });
});
