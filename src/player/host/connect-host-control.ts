/**
 * Connects a player's events to the host while it lives. Its commands join the bridge after the first frame, with
 * their code (after-first-frame.ts): a host's call made before then waits in the bridge, as one made before the
 * player does, and runs once they are in.
 */
import type { Bridge } from '@/services/bridge';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { Learning } from './learning';
import { forwardPlayerEvents } from './player-events';

/** Returns the function that disconnects it (the player's dispose also does). */
export function connectHostControl(player: VideoJsPlayer, bridge: Bridge, learning: Learning): () => void {
  const disconnect = forwardPlayerEvents(player, bridge, learning);
  player.on('dispose', disconnect);
  return disconnect;
}
