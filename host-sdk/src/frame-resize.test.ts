// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { message } from './messages';
import { cleanUp, setup } from '../testing/widget-frame';

afterEach(cleanUp);

describe('Player', () => {
  it('resizes the iframe to the reported height, clamped, unless told not to', () => {
    const { player, fromWidget, iframe } = setup({ minHeight: 60, maxHeight: 600 });
    fromWidget(message.event('resize', { height: 72.2 }));
    expect(iframe.style.height).toBe('73px');
    fromWidget(message.event('resize', { height: 5000 }));
    expect(iframe.style.height).toBe('600px');
    fromWidget(message.event('resize', { height: 0 }));
    expect(iframe.style.height).toBe('');
    player.destroy();
    const fixed = setup({ autoResize: false });
    fixed.fromWidget(message.event('resize', { height: 72 }));
    expect(fixed.iframe.style.height).toBe('');
    fixed.player.destroy();
  });
});
