/**
 * The later controls (control-bar-order.ts) join the bar in their places. This module registers them and
 * adds them; it is not part of the first load: complete-control-bar-later.ts loads it after the first
 * frame, or when playback starts or an error comes.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { onSettleLayout } from '@/ui/settle-layout';
// Video.js's menus and caption settings dialog (their code is not in the first load), then the fixes to its
// menus (Escape and rebuilt menus keep the focus on the menu's button), before any menu is made.
import './video-js-menus';
import { returnFocusFromCaptionsSettings } from './menu-focus';
import './audio-player-button';
import './audio-track-menu-button';
import './chapters-menu-button';
import './chat-button';
import './dislike-button';
import './download-button';
import './like-button';
import './overflow-menu-button';
import './picture-in-picture-toggle';
import './resolution-menu-button';
import './sphere-ai-button';
import './summary-button';
import './transcript-button';
import { fitBreakpointsToFeatures } from './bar-breakpoints';
import { controlBarOrder } from './control-bar-order';
import { keepBarFocus } from './keep-bar-focus';
import './menu-sheet';
import './menu-typeahead';

interface ControlBar {
  getChild(name: string): unknown;
  addChild(name: string, options: Record<string, unknown>, index: number): unknown;
  options_: Record<string, unknown>;
}

/**
 * Video.js's caption settings dialog, which the player is created without (create-player.ts): it joins
 * before the captions menu, which offers it only when it is there, and as the player's `textTrackSettings`,
 * where the captions display reads the viewer's styles.
 */
function addCaptionSettings(player: VideoJsPlayer): void {
  if (player.getChild('textTrackSettings')) return;
  const host = player as unknown as { options_: Record<string, unknown>; textTrackSettings?: unknown };
  host.textTrackSettings = player.addChild('TextTrackSettings', { playerOptions: host.options_ });
}

/** Adds every control of the order the bar lacks, each at its place; nothing when the player is gone. */
export function completeControlBar(player: VideoJsPlayer): void {
  if (player.isDisposed()) return;
  const bar = player.getChild('ControlBar') as ControlBar | undefined;
  if (!bar) return;
  addCaptionSettings(player);
  let index = 0;
  for (const name of controlBarOrder) {
    if (!bar.getChild(name)) {
      // As Video.js's initChildren: the bar's options for the child, and the player's options passed on.
      const own = bar.options_[name];
      const options = { ...(typeof own === 'object' ? own : {}), playerOptions: bar.options_['playerOptions'] };
      const child = bar.addChild(name, options, index);
      (bar as unknown as Record<string, unknown>)[name] = child;
      // Video.js's captions button builds its items before it knows its kind ('undefined settings'); it
      // rebuilds them only when a track is added, and the item's tracks are already there.
      if (name === 'subsCapsButton') {
        const captions = child as Parameters<typeof returnFocusFromCaptionsSettings>[1] & { update(): void };
        captions.update();
        returnFocusFromCaptionsSettings(player, captions);
      }
    }
    index++;
  }
  // The feature buttons have joined: the frame width from which they fit in the bar follows their number.
  fitBreakpointsToFeatures(player);
  keepBarFocus(player, (bar as unknown as { el(): HTMLElement }).el());
  // Video.js lays the bar out for a new width 100 ms after the resize; the focus given back as a panel beside the
  // player closes must land on the control the widened bar shows, at once (ui/restore-focus.ts).
  player.one(
    'dispose',
    onSettleLayout(() => fitBreakpointsToFeatures(player)),
  );
}
