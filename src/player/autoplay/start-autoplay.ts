/**
 * Autoplay on load (launch param `autoplay=1`). When the browser refuses to play with sound: with
 * TRATA_ERRO_SEMSOM the player starts muted and shows 'Ativar som'; without it the viewer presses play.
 * Either way the player fires 'autoplayblocked' for the host.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

export type AutoplayOutcome = 'played' | 'muted' | 'blocked';

const isNotAllowed = (error: unknown): boolean => error instanceof DOMException && error.name === 'NotAllowedError';

export async function startAutoplay(player: VideoJsPlayer, startMutedWhenRefused: boolean): Promise<AutoplayOutcome> {
  try {
    await player.play();
    return 'played';
  } catch (error) {
    if (!isNotAllowed(error)) return 'blocked';
  }
  const outcome = startMutedWhenRefused && !player.isDisposed() ? await playMuted(player) : 'blocked';
  // Announced once the outcome is known, so the host learns whether playback started muted.
  player.trigger('autoplayblocked');
  return outcome;
}

async function playMuted(player: VideoJsPlayer): Promise<AutoplayOutcome> {
  // Said before the mute, so what remembers the viewer's choices knows this one is not theirs.
  player.trigger('autoplaymuting');
  player.muted(true);
  try {
    await player.play();
  } catch {
    player.muted(false);
    return 'blocked';
  }
  (player.getChild('UnmuteButton') as { show(): void } | undefined)?.show();
  return 'muted';
}
