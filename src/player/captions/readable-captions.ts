/**
 * Captions no smaller than MIN_CAPTION_PX. Video.js's caption renderer (vtt.js) sizes their text at 5 % of
 * the player's height: 7 px on a 360 × 203 frame, too small to read. After each render, a cue whose text is
 * below the floor gets it, times the viewer's own size from the caption settings, the way Video.js applies
 * that setting (the font size set, the box's height and top left to its layout).
 */
import videojs from 'video.js';
import type { VideoJsPlayer } from '@/player/video-js-player';

/** The smallest caption text, in CSS px (about the size of the bar's own labels). */
export const MIN_CAPTION_PX = 12;

/**
 * The font size for a cue rendered at `rendered` px that already carries the viewer's `percent` (1 when
 * unset), or null when it is large enough.
 */
export function flooredCaptionSize(rendered: number, percent: number): number | null {
  if (!Number.isFinite(rendered) || rendered <= 0 || !(percent > 0)) return null;
  return rendered / percent < MIN_CAPTION_PX ? MIN_CAPTION_PX * percent : null;
}

interface TextTrackDisplayInstance {
  updateDisplay(): void;
  el(): HTMLElement;
  player(): VideoJsPlayer & { textTrackSettings?: { getValues(): { fontPercent?: unknown } } };
}

const TextTrackDisplay = videojs.getComponent('TextTrackDisplay') as unknown as new (
  ...args: unknown[]
) => TextTrackDisplayInstance;

class ReadableTextTrackDisplay extends TextTrackDisplay {
  override updateDisplay(): void {
    super.updateDisplay();
    const percent = Number(this.player().textTrackSettings?.getValues().fontPercent) || 1;
    for (const cue of this.el().querySelectorAll<HTMLElement>('.vjs-text-track-cue')) {
      const size = flooredCaptionSize(parseFloat(cue.style.fontSize), percent);
      if (size === null) continue;
      cue.style.fontSize = `${size}px`;
      cue.style.height = 'auto';
      cue.style.top = 'auto';
    }
  }
}

videojs.registerComponent(
  'TextTrackDisplay',
  ReadableTextTrackDisplay as unknown as Parameters<typeof videojs.registerComponent>[1],
);
