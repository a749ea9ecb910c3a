/**
 * Tests only: a stand-in player as far as remember-preferences.ts uses it (`parts` replace its members: a test's
 * sound, rate or tracks), whose events `fire` sends and whose metadata comes when `metadataIn()` says (or at
 * once, with a `readyState` of 1); and a wait for the work queued so far.
 */
import type { VideoJsPlayer } from '@/player/video-js-player';

type Handler = (event: Event, hash?: unknown) => void;

export function standInPlayer(parts: Record<string, unknown> = {}) {
  const handlers = new Map<string, Handler[]>();
  const fire = (event: string, hash?: unknown): void =>
    handlers.get(event)?.forEach((handler) => handler(new Event(event), hash));
  let metadataIn: () => void = () => undefined;
  const player = {
    on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: () => undefined,
    one: (_event: string, handler: () => void) => (metadataIn = handler),
    trigger: fire,
    ready: (run: () => void) => run(),
    readyState: () => 1,
    isDisposed: () => false,
    paused: () => true,
    volume: () => 1,
    muted: () => false,
    textTracks: () => Object.assign(new EventTarget(), { length: 0 }),
    audioTracks: () => Object.assign(new EventTarget(), { length: 0 }),
    ...parts,
  };
  return { player: player as unknown as VideoJsPlayer, fire, metadataIn: () => metadataIn() };
}

/** Lets the promises and tasks queued so far run (the stored preferences' applying, a track list's change). */
export const queuedWorkDone = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
