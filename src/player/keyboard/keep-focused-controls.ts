/**
 * The controls stay up while a keyboard focus is on one of them: Video.js hides the bar after a few seconds
 * without activity, and the focused control (and its focus ring) faded with it (WCAG 2.4.11, focus not
 * obscured). Video.js's own setting does it: no inactivity timeout while the focus is there (its activity
 * check reads the option each time), the usual one once the focus leaves. A pointer's focus (a click) lets the
 * bar hide as before.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

/** Whether the focus is on a control of the player, put there by the keyboard. */
function keyboardFocusIn(root: HTMLElement): boolean {
  const active = root.ownerDocument.activeElement;
  return active instanceof HTMLElement && root.contains(active) && active !== root && active.matches(':focus-visible');
}

export function keepFocusedControls(player: VideoJsPlayer): () => void {
  const root = player.el() as HTMLElement;
  const options = (player as unknown as { options_: { inactivityTimeout: number } }).options_;
  let usual: number | null = null;
  const hold = (): void => {
    if (usual === null) {
      usual = options.inactivityTimeout;
      options.inactivityTimeout = 0;
    }
    player.reportUserActivity({});
  };
  const release = (): void => {
    if (usual === null) return;
    options.inactivityTimeout = usual;
    usual = null;
    // The usual countdown starts from now.
    player.reportUserActivity({});
  };
  const follow = (): void => (keyboardFocusIn(root) ? hold() : release());
  // After a focusout the focus lands on the next element a moment later: read it then.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const followSoon = (): void => {
    clearTimeout(pending);
    pending = setTimeout(follow, 0);
  };
  root.addEventListener('focusin', follow);
  root.addEventListener('focusout', followSoon);
  return () => {
    clearTimeout(pending);
    root.removeEventListener('focusin', follow);
    root.removeEventListener('focusout', followSoon);
    release();
  };
}
