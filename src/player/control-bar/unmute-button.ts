/** 'Ativar som': shown over the video after a muted autoplay (TRATA_ERRO_SEMSOM); one press restores the sound. */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { Button, registerControl, type ComponentOptions } from './video-js-components';

export class UnmuteButton extends Button {
  constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
    super(player, options);
    this.controlText(this.localize('Ativar som'));
    const text = document.createElement('span');
    text.className = 'sp-unmute-text';
    text.setAttribute('aria-hidden', 'true');
    text.textContent = this.localize('Ativar som');
    this.el().appendChild(text);
    this.hide();
    // Any way of turning the sound back on (this button, the bar, 'm') makes the button go.
    this.on(player, 'volumechange', () => {
      if (!player.muted()) this.hide();
    });
  }

  buildCSSClass(): string {
    return 'vjs-control vjs-button sp-unmute-button vjs-icon-volume-mute';
  }

  handleClick(): void {
    const player = this.player();
    player.muted(false);
    if ((player.volume() ?? 0) === 0) player.volume(1);
    this.hide();
  }
}

registerControl('UnmuteButton', UnmuteButton);
