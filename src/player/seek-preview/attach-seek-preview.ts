/**
 * The seek preview over the progress bar: the thumbnail (when the item has a thumbnails track), the chapter
 * and the time under the pointer while hovering or dragging, and at the playhead while the bar has keyboard
 * focus. The chapter marks are drawn on the bar too. In audio mode the viewer chose not to watch: no thumbnail is
 * shown there, nor fetched for it.
 */
import type { PlayerItem } from '@/services/api-contract';
import { fetchThumbnails, thumbnailAt, type Thumbnail } from '@/services/thumbnails';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { chapterAt } from '../chapters/chapter-at';
import { attachChapterMarkers } from '../chapters/chapter-markers';
import { createPreviewBox } from './preview-box';

interface Child {
  el(): HTMLElement;
  getChild(name: string): Child | undefined;
}

/** Attaches the preview and the chapter marks to the player's progress bar; returns the detacher. */
export function attachSeekPreview(player: VideoJsPlayer, item: PlayerItem): () => void {
  const seekBar = (player.getChild('ControlBar') as Child | undefined)?.getChild('ProgressControl')?.getChild('SeekBar');
  if (!seekBar || item.aoVivo) return () => undefined;
  const holder = seekBar.el();
  const detachMarkers = attachChapterMarkers(player, holder, item.capitulos);
  const box = createPreviewBox(holder);
  let thumbnails: Thumbnail[] = [];
  let loading: Promise<void> | null = null;
  /** Where the preview shows now (null: hidden), so thumbnails that arrive while it shows appear in it at once. */
  let shown: { seconds: number; x: number } | null = null;
  let detached = false;
  const audioMode = (): boolean => player.audioOnlyMode() === true;

  const showAt = (seconds: number, x: number): void => {
    shown = { seconds, x };
    const chapter = chapterAt(item.capitulos, seconds);
    box.show({ seconds, x, chapter: chapter?.titulo ?? null, thumbnail: audioMode() ? null : thumbnailAt(thumbnails, seconds) });
    player.toggleClass('sp-previewing', true);
  };
  const loadThumbnails = (): void => {
    if (loading || !item.miniaturas || audioMode()) return;
    loading = fetchThumbnails(item.miniaturas).then((found) => {
      thumbnails = found;
      if (shown && !detached) showAt(shown.seconds, shown.x);
    });
  };
  const hide = (): void => {
    shown = null;
    box.hide();
    player.toggleClass('sp-previewing', false);
  };
  const duration = (): number => {
    const value = player.duration() ?? 0;
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  const atPointer = (clientX: number): void => {
    const rect = holder.getBoundingClientRect();
    if (!duration() || rect.width === 0) return;
    const fraction = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    showAt(fraction * duration(), fraction * rect.width);
  };
  const atPlayhead = (): void => {
    if (!duration()) return;
    const time = player.currentTime() ?? 0;
    showAt(time, (time / duration()) * holder.getBoundingClientRect().width);
  };

  let dragging = false;
  let hovering = false;
  let pointerX = 0;
  const handleEnter = (): void => {
    hovering = true;
    loadThumbnails();
  };
  const handleMove = (event: PointerEvent): void => {
    pointerX = event.clientX;
    if (hovering || dragging) atPointer(event.clientX);
  };
  const handleLeave = (): void => {
    hovering = false;
    if (!dragging) hide();
  };
  const handleDown = (event: PointerEvent): void => {
    pointerX = event.clientX;
    dragging = true;
    loadThumbnails();
    atPointer(event.clientX);
  };
  const handleUp = (): void => {
    if (!dragging) return;
    dragging = false;
    if (!hovering) hide();
  };
  const handleFocus = (): void => {
    loadThumbnails();
    // Only a keyboard focus shows it; a pointer on the bar has its own preview.
    if (holder.matches(':focus-visible')) atPlayhead();
  };
  // The keyboard leaves the bar with the pointer still over it: the preview goes back to the pointer, as before the
  // focus came (hidden, it left Video.js's own time tooltips to show instead).
  const handleBlur = (): void => (hovering || dragging ? atPointer(pointerX) : hide());
  const handleTime = (): void => {
    if (document.activeElement === holder && !hovering && !dragging && holder.matches(':focus-visible')) atPlayhead();
  };
  holder.addEventListener('pointerenter', handleEnter);
  holder.addEventListener('pointerleave', handleLeave);
  holder.addEventListener('pointerdown', handleDown);
  document.addEventListener('pointermove', handleMove);
  document.addEventListener('pointerup', handleUp);
  holder.addEventListener('focus', handleFocus);
  holder.addEventListener('blur', handleBlur);
  player.on(['timeupdate', 'seeking'], handleTime);
  return () => {
    holder.removeEventListener('pointerenter', handleEnter);
    holder.removeEventListener('pointerleave', handleLeave);
    holder.removeEventListener('pointerdown', handleDown);
    document.removeEventListener('pointermove', handleMove);
    document.removeEventListener('pointerup', handleUp);
    holder.removeEventListener('focus', handleFocus);
    holder.removeEventListener('blur', handleBlur);
    player.off(['timeupdate', 'seeking'], handleTime);
    detached = true;
    detachMarkers();
    box.remove();
  };
}
