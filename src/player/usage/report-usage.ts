/** Tells telemetry what the viewer does with the player (usage events) and how playback went (QoE per view). */
import { emitUsage } from '@/services/usage-events';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { changeFilter } from '../change-filter';
import { qualityLevels } from '../quality/vhs-quality';
import { QoeCounters } from './qoe-counters';

const MILESTONES = [25, 50, 75, 100];

export function reportUsage(player: VideoJsPlayer, target: Window = window): () => void {
  const qoe = new QoeCounters();
  const reached = new Set<number>();
  let seekFrom: number | null = null;
  let lastTime = 0;
  const progress = (): number => {
    const duration = player.duration() ?? 0;
    return Number.isFinite(duration) && duration > 0
      ? Math.min(100, Math.round(((player.currentTime() ?? 0) / duration) * 100))
      : 0;
  };
  const now = (): number => performance.now();

  player.one('loadeddata', () => qoe.loaded(performance.now()));
  player.on('play', () => emitUsage('play', { progresso: progress() }));
  player.on('playing', () => qoe.playing(now()));
  player.on('waiting', () => qoe.waiting(now(), player.seeking()));
  player.on('pause', () => {
    qoe.stopped(now());
    emitUsage('pause', { progresso: progress() });
  });
  player.on('timeupdate', () => {
    if (!player.seeking()) lastTime = player.currentTime() ?? 0;
    for (const milestone of MILESTONES) {
      if (!reached.has(milestone) && progress() >= milestone && !player.seeking()) {
        reached.add(milestone);
        emitUsage('progress', { progresso: milestone });
      }
    }
  });
  player.on('seeking', () => {
    seekFrom ??= lastTime;
  });
  player.on('seeked', () => {
    emitUsage('seek', {
      saltoude: Math.round(seekFrom ?? 0),
      saltouate: Math.round(player.currentTime() ?? 0),
      progresso: progress(),
    });
    seekFrom = null;
  });
  // Once per change: the default rate set with the rate (remember-preferences.ts) fires a second 'ratechange'.
  const isNewRate = changeFilter(player.playbackRate() ?? 1);
  player.on('ratechange', () => {
    const rate = player.playbackRate() ?? 1;
    if (isNewRate(rate)) emitUsage('rate', { velocidade: rate });
  });
  player.on('resolutionchanged', (event: Event) => {
    const detail = (event as unknown as { detail?: { label?: string } }).detail;
    emitUsage('quality', { qualidade: detail?.label ?? 'auto' });
  });
  player.on('audiomodechange', () => emitUsage('audio', { audio: player.audioOnlyMode() === true }));
  const levels = qualityLevels(player);
  let firstLevel = true;
  const countSwitch = (): void => {
    if (firstLevel) firstLevel = false;
    else qoe.switched();
  };
  levels?.on('change', countSwitch);
  player.on('error', () => qoe.failed());

  let reported = false;
  const reportQoe = (): void => {
    if (reported) return;
    reported = true;
    const tech = player.tech(true) as unknown as { el?: () => HTMLVideoElement } | undefined;
    const dropped = tech?.el?.()?.getVideoPlaybackQuality?.().droppedVideoFrames ?? 0;
    emitUsage('qoe', { ...qoe.report(now(), dropped), progresso: progress() });
  };
  player.on('ended', () => {
    qoe.stopped(now());
    emitUsage('progress', { progresso: 100 });
    reportQoe();
  });
  target.addEventListener('pagehide', reportQoe);
  return () => {
    levels?.off('change', countSwitch);
    target.removeEventListener('pagehide', reportQoe);
    reportQoe();
  };
}
