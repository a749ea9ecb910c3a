/** A widget window inside a parent for the bridge's unit tests, with the messages the widget posts to the parent recorded. */
import type { Message } from '@sphere/host-sdk/messages';
import { createBridge } from '@/services/bridge';

export const HOST = 'http://localhost:4174';

/** The widget's window (its bridge allowing `allowed`) and its parent; `deliver` posts a message to the widget. */
export function widgetFrame(allowed = [HOST]) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: { data: Message; origin: string }[] = [];
  const parent = { postMessage: (data: Message, origin: string) => posted.push({ data, origin }) };
  const win = {
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  } as unknown as Window;
  const deliver = (data: unknown, origin = HOST, source: unknown = parent): void => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const bridge = createBridge(win, allowed);
  return { bridge, posted, deliver, flush, parent };
}
