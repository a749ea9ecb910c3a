/**
 * The wire format both sides speak: every message is `{ sphere: PROTOCOL_VERSION, type, … }`; anything
 * else is dropped. Parsing, the origin check and the message builders (the typed maps are protocol.ts).
 */
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, SDK_VERSION, type ErrorCode } from './protocol.js';

export interface WireError {
  code: ErrorCode;
  message: string;
}

/** Host → widget: the handshake that pins the host's origin; it names the SDK's version. */
export interface HelloMessage {
  sphere: number;
  type: 'hello';
  sdk?: string;
  /** Which Player of the host page says it (SDK 0.3.0): the widget counts them to wait for each one's answer. */
  player?: string;
}
/** Either side → the other: a request with an id. */
export interface CallMessage {
  sphere: number;
  type: 'call';
  id: number;
  method: string;
  args: unknown[];
}
/** The answer to a call, matched by its id. */
export interface ReplyMessage {
  sphere: number;
  type: 'reply';
  id: number;
  ok: boolean;
  value?: unknown;
  error?: WireError;
}
/** Widget → host. */
export interface EventMessage {
  sphere: number;
  type: 'event';
  name: string;
  data: unknown;
}
export type Message = HelloMessage | CallMessage | ReplyMessage | EventMessage;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isName = (value: unknown): value is string => typeof value === 'string' && /^[a-zA-Z]{1,40}$/.test(value);

/**
 * Returns the message when `data` is a well-formed protocol message no larger than the cap, else null. A
 * message of another protocol version is returned too (its `sphere` says which), so each side can say it
 * is incompatible instead of falling silent.
 */
export function parseMessage(data: unknown): Message | null {
  if (!isRecord(data) || !Number.isSafeInteger(data['sphere']) || (data['sphere'] as number) < 1) return null;
  let size: number;
  try {
    size = JSON.stringify(data).length;
  } catch {
    return null;
  }
  if (size > MAX_MESSAGE_BYTES) return null;
  switch (data['type']) {
    case 'hello':
      return {
        sphere: data['sphere'] as number,
        type: 'hello',
        ...(typeof data['sdk'] === 'string' ? { sdk: data['sdk'].slice(0, 40) } : {}),
        ...(typeof data['player'] === 'string' ? { player: data['player'].slice(0, 40) } : {}),
      };
    case 'call':
      return isId(data['id']) && isName(data['method']) && Array.isArray(data['args']) ? (data as unknown as CallMessage) : null;
    case 'reply':
      return isId(data['id']) && typeof data['ok'] === 'boolean' ? (data as unknown as ReplyMessage) : null;
    case 'event':
      return isName(data['name']) ? (data as unknown as EventMessage) : null;
    default:
      return null;
  }
}

/** Whether an origin is in an allow-list by exact scheme, host and port; an opaque origin ('null') never is. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return (
    origin !== 'null' &&
    allowed.some((entry) => {
      try {
        return new URL(entry).origin === origin;
      } catch {
        return false;
      }
    })
  );
}

export const message = {
  hello: (player?: string): HelloMessage => ({
    sphere: PROTOCOL_VERSION,
    type: 'hello',
    sdk: SDK_VERSION,
    ...(player ? { player } : {}),
  }),
  call: (id: number, method: string, args: unknown[]): CallMessage => ({
    sphere: PROTOCOL_VERSION,
    type: 'call',
    id,
    method,
    args,
  }),
  reply: (id: number, outcome: { ok: true; value: unknown } | { ok: false; error: WireError }): ReplyMessage => ({
    sphere: PROTOCOL_VERSION,
    type: 'reply',
    id,
    ...outcome,
  }),
  event: (name: string, data: unknown): EventMessage => ({ sphere: PROTOCOL_VERSION, type: 'event', name, data }),
};
