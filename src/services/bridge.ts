/**
 * The widget's end of the host bridge, and the only caller of postMessage. It talks to the parent window
 * only after a 'hello' from an origin in HOST_ORIGINS (exact scheme, host and port), then only to that
 * origin; every other message is dropped silently. Standalone (no parent, no SDK, or an unlisted parent)
 * it posts nothing at all, so no token can leave.
 */
import {
  COMMANDS,
  EVENTS,
  isAllowedOrigin,
  message,
  parseMessage,
  PROTOCOL_VERSION,
  type CommandMap,
  type CommandName,
  type ErrorCode,
  type EventMap,
  type EventName,
  type HostRequestMap,
  type Message,
} from '@sphere/host-sdk/protocol';
import { PendingCalls } from '@sphere/host-sdk/pending-calls';

/** A refusal a command handler throws, sent back to the host as a typed error. */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Handler<K extends CommandName> = (
  ...args: CommandMap[K]['args']
) => CommandMap[K]['result'] | Promise<CommandMap[K]['result']>;
export type CommandHandlers = { [K in CommandName]: Handler<K> };

/** Calls accepted per second; a flood beyond this is refused, so the player stays responsive. */
export const MAX_CALLS_PER_SECOND = 50;

export interface Bridge {
  /** The verified host origin, or null while standalone. */
  hostOrigin(): string | null;
  /** Resolves true once a verified host said hello, false after `timeoutMs` without one. */
  connected(timeoutMs: number): Promise<boolean>;
  /** Registers the player's command handlers and announces 'ready'; returns the function that removes them. */
  attach(handlers: CommandHandlers): () => void;
  /** Sends an event to the verified host; does nothing while standalone. */
  emit<E extends EventName>(name: E, data: EventMap[E]): void;
  /** Asks the verified host (e.g. for a token); rejects when there is none, or after `timeoutMs`. */
  request<K extends keyof HostRequestMap>(method: K, timeoutMs?: number): Promise<HostRequestMap[K]['result']>;
  dispose(): void;
}

export function createBridge(win: Window, allowedOrigins: readonly string[], now: () => number = Date.now): Bridge {
  const parent = win.parent !== win ? win.parent : null;
  let origin: string | null = null;
  let handlers: CommandHandlers | null = null;
  let helloSeen = false;
  const pending = new PendingCalls();
  const waiting = new Set<(connected: boolean) => void>();
  let windowStart = 0;
  let callsInWindow = 0;

  const post = (data: Message): void => {
    if (parent && origin) parent.postMessage(data, origin);
  };
  const announceReady = (): void => {
    if (!helloSeen || !handlers) return;
    const methods = COMMANDS.filter((name) => handlers?.[name]);
    post(message.event('ready', { version: PROTOCOL_VERSION, methods, events: [...EVENTS] }));
  };
  const withinRate = (): boolean => {
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      callsInWindow = 0;
    }
    return ++callsInWindow <= MAX_CALLS_PER_SECOND;
  };

  async function answer(id: number, method: string, args: unknown[]): Promise<void> {
    if (!withinRate()) return post(message.reply(id, { ok: false, error: { code: 'rate-limited', message: 'Too many calls.' } }));
    const handler = handlers && (COMMANDS as readonly string[]).includes(method) ? handlers[method as CommandName] : undefined;
    if (!handler)
      return post(message.reply(id, { ok: false, error: { code: handlers ? 'unsupported' : 'not-ready', message: method } }));
    try {
      const value = await (handler as (...a: unknown[]) => unknown)(...args);
      post(message.reply(id, { ok: true, value: value ?? null }));
    } catch (error) {
      const code = error instanceof BridgeError ? error.code : 'failed';
      post(message.reply(id, { ok: false, error: { code, message: error instanceof Error ? error.message : String(error) } }));
    }
  }

  const handleMessage = (event: MessageEvent): void => {
    if (!parent || event.source !== parent) return;
    if (origin ? event.origin !== origin : !isAllowedOrigin(event.origin, allowedOrigins)) return;
    const data = parseMessage(event.data);
    if (!data) return;
    if (data.type === 'hello') {
      origin = event.origin;
      helloSeen = true;
      for (const resolve of waiting) resolve(true);
      waiting.clear();
      announceReady();
    } else if (data.type === 'call') {
      void answer(data.id, data.method, data.args);
    } else if (data.type === 'reply') {
      pending.settle(data, (code, text) => new BridgeError(code, text));
    }
  };
  win.addEventListener('message', handleMessage);

  return {
    hostOrigin: () => origin,
    connected: (timeoutMs) =>
      origin
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            if (!parent) return resolve(false);
            waiting.add(resolve);
            setTimeout(() => {
              if (waiting.delete(resolve)) resolve(false);
            }, timeoutMs);
          }),
    attach(next) {
      handlers = next;
      announceReady();
      return () => {
        if (handlers === next) handlers = null;
      };
    },
    emit: (name, data) => post(message.event(name, data)),
    request(method, timeoutMs = 10_000) {
      if (!origin) return Promise.reject(new BridgeError('not-ready', 'No verified host.'));
      const { id, result } = pending.start(timeoutMs, () => new BridgeError('timeout', `${method} got no answer.`));
      post(message.call(id, method, []));
      return result as Promise<HostRequestMap[typeof method]['result']>;
    },
    dispose() {
      win.removeEventListener('message', handleMessage);
      handlers = null;
      pending.rejectAll(() => new BridgeError('destroyed', 'The bridge was closed.'));
    },
  };
}
