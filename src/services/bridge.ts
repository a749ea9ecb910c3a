/**
 * The widget's end of the host bridge, and the only caller of postMessage. It talks to the parent window
 * only after a 'hello' from an origin in HOST_ORIGINS (exact scheme, host and port), then only to that
 * origin; every other message is dropped silently. Standalone (no parent, no SDK, or an unlisted parent)
 * it posts nothing at all, so no token can leave. It answers the hello with 'ready' at once, before the
 * item loads: calls made before the player is up wait for it (or hear why it will not come).
 */
import {
  COMMANDS,
  EVENTS,
  PROTOCOL_VERSION,
  type CommandMap,
  type CommandName,
  type ErrorCode,
  type EventMap,
  type EventName,
  type HostRequestMap,
} from '@sphere/host-sdk/protocol';
import { isAllowedOrigin, message, parseMessage, type Message } from '@sphere/host-sdk/messages';
import { WIDGET_VERSION } from './widget-version';
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
/** The Players of one host page the widget waits for (a host inventing more waits no longer). */
const MAX_PLAYERS = 8;
/** How long one Player's 'unsupported' waits for another Player's answer to the same request. */
export const UNSUPPORTED_GRACE_MS = 3_000;
/** Calls that may wait for the player; older ones are refused when more arrive. */
export const MAX_WAITING_CALLS = 50;

export interface Bridge {
  /** The verified host origin, or null while standalone. */
  hostOrigin(): string | null;
  /** Resolves true once a verified host said hello, false after `timeoutMs` without one. */
  connected(timeoutMs: number): Promise<boolean>;
  /** Registers the player's command handlers (calls that waited are answered now); returns the function that removes them. */
  attach(handlers: CommandHandlers): () => void;
  /**
   * Registers commands the frame answers with or without a player (loadVideo: another item may replace a failed one
   * or one still loading); they take precedence over the player's.
   */
  serve(handlers: Partial<CommandHandlers>): void;
  /**
   * There will be no player (a load failure): the host hears it as an `error` event (a host that says hello
   * later, in its `ready`), and calls that wait, and calls until a player attaches, hear why. Null: the
   * failure is over (a retry is loading), calls wait for the player again.
   */
  fail(error: EventMap['error'] | null): void;
  /** Sends an event to the verified host; does nothing while standalone. */
  emit<E extends EventName>(name: E, data: EventMap[E]): void;
  /** Asks the verified host (e.g. for a token); rejects when there is none, or after `timeoutMs`. */
  request<K extends keyof HostRequestMap>(method: K, timeoutMs?: number): Promise<HostRequestMap[K]['result']>;
  dispose(): void;
}

interface WaitingCall {
  id: number;
  method: string;
  args: unknown[];
}

export function createBridge(win: Window, allowedOrigins: readonly string[], now: () => number = Date.now): Bridge {
  const parent = win.parent !== win ? win.parent : null;
  let origin: string | null = null;
  let handlers: CommandHandlers | null = null;
  let served: Partial<CommandHandlers> = {};
  let failure: EventMap['error'] | null = null;
  // Tells a reload from a repeated answer: the SDK sees a new document when this changes.
  const instance = Math.random().toString(36).slice(2);
  let incompatible = false;
  const waitingCalls: WaitingCall[] = [];
  const pending = new PendingCalls();
  /** The Players of the host page that said hello (an SDK before 0.3.0 names none: one), and the refusals per request. */
  const players = new Set<string>();
  const refusals = new Map<number, number>();
  const waiting = new Set<(connected: boolean) => void>();
  let windowStart = 0;
  let callsInWindow = 0;

  const post = (data: Message): void => {
    if (parent && origin) parent.postMessage(data, origin);
  };
  const refuse = (id: number, code: ErrorCode, text: string): void =>
    post(message.reply(id, { ok: false, error: { code, message: text } }));
  const withinRate = (): boolean => {
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      callsInWindow = 0;
    }
    return ++callsInWindow <= MAX_CALLS_PER_SECOND;
  };

  async function answer({ id, method, args }: WaitingCall): Promise<void> {
    if (incompatible) return refuse(id, 'incompatible', `The widget speaks protocol ${PROTOCOL_VERSION}.`);
    if (!(COMMANDS as readonly string[]).includes(method)) return refuse(id, 'unsupported', method);
    const handler = (served[method as CommandName] ?? handlers?.[method as CommandName]) as
      ((...a: unknown[]) => unknown) | undefined;
    if (!handler && !handlers) {
      if (failure) return refuse(id, 'not-ready', `${failure.code}: ${failure.message}`);
      // The player is not up yet: the call waits for it (the SDK's own timeout bounds the wait).
      waitingCalls.push({ id, method, args });
      const dropped = waitingCalls.length > MAX_WAITING_CALLS ? waitingCalls.shift() : undefined;
      if (dropped) refuse(dropped.id, 'not-ready', 'Too many calls waiting for the player.');
      return;
    }
    if (!handler) return refuse(id, 'unsupported', method);
    try {
      const value = await handler(...args);
      post(message.reply(id, { ok: true, value: value ?? null }));
    } catch (error) {
      refuse(id, error instanceof BridgeError ? error.code : 'failed', error instanceof Error ? error.message : String(error));
    }
  }
  /**
   * A call from the verified host that names its id but is not well formed (no method name, no args array, too
   * large) is answered, so the host's promise ends at once instead of at its own timeout; anything else is dropped.
   */
  const refuseMalformedCall = (data: unknown): void => {
    const { sphere, type, id } = (data ?? {}) as Record<string, unknown>;
    if (!origin || sphere !== PROTOCOL_VERSION || type !== 'call' || !Number.isSafeInteger(id) || (id as number) < 1) return;
    if (withinRate()) refuse(id as number, 'invalid-args', 'A call needs a method name, an args array, and at most 16 KB.');
  };
  const answerWaiting = (): void => {
    for (const call of waitingCalls.splice(0)) void answer(call);
  };

  const handleMessage = (event: MessageEvent): void => {
    if (!parent || event.source !== parent) return;
    if (origin ? event.origin !== origin : !isAllowedOrigin(event.origin, allowedOrigins)) return;
    const data = parseMessage(event.data);
    if (!data) return refuseMalformedCall(event.data);
    if (data.type === 'hello') {
      origin = event.origin;
      // Bounded: a host page holds a Player or two; hellos that invent names do not grow this.
      if (players.size < MAX_PLAYERS) players.add(data.player ?? '');
      for (const resolve of waiting) resolve(true);
      waiting.clear();
      incompatible = data.sphere !== PROTOCOL_VERSION;
      // Said in this widget's protocol; an SDK of another version reads the version and says so.
      post(
        message.event('ready', {
          version: PROTOCOL_VERSION,
          widget: WIDGET_VERSION,
          instance,
          methods: [...COMMANDS],
          events: [...EVENTS],
          ...(failure ? { error: failure } : {}),
        }),
      );
      if (incompatible)
        post(
          message.event('error', {
            code: 'incompatible',
            message: `The host SDK speaks protocol ${data.sphere}, this widget ${PROTOCOL_VERSION}: use the SDK served beside the widget.`,
          }),
        );
    } else if (!origin || data.sphere !== PROTOCOL_VERSION) {
      // Before a hello nobody could hear the answer: a call then (sent to a document that was reloading) is
      // dropped, not run; the SDK counts it lost when this document says ready.
      return;
    } else if (data.type === 'call') {
      if (!withinRate()) return refuse(data.id, 'rate-limited', 'Too many calls.');
      void answer(data);
    } else if (data.type === 'reply') {
      const settle = (): void => {
        refusals.delete(data.id);
        pending.settle(data, (code, text) => new BridgeError(code, text));
      };
      // Several Players on the host page each answer a request, and one without getToken refuses at once:
      // the refusal stands once every Player refused, or after a grace in which a grant wins.
      const refused = !data.ok && data.error?.code === 'unsupported' ? (refusals.get(data.id) ?? 0) + 1 : 0;
      if (refused > 0 && refused < players.size) {
        refusals.set(data.id, refused);
        setTimeout(settle, UNSUPPORTED_GRACE_MS);
      } else settle();
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
      failure = null;
      answerWaiting();
      return () => {
        if (handlers === next) handlers = null;
      };
    },
    serve(next) {
      served = next;
    },
    fail(error) {
      failure = error;
      if (!error) return;
      post(message.event('error', error));
      if (!handlers) answerWaiting();
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
      for (const call of waitingCalls.splice(0)) refuse(call.id, 'destroyed', 'The widget closed.');
      pending.rejectAll(() => new BridgeError('destroyed', 'The bridge was closed.'));
    },
  };
}
