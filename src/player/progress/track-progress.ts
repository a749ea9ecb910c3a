/**
 * View saving (SALVAR_VISUALIZACAO): a snapshot of the visit's watched ranges to the store every 10 s
 * while playing and on pause, seek, end and page hide.
 */
import { registerProgressSaver } from '@/services/progress-saver';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from './watched-progress';

export const SAVE_INTERVAL_MS = 10_000;

/** Saves `watched`'s ranges for the player's item; returns the function that stops (after one last save). */
export function trackProgress(player: VideoJsPlayer, watched: WatchedProgress, target: Window = window): () => void {
  const { tracker } = watched;
  const save = (): void => {
    const duration = player.duration() ?? 0;
    if (!Number.isFinite(duration) || duration <= 0) return;
    const position = player.currentTime() ?? 0;
    // Where playback is now, not where the last timeupdate left it (a pause lands between two of them).
    if (!player.seeking()) tracker.reached(position);
    useAppStore.getState().saveProgress({
      posicao: Math.round(position * 10) / 10,
      duracao: Math.round(duration * 10) / 10,
      intervalos: tracker.snapshot(),
    });
  };
  player.on(['pause', 'seeked', 'ended'], save);
  player.setInterval(() => {
    if (!player.paused()) save();
  }, SAVE_INTERVAL_MS);
  const handleHide = (): void => {
    if (target.document.visibilityState === 'hidden') save();
  };
  target.addEventListener('pagehide', save);
  target.document.addEventListener('visibilitychange', handleHide);
  const unregister = registerProgressSaver(save);
  // What an earlier page (or an offline spell) left pending goes first.
  useAppStore.getState().flushProgress();
  return () => {
    unregister();
    save();
    target.removeEventListener('pagehide', save);
    target.document.removeEventListener('visibilitychange', handleHide);
  };
}
