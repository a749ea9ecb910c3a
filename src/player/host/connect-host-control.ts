/** Connects a player to the host: its commands on the bridge, and its events to the host, while it lives. */
import type { Bridge } from '@/services/bridge';
import type { VideoJsPlayer } from '@/player/video-js-player';
import type { Learning } from './learning';
import { hostCommands, type LoadVideo } from './host-commands';
import { forwardPlayerEvents } from './player-events';

/** Returns the function that disconnects it (the player's dispose also does). */
export function connectHostControl(player: VideoJsPlayer, bridge: Bridge, learning: Learning, loadVideo: LoadVideo): () => void {
  const detach = bridge.attach(hostCommands(player, learning.watched, loadVideo));
  const stopEvents = forwardPlayerEvents(player, bridge, learning);
  const disconnect = (): void => {
    detach();
    stopEvents();
  };
  player.on('dispose', disconnect);
  return disconnect;
}
