/** 'Ao vivo': on live items, shows whether the live edge is playing and jumps back to it (and plays). */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { Button, registerControl } from './video-js-components';

/** Behind by more than this (seconds) counts as not live; three 2 s segments, as VHS starts. */
export const LIVE_EDGE_TOLERANCE = 6;

/** How far behind the live edge the player is, in seconds (0 when not live). */
export function secondsBehindLive(player: VideoJsPlayer): number {
  const seekable = player.seekable();
  if (!seekable.length) return 0;
  return Math.max(0, seekable.end(seekable.length - 1) - (player.currentTime() ?? 0));
}

/** How often a live item's state is looked at between the player's events (paused or stalled, the edge moves on). */
const LIVE_CHECK_MS = 1000;

export class LiveEdgeButton extends Button {
  /** The check while the item is live: no `timeupdate` comes while paused or stalled, yet the live edge moves away. */
  private liveCheck: number | null = null;

  constructor(player: VideoJsPlayer, options: Record<string, unknown> = {}) {
    super(player, options);
    const label = document.createElement('span');
    label.className = 'sp-live-label';
    label.setAttribute('aria-hidden', 'true');
    label.textContent = this.localize('AO VIVO');
    this.el().appendChild(label);
    this.on(player, ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'play', 'pause'], () => this.update());
    this.update();
  }

  buildCSSClass(): string {
    return 'vjs-control vjs-button sp-live-button';
  }

  update(): void {
    const player = this.player();
    const tracker = (player as unknown as { liveTracker?: { isLive(): boolean } }).liveTracker;
    const live = tracker?.isLive() === true || !Number.isFinite(player.duration() ?? 0);
    if (!live) {
      this.hide();
      if (this.liveCheck !== null) this.clearInterval(this.liveCheck);
      this.liveCheck = null;
      return;
    }
    this.liveCheck ??= this.setInterval(() => this.update(), LIVE_CHECK_MS);
    this.show();
    // Paused, nothing plays live wherever it stands (the edge moves away at once), and the button plays it.
    const playingLive = !player.paused() && secondsBehindLive(player) <= LIVE_EDGE_TOLERANCE;
    this.toggleClass('sp-behind-live', !playingLive);
    this.controlText(this.localize(playingLive ? 'Reproduzindo ao vivo' : 'Ir para o ao vivo'));
  }

  handleClick(): void {
    const player = this.player();
    const seekable = player.seekable();
    if (seekable.length) player.currentTime(seekable.end(seekable.length - 1) - 1);
    if (player.paused()) void player.play()?.catch(() => undefined);
  }
}

registerControl('LiveEdgeButton', LiveEdgeButton);
