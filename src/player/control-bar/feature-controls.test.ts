// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { controlBarOrder } from './control-bar-order';
import { panelOpeners } from './panel-openers';
// Registers the later controls (the first load leaves them out).
import './complete-control-bar';

let player: VideoJsPlayer;

function mount(): VideoJsPlayer {
  const video = document.createElement('video');
  document.body.appendChild(video);
  return videojs(video, { controlBar: { children: [...controlBarOrder] } });
}

const button = (name: string): HTMLElement => {
  const found = [...document.querySelectorAll<HTMLElement>('.vjs-control-bar button')].find(
    (el) => el.querySelector('.vjs-control-text')?.textContent === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const shown = (name: string): boolean => !button(name).classList.contains('vjs-hidden');
/**
 * Presses a control through Video.js's own event system. (happy-dom's DOM events do not reach Video.js's
 * dispatcher; the browser tests press the real buttons.)
 */
const press = (name: string): void => {
  const component = player.getChild('ControlBar')!.getChild(name) as unknown as { trigger(event: string): void };
  component.trigger('click');
};

beforeEach(() => {
  useAppStore.setState({
    config: sampleConfig(),
    item: sampleItem(),
    liked: null,
    panel: null,
    audioMode: false,
    downloadMenu: null,
    downloadStatus: 'idle',
    downloadProgress: 0,
  });
  player = mount();
});

afterEach(() => {
  player.dispose();
  document.body.replaceChildren();
});

describe('feature buttons', () => {
  it('are shown when the flags and the item allow them, and hidden when not', () => {
    for (const name of ['Gostei', 'Não gostei', 'Sphere AI', 'Resumo', 'Chat', 'Audio Player', 'Download']) {
      expect(shown(name), name).toBe(true);
    }
    useAppStore.setState({ config: sampleConfig({ USAR_CHAT_AI: 'N', DOWNLOAD: 'N', RESUMO: 'N', USAR_CHAT: 'N' }) });
    for (const name of ['Sphere AI', 'Resumo', 'Chat', 'Download']) expect(shown(name), name).toBe(false);
    expect(shown('Gostei')).toBe(true);
  });

  it('open and close their panel, with aria-pressed following the store', () => {
    press('SphereAiButton');
    expect(useAppStore.getState().panel).toBe('assistant');
    expect(button('Sphere AI').getAttribute('aria-pressed')).toBe('true');
    press('SummaryButton');
    expect(useAppStore.getState().panel).toBe('summary');
    expect(button('Sphere AI').getAttribute('aria-pressed')).toBe('false');
    press('SummaryButton');
    expect(useAppStore.getState().panel).toBeNull();
    press('ChatButton');
    expect(useAppStore.getState().panel).toBe('chat');
  });

  it("name their panel, so the focus can come back to them when it closes: the panel's button, then the overflow button", () => {
    document.body.classList.add('player-page');
    for (const [panel, name] of [
      ['assistant', 'Sphere AI'],
      ['summary', 'Resumo'],
      ['chat', 'Chat'],
    ] as const) {
      const openers = [...document.querySelectorAll(panelOpeners(panel))];
      expect(openers, panel).toEqual([button(name), button('Mais opções')]);
    }
    document.body.classList.remove('player-page');
  });

  it('show the like state as pressed buttons', () => {
    useAppStore.setState({ liked: 'S' });
    expect(button('Gostei').getAttribute('aria-pressed')).toBe('true');
    expect(button('Não gostei').getAttribute('aria-pressed')).toBe('false');
    useAppStore.setState({ liked: 'N' });
    expect(button('Gostei').getAttribute('aria-pressed')).toBe('false');
    expect(button('Não gostei').getAttribute('aria-pressed')).toBe('true');
  });

  it('toggle the audio mode, and swap the download button for its audio variant', () => {
    press('AudioPlayerButton');
    expect(useAppStore.getState().audioMode).toBe(true);
    expect(button('Audio Player').getAttribute('aria-pressed')).toBe('true');
    const downloads = [...document.querySelectorAll('.vjs-control-bar > .sp-icon-download')];
    expect(downloads.map((el) => el.classList.contains('vjs-hidden'))).toEqual([true, false]);
    press('download_button_audio');
    expect(useAppStore.getState().downloadMenu).toBe('audio');
  });

  it('offer Download only where the item has a file for it: an item with only an MP3 in audio mode, one with none nowhere', () => {
    const downloads = (): boolean[] =>
      [...document.querySelectorAll('.vjs-control-bar > .sp-icon-download')].map((el) => !el.classList.contains('vjs-hidden'));
    const overflowDownload = (): boolean => document.querySelector('.sp-overflow-button .sp-icon-download') !== null;
    useAppStore.setState({ item: sampleItem({ urlOriginal: null, urlProgressivo: null }) });
    expect(downloads()).toEqual([false, false]);
    expect(overflowDownload()).toBe(false);
    useAppStore.setState({ audioMode: true });
    expect(downloads()).toEqual([false, true]);
    expect(overflowDownload()).toBe(true);
    // The MP3 without EXISTE_AUDIOMP3 is not offered: nothing is left.
    useAppStore.setState({ config: sampleConfig({ EXISTE_AUDIOMP3: 'N' }) });
    expect(downloads()).toEqual([false, false]);
    expect(overflowDownload()).toBe(false);
    useAppStore.setState({ config: sampleConfig(), item: sampleItem({ urlOriginal: null, urlProgressivo: null, urlMp3: null }) });
    expect(downloads()).toEqual([false, false]);
    useAppStore.setState({ audioMode: false });
    expect(downloads()).toEqual([false, false]);
    expect(overflowDownload()).toBe(false);
  });

  it('show a running download as a spinning sync icon with its percentage', () => {
    press('download_button');
    expect(useAppStore.getState().downloadMenu).toBe('video');
    useAppStore.setState({ downloadStatus: 'running', downloadProgress: 42 });
    const download = document.querySelector('.vjs-control-bar > .sp-icon-download') as HTMLElement;
    expect(download.classList.contains('sp-downloading')).toBe(true);
    expect(download.querySelector('.sp-download-percent')?.textContent).toBe('42%');
    expect(download.querySelector('.vjs-control-text')?.textContent).toBe('Download 42%');
    useAppStore.setState({ downloadStatus: 'idle', downloadProgress: 0 });
    expect(download.classList.contains('sp-downloading')).toBe(false);
  });

  it('say that Download opens a dialog, in the bar and in the overflow menu, with no pressed or checked state of its own', () => {
    const download = button('Download');
    expect(download.getAttribute('aria-haspopup')).toBe('dialog');
    press('download_button');
    expect(useAppStore.getState().downloadMenu).toBe('video');
    expect(download.hasAttribute('aria-pressed')).toBe(false);
    const entry = document.querySelector('.sp-overflow-button .sp-icon-download');
    expect(entry?.getAttribute('role')).toBe('menuitem');
    expect(entry?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(entry?.hasAttribute('aria-checked')).toBe(false);
  });

  it('stop following the store once the player is disposed', () => {
    const like = button('Gostei');
    player.dispose();
    // A subscription left behind would write to a disposed component (whose element is gone) and throw.
    expect(() => useAppStore.setState({ liked: 'S', audioMode: true, panel: 'assistant' })).not.toThrow();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    player = mount();
  });
});

describe('overflow menu', () => {
  const entries = (): string[] =>
    [...document.querySelectorAll('.sp-overflow-button .vjs-menu-item-text')].map((el) => el.textContent ?? '');

  it('holds the available features and the download entry', () => {
    expect(entries()).toEqual(['Gostei', 'Não gostei', 'Sphere AI', 'Resumo', 'Chat', 'Audio Player', 'Download']);
  });

  it('rebuilds when a flag or the state changes', () => {
    useAppStore.setState({ config: sampleConfig({ USAR_CHAT: 'N', DOWNLOAD: 'N' }) });
    expect(entries()).toEqual(['Gostei', 'Não gostei', 'Sphere AI', 'Resumo', 'Audio Player']);
    useAppStore.setState({ liked: 'S' });
    const like = document.querySelector('.sp-overflow-button .sp-icon-like');
    expect(like?.getAttribute('aria-checked')).toBe('true');
  });

  it('acts like the buttons', () => {
    const overflow = player.getChild('ControlBar')!.getChild('OverflowMenuButton') as unknown as {
      items: { hasClass(name: string): boolean; trigger(event: string): void }[];
    };
    overflow.items.find((item) => item.hasClass('sp-icon-audio-player'))?.trigger('click');
    expect(useAppStore.getState().audioMode).toBe(true);
  });

  it('closes as an entry that opens a dialog or a panel is tapped, where no entry had the focus (iOS in a frame)', () => {
    const overflow = player.getChild('ControlBar')!.getChild('OverflowMenuButton') as unknown as {
      items: { hasClass(name: string): boolean; trigger(event: string): void }[];
      pressButton(): void;
      buttonPressed_: boolean;
      menuButton_: { el(): HTMLElement };
      menu: { el(): HTMLElement };
    };
    for (const [entry, opened] of [
      ['sp-icon-download', () => useAppStore.getState().downloadMenu === 'video'],
      ['sp-icon-summary', () => useAppStore.getState().panel === 'summary'],
    ] as const) {
      overflow.pressButton();
      (document.activeElement as HTMLElement | null)?.blur();
      expect(overflow.menu.el().classList.contains('vjs-lock-showing'), entry).toBe(true);
      overflow.items.find((item) => item.hasClass(entry))?.trigger('tap');
      expect(opened(), entry).toBe(true);
      expect(overflow.buttonPressed_, entry).toBe(false);
      expect(overflow.menu.el().classList.contains('vjs-lock-showing'), entry).toBe(false);
      expect(overflow.menuButton_.el().getAttribute('aria-expanded'), entry).toBe('false');
    }
  });
});
