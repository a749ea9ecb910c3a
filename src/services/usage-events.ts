/** Usage events (docs/telemetry.md): what the viewer does, told by the player and the features, heard by telemetry. */

export type UsageKind =
  | 'load'
  | 'play'
  | 'pause'
  | 'seek'
  | 'progress'
  | 'rate'
  | 'like'
  | 'dislike'
  | 'quality'
  | 'audio'
  | 'download'
  | 'error'
  | 'qoe';

/** The seed's fields a usage event may carry (the rest are filled by telemetry from the item). */
export interface UsageDetail {
  progresso?: number;
  saltoude?: number;
  saltouate?: number;
  avaliacao?: string;
  velocidade?: number;
  tempocarga?: number;
  [extra: string]: string | number | boolean | null | undefined;
}

type Listener = (kind: UsageKind, detail: UsageDetail) => void;
const listeners = new Set<Listener>();
/** Events told before telemetry listens (it loads after the first frame), replayed to it: at most this many. */
const EARLY_LIMIT = 100;
const early: [UsageKind, UsageDetail][] = [];

export function emitUsage(kind: UsageKind, detail: UsageDetail = {}): void {
  if (listeners.size === 0) {
    if (early.length < EARLY_LIMIT) early.push([kind, detail]);
    return;
  }
  for (const listener of listeners) listener(kind, detail);
}

/** Listens to usage events, starting with those told before; returns the function that stops. */
export function onUsage(listener: Listener): () => void {
  listeners.add(listener);
  for (const [kind, detail] of early.splice(0)) listener(kind, detail);
  return () => listeners.delete(listener);
}
