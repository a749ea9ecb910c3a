// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { embed } from './embed';
import { cleanUp, WIDGET } from '../testing/widget-frame';

afterEach(cleanUp);

describe('embed', () => {
  it('creates a responsive iframe with the allow list, and removes it on destroy', () => {
    // A detached container: happy-dom loads no page (the browser tests embed the real widget).
    const container = document.createElement('div');
    const player = embed(container, { url: `${WIDGET}/player?token=abc`, title: 'Aula 1' });
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture; encrypted-media');
    expect(iframe?.title).toBe('Aula 1');
    expect(iframe?.style.width).toBe('100%');
    player.destroy();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
