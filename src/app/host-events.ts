/** Store changes the host hears about over the bridge: the viewer's like. */
import type { Bridge } from '@/services/bridge';
import { useAppStore } from '@/store/app-store';

export function connectHostEvents(bridge: Bridge): () => void {
  return useAppStore.subscribe((state, previous) => {
    if (state.liked !== previous.liked) bridge.emit('like', { curtir: state.liked });
  });
}
