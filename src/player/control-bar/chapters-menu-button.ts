/**
 * 'Capítulos': the item's chapters as a menu that seeks; the current one is checked and, on wide frames, its
 * title is shown on the button. Hidden when the item has none.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';
import { chapterIndexAt, type Chapter } from '../chapters/chapter-at';
import { bindToStore, registerControl, storeState, type ComponentOptions, type MenuItemInstance } from './video-js-components';
import { MenuButton, MenuItem } from './video-js-menus';

const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

class ChapterMenuItem extends MenuItem {
  constructor(
    player: VideoJsPlayer,
    options: ComponentOptions,
    private readonly chapter: Chapter,
  ) {
    super(player, { ...options, label: `${clock(chapter.inicio)} ${chapter.titulo}`, selectable: true, multiSelectable: false });
  }

  handleClick(): void {
    const player = this.player();
    player.currentTime(this.chapter.inicio);
    if (player.paused()) void player.play()?.catch(() => undefined);
  }
}

const chaptersOf = (): Chapter[] => storeState().item?.capitulos ?? [];

export class ChaptersMenuButton extends MenuButton {
  private current = -2;
  private readonly title = document.createElement('span');

  constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
    super(player, options);
    this.addClass('vjs-chapters-button');
    this.addClass('sp-chapters-button');
    this.controlText(this.localize('Capítulos'));
    this.title.className = 'sp-chapter-title';
    this.menuButton_.el().appendChild(this.title);
    bindToStore(
      this,
      (state) => state.item?.capitulos,
      () => this.refresh(true),
    );
    this.on(player, ['timeupdate', 'seeked', 'loadedmetadata'], () => this.refresh(false));
  }

  /** Rebuilds the menu when the chapters change, and when the current chapter does. */
  private refresh(rebuild: boolean): void {
    const chapters = chaptersOf();
    const index = chapterIndexAt(chapters, this.player().currentTime() ?? 0);
    if (!rebuild && index === this.current) return;
    this.current = index;
    this.title.textContent = chapters[index]?.titulo ?? '';
    if (rebuild) this.update();
    else this.items.forEach((item, at) => item.selected(at === index));
  }

  createItems(): MenuItemInstance[] {
    const chapters = chaptersOf();
    if (chapters.length) this.show();
    else this.hide();
    return chapters.map(
      (chapter, at) => new ChapterMenuItem(this.player(), { selected: at === this.current }, chapter) as MenuItemInstance,
    );
  }
}

registerControl('SpChaptersButton', ChaptersMenuButton);
