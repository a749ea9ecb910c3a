// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, expect, it } from 'vitest';
import './unmute-button';

afterEach(() => document.body.replaceChildren());

it("'Ativar som' restores the sound and goes away, also when the sound comes back another way", () => {
  const video = document.createElement('video');
  document.body.appendChild(video);
  const player = videojs(video, {});
  const button = player.addChild('UnmuteButton') as unknown as { el(): HTMLElement; show(): void; trigger(e: string): void };
  expect(button.el().classList.contains('vjs-hidden')).toBe(true);
  expect(button.el().textContent).toContain('Ativar som');

  player.muted(true);
  button.show();
  button.trigger('click');
  expect(player.muted()).toBe(false);
  expect(button.el().classList.contains('vjs-hidden')).toBe(true);

  player.muted(true);
  button.show();
  player.muted(false);
  player.trigger('volumechange');
  expect(button.el().classList.contains('vjs-hidden')).toBe(true);
  player.dispose();
});
