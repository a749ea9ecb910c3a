/** The item's chapters as marks on the progress bar (decorative: the chapters menu and the preview name them). */
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { Chapter } from './chapter-at';

/** Draws a mark where each chapter after the first begins, once the duration is known; returns the detacher. */
export function attachChapterMarkers(player: VideoJsPlayer, holder: HTMLElement, chapters: readonly Chapter[]): () => void {
  const layer = document.createElement('div');
  layer.className = 'sp-chapter-markers';
  layer.setAttribute('aria-hidden', 'true');
  holder.appendChild(layer);
  const draw = (): void => {
    const duration = player.duration() ?? 0;
    layer.replaceChildren(
      ...(duration > 0 && Number.isFinite(duration) ? chapters : [])
        .filter((chapter) => chapter.inicio > 0 && chapter.inicio < duration)
        .map((chapter) => {
          const mark = document.createElement('span');
          mark.className = 'sp-chapter-marker';
          mark.style.left = `${(chapter.inicio / duration) * 100}%`;
          mark.dataset['title'] = chapter.titulo;
          return mark;
        }),
    );
  };
  draw();
  player.on(['durationchange', 'loadedmetadata'], draw);
  return () => {
    player.off(['durationchange', 'loadedmetadata'], draw);
    layer.remove();
  };
}
