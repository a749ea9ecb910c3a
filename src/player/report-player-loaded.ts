/** The player is loaded: the store's status, the 'load' usage event and PlayerCarregado (docs/architecture.md). */
import { emitAppEvent } from '@/services/app-events';
import { emitUsage } from '@/services/usage-events';
import { useAppStore } from '@/store/app-store';

export function reportPlayerLoaded(): void {
  useAppStore.getState().markPlayerLoaded();
  const tempocarga = Math.round(performance.now());
  emitUsage('load', { tempocarga });
  emitAppEvent('PlayerCarregado', { tempocarga });
}
