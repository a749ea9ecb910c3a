/** The player's settings as the xAPI Video Profile tells them (initialized, interacted): a snapshot of now. */
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { playingQuality } from '../quality/vhs-quality';
import { AUDIO_MODE_EXTENSION, EXTENSIONS } from './video-statement';

/** The rendition's height as the profile's quality (720 for '720p', '1080p60'); none for 'auto' or audio. */
const qualityHeight = (label: string): number | undefined => {
  const height = /^(\d{3,4})p/.exec(label)?.[1];
  return height === undefined ? undefined : Number(height);
};

/** Speed, volume, captions, quality, fullscreen and audio mode, as the profile's context extensions. */
export function videoSettings(player: VideoJsPlayer): Record<string, unknown> {
  const captions = Array.from(player.textTracks() as unknown as ArrayLike<TextTrack>).find((track) => track.mode === 'showing');
  const quality = qualityHeight(playingQuality(player).label);
  return {
    [EXTENSIONS.speed]: `${player.playbackRate() ?? 1}x`,
    [EXTENSIONS.volume]: player.muted() ? 0 : Math.round((player.volume() ?? 1) * 100) / 100,
    [EXTENSIONS.ccEnabled]: captions !== undefined,
    ...(captions?.language ? { [EXTENSIONS.ccLanguage]: captions.language } : {}),
    ...(quality === undefined ? {} : { [EXTENSIONS.quality]: quality }),
    [EXTENSIONS.fullScreen]: player.isFullscreen() ?? false,
    [AUDIO_MODE_EXTENSION]: useAppStore.getState().audioMode,
  };
}
