/** `SpherePlayer.Player`: drives a Sphere Player iframe from the host page over postMessage. */
import {
  COMMANDS,
  PROTOCOL_VERSION,
  type Chapter,
  type CommandMap,
  type CommandName,
  type ErrorCode,
  type EventMap,
  type EventName,
  type ProgressData,
  type Quality,
  type QualityChange,
  type ReadyData,
  type TextTrackInfo,
} from './protocol.js';
import { isRecord, message, parseMessage, type Message } from './messages.js';
import { findIframe } from './find-iframe.js';
import { PendingCalls } from './pending-calls.js';

export interface PlayerOptions {
  /** Answers the widget's token requests (USAR_AD): called at start and before the token expires. */
  getToken?: () => Promise<string>;
  /** Resize the iframe to the widget's content height (audio bar, panels). Default true. */
  autoResize?: boolean;
  /** Bounds for automatic resizing, in CSS pixels. Defaults 80 and 2000. */
  minHeight?: number;
  maxHeight?: number;
  /** How long a call may wait for its reply, in ms, from the moment it is made. Default 10000. */
  timeout?: number;
  /** How long `ready()` waits for the widget's handshake before it rejects with 'no-handshake', in ms. Default 15000. */
  readyTimeout?: number;
}

/** A call that could not be done, with a typed reason. */
export class SpherePlayerError extends Error {
  override readonly name = 'SpherePlayerError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Listener<E extends EventName> = (data: EventMap[E]) => void;

/** Calls that need the viewer's gesture in the frame, and the capability each delegates to it. */
const DELEGATED: Partial<Record<CommandName, string>> = { requestFullscreen: 'fullscreen' };

/** How often a frame whose handshake failed is greeted again (ms). */
const SLOW_HELLO_MS = 3_000;

export class Player {
  /** The iframe this player drives. */
  readonly element: HTMLIFrameElement;
  private readonly origin: string;
  private readonly options: PlayerOptions;
  private readonly pending = new PendingCalls();
  private readonly listeners = new Map<string, Set<(data: never) => void>>();
  /** The handshake of the widget's document: null until it says 'ready', and after a reload that never answers. */
  private readyData: ReadyData | null = null;
  private whenReady!: Promise<ReadyData>;
  /** Settles `whenReady` once; later calls do nothing. */
  private settleReady!: (data: ReadyData | SpherePlayerError) => void;
  /** This Player's name in its hellos: the widget waits for every Player's answer to its token request. */
  private readonly id = Math.random().toString(36).slice(2);
  private destroyed = false;
  private hello: ReturnType<typeof setInterval> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;

  /**
   * Drives an existing iframe whose `src` is the widget's Player URL: the iframe itself, an element that
   * contains one, its id, or a CSS selector.
   * @example const player = new SpherePlayer.Player('#lesson iframe');
   */
  constructor(target: HTMLIFrameElement | HTMLElement | string, options: PlayerOptions = {}) {
    const iframe = findIframe(target);
    this.element = iframe;
    this.options = options;
    // The only origin this player talks to: the iframe's own, from its src.
    this.origin = new URL(iframe.src, location.href).origin;
    // Every command as a method of its own name (typed by the declarations above).
    for (const method of COMMANDS)
      (this as unknown as Record<string, unknown>)[method] = (...args: CommandMap[typeof method]['args']) =>
        this.call(method, ...args);
    addEventListener('message', this.handleMessage);
    iframe.addEventListener('load', this.handleLoad);
    this.handshake();
    // Say hello now too: the widget may already be up (a frame loaded before this player was made). A hello
    // to a document that is not the widget's is dropped by the browser (the target origin) or ignored.
    this.sayHello();
  }

  /**
   * Resolves with the protocol version and what the widget supports once it is ready; rejects with
   * 'no-handshake' after the deadline, 'incompatible' for another protocol version, 'destroyed' after destroy().
   * After the frame reloads, it answers with the new document's handshake once that one is ready ('ready' is
   * heard again), and with 'no-handshake' when that never comes.
   */
  ready(): Promise<ReadyData> {
    return this.destroyed ? Promise.reject(this.fail('destroyed')) : this.whenReady;
  }

  declare readonly play: () => Promise<void>;
  declare readonly pause: () => Promise<void>;
  /** @example await player.seek(42); */
  declare readonly seek: (seconds: number) => Promise<number>;
  declare readonly getCurrentTime: () => Promise<number>;
  declare readonly getDuration: () => Promise<number>;
  declare readonly getPaused: () => Promise<boolean>;
  declare readonly getVolume: () => Promise<number>;
  declare readonly setVolume: (volume: number) => Promise<number>;
  declare readonly getMuted: () => Promise<boolean>;
  declare readonly setMuted: (muted: boolean) => Promise<boolean>;
  declare readonly getPlaybackRate: () => Promise<number>;
  declare readonly setPlaybackRate: (rate: number) => Promise<number>;
  declare readonly getQualities: () => Promise<Quality[]>;
  /** @example await player.setQuality('auto'); */
  declare readonly setQuality: (id: string) => Promise<string>;
  declare readonly setAudioMode: (on: boolean) => Promise<boolean>;
  declare readonly requestPictureInPicture: () => Promise<void>;
  declare readonly exitPictureInPicture: () => Promise<void>;
  declare readonly getPictureInPicture: () => Promise<boolean>;
  declare readonly requestFullscreen: () => Promise<void>;
  declare readonly exitFullscreen: () => Promise<void>;
  declare readonly getFullscreen: () => Promise<boolean>;
  declare readonly getTextTracks: () => Promise<TextTrackInfo[]>;
  /** @example await player.enableTextTrack('pt'); // null turns captions off */
  declare readonly enableTextTrack: (language: string | null) => Promise<string | null>;
  declare readonly getChapters: () => Promise<Chapter[]>;
  declare readonly getQuality: () => Promise<QualityChange>;
  declare readonly getEnded: () => Promise<boolean>;
  declare readonly getLoop: () => Promise<boolean>;
  declare readonly setLoop: (loop: boolean) => Promise<boolean>;
  /** @example const { percent, completed } = await player.getProgress(); */
  declare readonly getProgress: () => Promise<ProgressData>;
  /** @example await player.loadVideo(tokenForTheNextLesson); */
  declare readonly loadVideo: (token: string) => Promise<void>;

  /**
   * Calls a widget command. Its timeout starts now, also while it waits for 'ready'; it rejects with a
   * SpherePlayerError on refusal, timeout, a failed handshake or destroy().
   */
  call<K extends CommandName>(method: K, ...args: CommandMap[K]['args']): Promise<CommandMap[K]['result']> {
    if (this.destroyed) return Promise.reject(this.fail('destroyed'));
    const { id, result } = this.pending.start(this.options.timeout ?? 10_000, () =>
      this.fail('timeout', `${method} got no answer.`),
    );
    // Fullscreen and picture-in-picture need the viewer's gesture: a call made in one hands it to the frame.
    const delegate = DELEGATED[method] && navigator.userActivation?.isActive ? DELEGATED[method] : undefined;
    const send = (): void => this.post(message.call(id, method, args), delegate);
    if (this.readyData && delegate) send();
    else
      this.whenReady.then(
        (ready) =>
          ready.methods.includes(method)
            ? send()
            : this.pending.fail(id, this.fail('unsupported', `The player does not support ${method}.`)),
        (error: SpherePlayerError) => this.pending.fail(id, error),
      );
    return result as Promise<CommandMap[K]['result']>;
  }

  /**
   * Listens to an event; returns the function that stops listening. 'ready' replays to late listeners.
   * @example const stop = player.on('timeupdate', ({ currentTime }) => save(currentTime));
   */
  on<E extends EventName>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (data: never) => void);
    this.listeners.set(event, set);
    if (event === 'ready' && this.readyData) {
      const data = this.readyData;
      queueMicrotask(() => set.has(listener as (data: never) => void) && (listener as Listener<'ready'>)(data));
    }
    return () => this.off(event, listener);
  }

  /** Stops a listener; without one, every listener of that event. */
  off<E extends EventName>(event: E, listener?: Listener<E>): void {
    if (listener) this.listeners.get(event)?.delete(listener as (data: never) => void);
    else this.listeners.delete(event);
  }

  /** Listens to the next occurrence of an event only. */
  once<E extends EventName>(event: E, listener: Listener<E>): () => void {
    const stop = this.on(event, (data) => {
      stop();
      listener(data);
    });
    return stop;
  }

  /** Stops listening, rejects `ready()` if still waiting and every pending call, and removes the iframe when `embed` created it. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    removeEventListener('message', this.handleMessage);
    this.element.removeEventListener('load', this.handleLoad);
    this.failReady(this.fail('destroyed'));
    this.pending.rejectAll(() => this.fail('destroyed'));
    this.listeners.clear();
    if (this.element.dataset['spherePlayer'] === 'embed') this.element.remove();
  }

  private fail(code: ErrorCode, text = `Sphere Player: ${code}`): SpherePlayerError {
    return new SpherePlayerError(code, text);
  }

  /**
   * A new handshake: ready() and the calls made from now wait for it, and it fails with 'no-handshake' when
   * no 'ready' comes within `readyTimeout`.
   */
  private handshake(): void {
    this.whenReady = new Promise((resolve, reject) => {
      let settled = false;
      this.settleReady = (outcome) => {
        if (!settled) {
          if (outcome instanceof SpherePlayerError) reject(outcome);
          else resolve(outcome);
        }
        settled = true;
      };
    });
    // Whoever awaits ready() hears a rejection; nobody awaiting it is no unhandled rejection.
    this.whenReady.catch(() => undefined);
    this.arm(() => {
      this.failReady(this.noAnswer());
      this.greetSlowly();
    });
  }

  /**
   * After a failed handshake, a hello every few seconds: a widget that comes up later in the same document (its
   * config came after `readyTimeout`, then the viewer's retry) is heard, as one a frame reload brings.
   */
  private greetSlowly(): void {
    this.hello = setInterval(() => this.post(message.hello(this.id)), SLOW_HELLO_MS);
  }

  private arm(expire: () => void): void {
    clearTimeout(this.deadline);
    this.deadline = setTimeout(expire, this.options.readyTimeout ?? 15_000);
  }

  private noAnswer(): SpherePlayerError {
    return this.fail(
      'no-handshake',
      `Sphere Player: no answer from ${this.origin} within ${(this.options.readyTimeout ?? 15_000) / 1000} s. Check that this page's origin is in the widget's HOST_ORIGINS and that the iframe's URL is the widget's Player URL.`,
    );
  }

  /** Hello now and every 200 ms until the widget answers 'ready' (or the handshake fails). */
  private sayHello(): void {
    clearInterval(this.hello);
    this.post(message.hello(this.id));
    this.hello = setInterval(() => this.post(message.hello(this.id)), 200);
  }

  /**
   * The frame loaded a document. After a handshake it may be a new one (a reload): its 'ready' tells, by its
   * `instance`. After a failed handshake, a new one starts.
   */
  private readonly handleLoad = (): void => {
    if (this.deadline === undefined) {
      if (this.readyData) this.arm(() => this.lost());
      else this.handshake();
    }
    this.sayHello();
  };

  /** The reloaded frame never answered: it holds no widget now, and what it was asked is lost. */
  private lost(): void {
    this.endHandshake();
    this.greetSlowly();
    this.readyData = null;
    this.whenReady = Promise.reject(this.noAnswer());
    this.whenReady.catch(() => undefined);
    this.pending.rejectAll(() => this.reloaded());
  }

  private reloaded(): SpherePlayerError {
    return this.fail('reloaded', 'Sphere Player: the frame reloaded before it answered.');
  }

  /** The handshake is over: ready() settles (once), and the hellos and the deadline stop. */
  private failReady(error: SpherePlayerError): void {
    this.endHandshake();
    this.settleReady(error);
  }

  private endHandshake(): void {
    clearInterval(this.hello);
    clearTimeout(this.deadline);
    this.deadline = undefined;
  }

  private post(data: Message, delegate?: string): void {
    // `delegate` (capability delegation) is not in TypeScript's DOM types yet.
    this.element.contentWindow?.postMessage(data, { targetOrigin: this.origin, ...(delegate ? { delegate } : {}) });
  }

  private readonly handleMessage = (event: MessageEvent): void => {
    // Only the pinned origin, and only from this iframe's window.
    if (event.origin !== this.origin || event.source !== this.element.contentWindow) return;
    const data = parseMessage(event.data);
    if (!data) return;
    if (data.type === 'reply') {
      this.pending.settle(data, (code, text) => this.fail(code, text));
    } else if (data.type === 'call') {
      void this.answer(data.id, data.method);
    } else if (data.type === 'event' && isRecord(data.data)) {
      const ready = data.data as unknown as ReadyData;
      if (data.name === 'ready') {
        const ours = data.sphere === PROTOCOL_VERSION;
        if (ours && !(typeof ready.version === 'number' && Array.isArray(ready.methods) && Array.isArray(ready.events))) return;
        if (!ours || ready.version !== PROTOCOL_VERSION) {
          const error = this.fail(
            'incompatible',
            `Sphere Player: the widget speaks protocol ${String(ready.version)}, this SDK ${PROTOCOL_VERSION}. Use the SDK served beside the widget (/sdk/sphere-player.js).`,
          );
          this.failReady(error);
          this.pending.rejectAll(() => error);
          return;
        }
        const known = this.readyData;
        this.endHandshake();
        // The same document again: a repeated answer, or its own load after it answered.
        if (known && known.instance === ready.instance) return;
        // A new document: every call still waiting went to the old one, which will never answer it.
        if (known) this.pending.rejectAll(() => this.reloaded());
        this.readyData = ready;
        // A handshake that had failed (a widget slower than readyTimeout) is good again.
        this.whenReady = Promise.resolve(ready);
        this.settleReady(ready);
      } else if (data.sphere !== PROTOCOL_VERSION) return;
      if (data.name === 'resize') this.resize((data.data as EventMap['resize']).height);
      this.emit(data.name, data.data);
      // What the viewer already sees when the host said hello late: told once per document, after ready.
      if (data.name === 'ready' && isRecord(ready.error) && typeof ready.error.code === 'string') this.emit('error', ready.error);
    }
  };

  /** Hands an event to its listeners; one that throws is reported and does not stop the others. */
  private emit(name: string, data: unknown): void {
    for (const listener of [...(this.listeners.get(name) ?? [])])
      try {
        listener(data as never);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
  }

  /** Answers the widget's request for a token through the host's `getToken`. */
  private async answer(id: number, method: string): Promise<void> {
    const getToken = this.options.getToken;
    if (method !== 'getToken' || !getToken) {
      this.post(message.reply(id, { ok: false, error: { code: 'unsupported', message: method } }));
      return;
    }
    try {
      this.post(message.reply(id, { ok: true, value: String(await getToken()) }));
    } catch (error) {
      this.post(message.reply(id, { ok: false, error: { code: 'failed', message: String(error) } }));
    }
  }

  private resize(height: unknown): void {
    if (this.options.autoResize === false || typeof height !== 'number' || !Number.isFinite(height)) return;
    const style = this.element.style;
    // 0: no height of its own (video); the iframe keeps its aspect ratio.
    if (height <= 0) {
      style.height = '';
      return;
    }
    style.height = `${Math.min(this.options.maxHeight ?? 2000, Math.max(this.options.minHeight ?? 80, Math.ceil(height)))}px`;
  }
}
