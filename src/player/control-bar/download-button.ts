/**
 * The download buttons, registered as 'download_button' (video) and 'download_button_audio' (audio mode,
 * whose menu also offers the MP3). Each is there only when the item has a file for it to offer
 * (services/download-formats.ts). While a file downloads the icon turns into a spinning 'sync' and the
 * button shows the whole percentage.
 */
import type { DownloadVariant } from '@/services/download-formats';
import type { AppState } from '@/store/app-store';
import { availableDownloads } from '@/store/available-downloads';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { featureButton, type FeatureControl } from './feature-button';
import { bindToStore, registerControl, type ComponentOptions } from './video-js-components';

/**
 * It opens the download menu, a modal sheet over the player, which takes the focus and gives it back as it closes:
 * a plain button (and a plain entry of the overflow menu), not a toggle, since it is never reached while the menu is
 * open.
 */
export const downloadControl = (variant: DownloadVariant): FeatureControl => ({
  label: 'Download',
  icon: 'sp-icon-download',
  isAvailable: (state: AppState) => state.audioMode === (variant === 'audio') && availableDownloads(state, variant).length > 0,
  isPressed: () => null,
  activate: (_player, state) => state.openDownloadMenu(variant),
  opensDialog: true,
});

function downloadButton(variant: DownloadVariant) {
  return class extends featureButton(downloadControl(variant)) {
    constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
      super(player, options);
      const percent = document.createElement('span');
      percent.className = 'sp-download-percent';
      percent.setAttribute('aria-hidden', 'true');
      this.el().appendChild(percent);
      bindToStore(
        this,
        (state) => (state.downloadStatus === 'running' ? state.downloadProgress : null),
        (progress) => {
          this.toggleClass('sp-downloading', progress !== null);
          percent.textContent = progress === null ? '' : `${progress}%`;
          const label = this.localize('Download');
          this.controlText(progress === null ? label : `${label} ${progress}%`);
        },
      );
    }
  };
}

export const DownloadButton = downloadButton('video');
export const DownloadAudioButton = downloadButton('audio');
registerControl('download_button', DownloadButton);
registerControl('download_button_audio', DownloadAudioButton);
