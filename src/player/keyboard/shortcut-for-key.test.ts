import { describe, expect, it } from 'vitest';
import { shortcutForKey, type KeyPress } from './shortcut-for-key';

const press = (key: string, extra: Partial<KeyPress> = {}): ReturnType<typeof shortcutForKey> =>
  shortcutForKey({ key, target: 'other', ...extra });

describe('keyboard shortcuts', () => {
  it.each([
    [' ', 'toggle-play'],
    ['k', 'toggle-play'],
    ['m', 'toggle-mute'],
    ['f', 'toggle-fullscreen'],
    ['c', 'toggle-captions'],
    ['i', 'toggle-pip'],
  ])('%j → %s', (key, kind) => expect(press(key)?.kind).toBe(kind));

  it('seeks ±10 s with j/l and the arrows, and to tenths with 0–9', () => {
    expect(press('j')).toEqual({ kind: 'seek-by', seconds: -10 });
    expect(press('ArrowRight')).toEqual({ kind: 'seek-by', seconds: 10 });
    expect(press('7')).toEqual({ kind: 'seek-to-fraction', fraction: 0.7 });
    expect(press('0')).toEqual({ kind: 'seek-to-fraction', fraction: 0 });
  });

  it('changes volume with up/down and rate with < and >', () => {
    expect(press('ArrowUp')).toEqual({ kind: 'volume-by', delta: 0.1 });
    expect(press('>')).toEqual({ kind: 'rate-step', direction: 1 });
    expect(press('<')).toEqual({ kind: 'rate-step', direction: -1 });
  });

  it('never acts inside text fields or with modifier keys', () => {
    expect(press('k', { target: 'text' })).toBeNull();
    expect(press(' ', { target: 'text' })).toBeNull();
    expect(press('f', { ctrlKey: true })).toBeNull();
    expect(press('l', { metaKey: true })).toBeNull();
  });

  it('leaves controls their own keys', () => {
    expect(press(' ', { target: 'button' })).toBeNull();
    expect(press('ArrowLeft', { target: 'slider' })).toBeNull();
    expect(press('ArrowDown', { target: 'menu' })).toBeNull();
    expect(press('k', { target: 'button' })?.kind).toBe('toggle-play');
  });

  it("leaves a menu's button ArrowDown and ArrowUp, which open its menu, and seeks with the other arrows", () => {
    expect(press('ArrowDown', { target: 'menu-button' })).toBeNull();
    expect(press('ArrowUp', { target: 'menu-button' })).toBeNull();
    expect(press('Enter', { target: 'menu-button' })).toBeNull();
    expect(press('ArrowRight', { target: 'menu-button' })).toEqual({ kind: 'seek-by', seconds: 10 });
    expect(press('ArrowDown', { target: 'button' })).toEqual({ kind: 'volume-by', delta: -0.1 });
  });
});
