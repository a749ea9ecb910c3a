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
      if (!player.muted()) this.go();
    });
  }

  /** Hides it; a focus it had goes to the bar's mute button, which stands for it now, not to the page's body. */
  private go(): void {
    const focused = this.el() === document.activeElement;
    this.hide();
    if (focused) ((this.player().el().querySelector('.vjs-mute-control') ?? this.player().el()) as HTMLElement).focus();
  }

  buildCSSClass(): string {
    return 'vjs-control vjs-button sp-unmute-button vjs-icon-volume-mute';
  }

  handleClick(): void {
    const player = this.player();
    player.muted(false);
    if ((player.volume() ?? 0) === 0) player.volume(1);
    this.go();
  }
}

registerControl('UnmuteButton', UnmuteButton);
