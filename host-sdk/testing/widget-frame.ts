/** The unit tests' stand-in for the widget's frame: an iframe whose window records what a Player posts to it. */
import { vi } from 'vitest';
import { Player } from '../src/player';
import type { ReadyData } from '../src/protocol';
import type { Message } from '../src/messages';

export const WIDGET = 'http://127.0.0.1:4173';
export const ready: ReadyData = { version: 1, methods: ['play', 'seek', 'getQualities'], events: ['ready', 'play'] };

/** An iframe whose widget window records what the SDK posts to it. */
export function setup(options: ConstructorParameters<typeof Player>[1] = {}, contentDocument: Document | null = null) {
  const posted: { data: Message; origin: string }[] = [];
  const widget = {
    postMessage: (data: Message, options: string | { targetOrigin: string }) =>
      posted.push({ data, origin: typeof options === 'string' ? options : options.targetOrigin }),
  };
  const iframe = document.createElement('iframe');
  // A property, not the attribute: happy-dom would try (and refuse) to load the page.
  Object.defineProperty(iframe, 'src', { value: `${WIDGET}/player?token=abc` });
  Object.defineProperty(iframe, 'contentWindow', { value: widget });
  // Null: a document of another origin, which the host cannot read. Configurable: a test may navigate the frame.
  Object.defineProperty(iframe, 'contentDocument', { value: contentDocument, configurable: true });
  const player = new Player(iframe, { timeout: 200, ...options });
  const fromWidget = (data: unknown, origin = WIDGET, source: unknown = widget): void => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  };
  const lastCall = () =>
    posted
      .map((p) => p.data)
      .filter((d) => d.type === 'call')
      .at(-1) as { id: number; method: string; args: unknown[] };
  const hellos = () => posted.filter((p) => p.data.type === 'hello').length;
  return { player, posted, fromWidget, lastCall, iframe, hellos };
}

/** A frame's document as the host reads it, when it can: one of the host's own origin. */
export const readableDocument = (origin: string) => ({ location: { origin } }) as unknown as Document;

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** After each test: no iframe left in the document, real timers again. */
export function cleanUp(): void {
  document.body.replaceChildren();
  vi.useRealTimers();
}
