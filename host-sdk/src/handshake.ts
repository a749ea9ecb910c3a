/**
 * The handshake with the widget's document in the frame: what ready() answers and calls wait for. It fails
 * with 'no-handshake' when no 'ready' comes within `readyTimeout`; a frame reload starts a new one, and the
 * calls the old document never answered reject with 'reloaded'.
 */
import type { FrameChannel } from './frame-channel.js';
import { message } from './messages.js';
import type { PendingCalls } from './pending-calls.js';
import type { PlayerOptions } from './player-options.js';
import { PROTOCOL_VERSION, type ReadyData } from './protocol.js';
import { playerError, type SpherePlayerError } from './sphere-player-error.js';

export interface Handshake {
  /** The handshake of the widget's document: null until it says 'ready', and after a reload that never answers. */
  readonly data: ReadyData | null;
  /** Settles with the handshake of the document in the frame, or rejects with why there is none. */
  readonly whenReady: Promise<ReadyData>;
  /**
   * The frame loaded a document. After a handshake it may be a new one (a reload): its 'ready' tells, by its
   * `instance`. After a failed handshake, a new one starts.
   */
  load(): void;
  /** Hears the widget's 'ready'; whether listeners hear it too (not a repeat, nor of another protocol). */
  hear(sphere: number, ready: ReadyData): boolean;
  /** The handshake is over: `whenReady` rejects if still waiting, and the hellos and the deadline stop. */
  fail(error: SpherePlayerError): void;
}

/** How often the frame is greeted while a handshake is under way (ms). */
const HELLO_MS = 200;
/**
 * How often a frame whose handshake failed is greeted (ms): a widget that comes up later in the same document
 * (its config came after `readyTimeout`, then the viewer's retry) is heard, as one a frame reload brings.
 */
const SLOW_HELLO_MS = 3_000;

/**
 * Starts the first handshake, as a load of the frame does: a hello now and every 200 ms until the widget
 * answers 'ready' or the deadline passes.
 */
export function handshake(channel: FrameChannel, pending: PendingCalls, options: PlayerOptions): Handshake {
  /** This Player's name in its hellos: the widget waits for every Player's answer to its token request. */
  const id = Math.random().toString(36).slice(2);
  const hello = (): void => channel.post(message.hello(id));
  let hellos: ReturnType<typeof setInterval> | undefined;
  const greetSlowly = (): void => {
    hellos = setInterval(hello, SLOW_HELLO_MS);
  };
  let data: ReadyData | null = null;
  let whenReady: Promise<ReadyData>;
  /** Settles `whenReady` (once: a promise settles once, later calls do nothing). */
  let settle: { resolve(data: ReadyData): void; reject(error: SpherePlayerError): void };
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const readyTimeout = (): number => options.readyTimeout ?? 15_000;

  const noAnswer = (): SpherePlayerError =>
    playerError(
      'no-handshake',
      `Sphere Player: no answer from ${channel.origin} within ${readyTimeout() / 1000} s. Check that this page's origin is in the widget's HOST_ORIGINS and that the iframe's URL is the widget's Player URL.`,
    );
  const reloaded = (): SpherePlayerError => playerError('reloaded', 'Sphere Player: the frame reloaded before it answered.');
  const end = (): void => {
    clearInterval(hellos);
    clearTimeout(deadline);
    deadline = undefined;
  };
  const fail = (error: SpherePlayerError): void => {
    end();
    settle.reject(error);
  };
  const arm = (expire: () => void): void => {
    clearTimeout(deadline);
    deadline = setTimeout(expire, readyTimeout());
  };
  /** A new handshake: whenReady waits for it, and fails with 'no-handshake' when no 'ready' comes in time. */
  const start = (): void => {
    whenReady = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    // Whoever awaits ready() hears a rejection; nobody awaiting it is no unhandled rejection.
    whenReady.catch(() => undefined);
    arm(() => {
      fail(noAnswer());
      greetSlowly();
    });
  };
  /** The reloaded frame never answered: it holds no widget now, and what it was asked is lost. */
  const lost = (): void => {
    end();
    greetSlowly();
    data = null;
    whenReady = Promise.reject(noAnswer());
    whenReady.catch(() => undefined);
    pending.rejectAll(reloaded);
  };

  const load = (): void => {
    if (deadline === undefined) {
      if (data) arm(lost);
      else start();
    }
    clearInterval(hellos);
    hello();
    hellos = setInterval(hello, HELLO_MS);
  };
  load();
  return {
    get data() {
      return data;
    },
    get whenReady() {
      return whenReady;
    },
    load,
    hear(sphere, ready) {
      const ours = sphere === PROTOCOL_VERSION;
      if (ours && !(typeof ready.version === 'number' && Array.isArray(ready.methods) && Array.isArray(ready.events)))
        return false;
      if (!ours || ready.version !== PROTOCOL_VERSION) {
        const error = playerError(
          'incompatible',
          `Sphere Player: the widget speaks protocol ${String(ready.version)}, this SDK ${PROTOCOL_VERSION}. Use the SDK served beside the widget (/sdk/sphere-player.js).`,
        );
        fail(error);
        pending.rejectAll(() => error);
        return false;
      }
      const known = data;
      end();
      // The same document again: a repeated answer, or its own load after it answered.
      if (known && known.instance === ready.instance) return false;
      // A new document: every call still waiting went to the old one, which will never answer it.
      if (known) pending.rejectAll(reloaded);
      data = ready;
      // A handshake that had failed (a widget slower than readyTimeout) is good again.
      whenReady = Promise.resolve(ready);
      settle.resolve(ready);
      return true;
    },
    fail,
  };
}
