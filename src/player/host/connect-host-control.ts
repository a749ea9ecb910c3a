/** Connects a player to the host: its commands on the bridge, and its events to the host, while it lives. */
import type { Bridge } from '@/services/bridge';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { WatchedProgress } from '../progress/watched-progress';
import { hostCommands, type LoadVideo } from './host-commands';
import { forwardPlayerEvents } from './player-events';

/** Returns the function that disconnects it (the player's dispose also does). */
export function connectHostControl(
  player: VideoJsPlayer,
  bridge: Bridge,
  watched: WatchedProgress,
  loadVideo: LoadVideo,
): () => void {
  const detach = bridge.attach(hostCommands(player, watched, loadVideo));
  const stopEvents = forwardPlayerEvents(player, bridge, watched);
  const disconnect = (): void => {
    detach();
    stopEvents();
  };
  player.on('dispose', disconnect);
  return disconnect;
}
