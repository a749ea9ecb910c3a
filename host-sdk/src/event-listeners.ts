/** The host's listeners, by event name, and how an event reaches them. */
import type { EventMap, EventName } from './protocol.js';

/** A listener of one event, given that event's data. */
export type Listener<E extends EventName> = (data: EventMap[E]) => void;

/** Every listener the host added, by event name. */
export type EventListeners = Map<string, Set<(data: never) => void>>;

/** Hands an event to its listeners; one that throws is reported (as an uncaught error) and does not stop the others. */
export function emitEvent(listeners: EventListeners, name: string, data: unknown): void {
  for (const listener of [...(listeners.get(name) ?? [])])
    try {
      listener(data as never);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
}
