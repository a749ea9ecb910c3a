/**
 * Calls waiting for their reply, matched by request id: the one correlation both ends of the bridge use
 * (the SDK's Player for commands, the widget's bridge for its token requests).
 */
import type { ErrorCode } from './protocol.js';
import type { ReplyMessage } from './messages.js';

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export class PendingCalls {
  /** A random start: two ends that share a window (two Players on one frame) never take each other's replies. */
  private nextId = 1 + Math.floor(Math.random() * 2 ** 40);
  private readonly waiting = new Map<number, Waiting>();

  /**
   * A new call: its id, and the promise its reply settles. Its timeout starts now; then it rejects with
   * `timedOut()`.
   */
  start(timeoutMs: number, timedOut: () => Error): { id: number; result: Promise<unknown> } {
    const id = this.nextId++;
    const result = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(timedOut());
      }, timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
    });
    return { id, result };
  }

  /** Settles the call a reply answers (a reply to no waiting call is ignored); `refused` makes the error of a refusal. */
  settle(reply: ReplyMessage, refused: (code: ErrorCode, message: string) => Error): void {
    if (reply.ok) this.take(reply.id)?.resolve(reply.value);
    else this.fail(reply.id, refused(reply.error?.code ?? 'failed', reply.error?.message ?? 'failed'));
  }

  /** Rejects one waiting call (a refusal decided on this side). */
  fail(id: number, error: Error): void {
    this.take(id)?.reject(error);
  }

  private take(id: number): Waiting | undefined {
    const call = this.waiting.get(id);
    this.waiting.delete(id);
    if (call) clearTimeout(call.timer);
    return call;
  }

  /** Rejects every call still waiting (the end of the player or of the bridge). */
  rejectAll(error: () => Error): void {
    for (const call of this.waiting.values()) {
      clearTimeout(call.timer);
      call.reject(error());
    }
    this.waiting.clear();
  }
}
