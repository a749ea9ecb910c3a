/** `SpherePlayer.Player`: drives a Sphere Player iframe from the host page over postMessage. */
import {
  message,
  parseMessage,
  type CommandMap,
  type CommandName,
  type ErrorCode,
  type EventMap,
  type EventName,
  type Message,
  type Quality,
  type ReadyData,
} from './protocol.js';
import { PendingCalls } from './pending-calls.js';

export interface PlayerOptions {
  /** Answers the widget's token requests (USAR_AD): called at start and before the token expires. */
  getToken?: () => Promise<string>;
  /** Resize the iframe to the widget's content height (audio bar, panels). Default true. */
  autoResize?: boolean;
  /** Bounds for automatic resizing, in CSS pixels. Defaults 80 and 2000. */
  minHeight?: number;
  maxHeight?: number;
  /** How long a call may wait for its reply, in ms. Default 10000. */
  timeout?: number;
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

/** Whether the frame still shows its initial same-origin blank page (a cross-origin document is unreadable). */
function hasBlankDocument(iframe: HTMLIFrameElement): boolean {
  try {
    return iframe.contentDocument !== null;
  } catch {
    return false;
  }
}

type Listener<E extends EventName> = (data: EventMap[E]) => void;

export class Player {
  /** The iframe this player drives. */
  readonly element: HTMLIFrameElement;
  private readonly origin: string;
  private readonly options: PlayerOptions;
  private readonly pending = new PendingCalls();
  private readonly listeners = new Map<string, Set<(data: never) => void>>();
  private readyData: ReadyData | null = null;
  private readonly whenReady: Promise<ReadyData>;
  private markReady!: (data: ReadyData) => void;
  private destroyed = false;
  private hello: ReturnType<typeof setInterval> | undefined;

  /**
   * Drives an existing iframe whose `src` is the widget's Player URL.
   * @example const player = new SpherePlayer.Player(document.querySelector('iframe'));
   */
  constructor(iframe: HTMLIFrameElement, options: PlayerOptions = {}) {
    this.element = iframe;
    this.options = options;
    // The only origin this player talks to: the iframe's own, from its src.
    this.origin = new URL(iframe.src, location.href).origin;
    this.whenReady = new Promise((resolve) => (this.markReady = resolve));
    addEventListener('message', this.handleMessage);
    // The widget may not be listening yet: say hello until it answers 'ready'. While the frame still holds
    // its initial same-origin blank page, its document is readable: wait for the widget's load then.
    const sayHello = (): void => {
      clearInterval(this.hello);
      this.post(message.hello());
      this.hello = setInterval(() => this.post(message.hello()), 200);
    };
    iframe.addEventListener('load', sayHello);
    if (!hasBlankDocument(iframe)) sayHello();
  }

  /** Resolves with the protocol version and what the widget supports once it is ready. */
  ready(): Promise<ReadyData> {
    return this.destroyed ? Promise.reject(this.fail('destroyed')) : this.whenReady;
  }

  play = (): Promise<void> => this.call('play');
  pause = (): Promise<void> => this.call('pause');
  /** @example await player.seek(42); */
  seek = (seconds: number): Promise<number> => this.call('seek', seconds);
  getCurrentTime = (): Promise<number> => this.call('getCurrentTime');
  getDuration = (): Promise<number> => this.call('getDuration');
  getPaused = (): Promise<boolean> => this.call('getPaused');
  getVolume = (): Promise<number> => this.call('getVolume');
  setVolume = (volume: number): Promise<number> => this.call('setVolume', volume);
  getMuted = (): Promise<boolean> => this.call('getMuted');
  setMuted = (muted: boolean): Promise<boolean> => this.call('setMuted', muted);
  getPlaybackRate = (): Promise<number> => this.call('getPlaybackRate');
  setPlaybackRate = (rate: number): Promise<number> => this.call('setPlaybackRate', rate);
  getQualities = (): Promise<Quality[]> => this.call('getQualities');
  /** @example await player.setQuality('auto'); */
  setQuality = (id: string): Promise<string> => this.call('setQuality', id);
  setAudioMode = (on: boolean): Promise<boolean> => this.call('setAudioMode', on);
  requestPictureInPicture = (): Promise<void> => this.call('requestPictureInPicture');

  /**
   * Calls a widget command; waits for 'ready' first, rejects with a SpherePlayerError on refusal or timeout.
   */
  async call<K extends CommandName>(method: K, ...args: CommandMap[K]['args']): Promise<CommandMap[K]['result']> {
    const ready = await this.ready();
    if (!ready.methods.includes(method)) throw this.fail('unsupported', `The player does not support ${method}.`);
    if (this.destroyed) throw this.fail('destroyed');
    const { id, result } = this.pending.start(this.options.timeout ?? 10_000, () =>
      this.fail('timeout', `${method} got no answer.`),
    );
    this.post(message.call(id, method, args));
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

  off<E extends EventName>(event: E, listener: Listener<E>): void {
    this.listeners.get(event)?.delete(listener as (data: never) => void);
  }

  /** Listens to the next occurrence of an event only. */
  once<E extends EventName>(event: E, listener: Listener<E>): () => void {
    const stop = this.on(event, (data) => {
      stop();
      listener(data);
    });
    return stop;
  }

  /** Stops listening, rejects pending calls, and removes the iframe when `embed` created it. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    clearInterval(this.hello);
    removeEventListener('message', this.handleMessage);
    this.pending.rejectAll(() => this.fail('destroyed'));
    this.listeners.clear();
    if (this.element.dataset['spherePlayer'] === 'embed') this.element.remove();
  }

  private fail(code: ErrorCode, text = `Sphere Player: ${code}`): SpherePlayerError {
    return new SpherePlayerError(code, text);
  }

  private post(data: Message): void {
    this.element.contentWindow?.postMessage(data, this.origin);
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
    } else if (data.type === 'event') {
      if (data.name === 'ready') {
        clearInterval(this.hello);
        if (this.readyData) return;
        this.readyData = data.data as ReadyData;
        this.markReady(this.readyData);
      }
      if (data.name === 'resize') this.resize((data.data as EventMap['resize']).height);
      for (const listener of this.listeners.get(data.name) ?? []) listener(data.data as never);
    }
  };

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
