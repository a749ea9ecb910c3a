/** Wires the keyboard shortcuts to a player; returns the function that removes them. */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { captionTrackToTurnOn, showCaptionTrack, shownCaptions } from '../captions/caption-languages';
import { seekWindow, withinSeekWindow } from '../seek-window';
import { readPlaybackState } from '../switch-source';
import { pictureInPictureAllowed } from '../picture-in-picture';
import { focusKind } from './focus-kind';
import { shortcutForKey, type ShortcutAction } from './shortcut-for-key';

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function apply(player: VideoJsPlayer, action: ShortcutAction): void {
  // A live stream's window slides: 0–9 go through what it keeps (its start moves on), not from 0.
  const { start, end } = seekWindow(player);
  switch (action.kind) {
    case 'toggle-play':
      if (player.paused()) void player.play()?.catch(() => undefined);
      else player.pause();
      return;
    case 'seek-by':
      // An end not known yet (a source switch loads the new source's metadata) bounds nothing.
      player.currentTime(withinSeekWindow(player, (player.currentTime() ?? 0) + action.seconds));
      return;
    case 'seek-to-fraction':
      if (end > 0) player.currentTime(start + (end - start) * action.fraction);
      return;
    case 'volume-by':
      player.muted(false);
      player.volume(clamp((player.volume() ?? 1) + action.delta, 0, 1));
      return;
    case 'toggle-mute':
      player.muted(!player.muted());
      return;
    case 'toggle-fullscreen':
      // A frame without allow="fullscreen": Video.js would fake it by filling the window; nothing happens.
      if (!document.fullscreenEnabled) return;
      // Refused (no user activation, a frame's policy): the promise rejects, and nothing more is to be done.
      if (player.isFullscreen()) void player.exitFullscreen()?.catch(() => undefined);
      else void player.requestFullscreen()?.catch(() => undefined);
      return;
    case 'toggle-captions':
      // On: in the viewer's own language, else the learner's, else the item's first (caption-languages.ts).
      showCaptionTrack(player, shownCaptions(player) === null ? captionTrackToTurnOn(player) : undefined);
      return;
    case 'toggle-pip':
      if (!pictureInPictureAllowed()) return;
      if (player.isInPictureInPicture()) void player.exitPictureInPicture()?.catch(() => undefined);
      else void player.requestPictureInPicture().catch(() => undefined);
      return;
    case 'rate-step': {
      const rates = (player.playbackRates() as number[] | undefined) ?? [0.5, 0.75, 1, 1.25, 1.5, 2];
      // The tech's own rate (readPlaybackState): the player's getter is cached until 'ratechange'.
      const index = rates.indexOf(readPlaybackState(player).rate);
      const next = rates[clamp((index < 0 ? rates.indexOf(1) : index) + action.direction, 0, rates.length - 1)];
      if (next !== undefined) player.playbackRate(next);
      return;
    }
  }
}

export function attachShortcuts(player: VideoJsPlayer, doc: Document = document): () => void {
  const handleKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented) return;
    const action = shortcutForKey({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      target: focusKind(doc.activeElement),
    });
    if (!action) return;
    event.preventDefault();
    apply(player, action);
  };
  // Capture phase: Video.js controls stop the propagation of keys they do not handle themselves.
  doc.addEventListener('keydown', handleKey, true);
  return () => doc.removeEventListener('keydown', handleKey, true);
}
