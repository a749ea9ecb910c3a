/** The seek preview's box: a thumbnail cut from the sprite, the chapter title and the time, over a point of the bar. */
import type { Thumbnail } from '@/services/thumbnails';

export interface PreviewContent {
  seconds: number;
  /** Pixels from the bar's left edge. */
  x: number;
  chapter: string | null;
  thumbnail: Thumbnail | null;
}

const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Creates the (hidden) box inside the bar; decorative (aria-hidden): assistive technology hears the seek bar's value. */
export function createPreviewBox(holder: HTMLElement) {
  const box = document.createElement('div');
  box.className = 'sp-seek-preview';
  box.setAttribute('aria-hidden', 'true');
  box.hidden = true;
  const image = document.createElement('div');
  image.className = 'sp-seek-thumbnail';
  const chapter = document.createElement('span');
  chapter.className = 'sp-seek-chapter';
  const time = document.createElement('span');
  time.className = 'sp-seek-time';
  box.append(image, chapter, time);
  holder.appendChild(box);

  return {
    show(content: PreviewContent): void {
      const thumb = content.thumbnail;
      image.hidden = !thumb;
      if (thumb) {
        image.style.width = `${thumb.width}px`;
        image.style.height = `${thumb.height}px`;
        image.style.backgroundImage = `url("${thumb.url}")`;
        image.style.backgroundPosition = `-${thumb.x}px -${thumb.y}px`;
      }
      chapter.textContent = content.chapter ?? '';
      chapter.hidden = !content.chapter;
      time.textContent = clock(content.seconds);
      box.hidden = false;
      const width = box.offsetWidth;
      const left = Math.min(Math.max(content.x - width / 2, 0), Math.max(0, holder.clientWidth - width));
      box.style.left = `${left}px`;
    },
    hide(): void {
      box.hidden = true;
    },
    remove(): void {
      box.remove();
    },
  };
}
