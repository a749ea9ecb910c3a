/**
 * The controls stay up while a keyboard focus is on one of them: Video.js hides the bar after a few seconds
 * without activity, and the focused control (and its focus ring) faded with it (WCAG 2.4.11, focus not
 * obscured). A pointer's focus (a click) lets the bar hide as before; once the focus leaves, the usual
 * countdown starts again.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

/** Whether the focus is on a control of the player, put there by the keyboard. */
function keyboardFocusIn(root: HTMLElement): boolean {
  const active = root.ownerDocument.activeElement;
  return active instanceof HTMLElement && root.contains(active) && active !== root && active.matches(':focus-visible');
}

export function keepFocusedControls(player: VideoJsPlayer): () => void {
  const root = player.el() as HTMLElement;
  const stayActive = (): void => {
    if (keyboardFocusIn(root)) player.userActive(true);
  };
  const restartCountdown = (): void => player.reportUserActivity({});
  player.on('userinactive', stayActive);
  root.addEventListener('focusout', restartCountdown);
  return () => {
    player.off('userinactive', stayActive);
    root.removeEventListener('focusout', restartCountdown);
  };
}
