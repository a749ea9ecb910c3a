/** `SpherePlayer.Player`: drives a Sphere Player iframe from the host page over postMessage. */
import { emitEvent, type EventListeners, type Listener } from './event-listeners.js';
import { findIframe } from './find-iframe.js';
import { frameChannel, type FrameChannel } from './frame-channel.js';
import { resizeFrame } from './frame-resize.js';
import { handshake, type Handshake } from './handshake.js';
import { isRecord, message, parseMessage } from './messages.js';
import { PendingCalls } from './pending-calls.js';
import type { PlayerOptions } from './player-options.js';
import {
  COMMANDS,
  PROTOCOL_VERSION,
  type AudioTrackInfo,
  type Chapter,
  type CommandMap,
  type CommandName,
  type EventMap,
  type EventName,
  type ProgressData,
  type Quality,
  type QualityChange,
  type ReadyData,
  type TextTrackInfo,
} from './protocol.js';
import { playerError, type SpherePlayerError } from './sphere-player-error.js';
import { answerTokenRequest } from './token-requests.js';

/** Calls that need the viewer's gesture in the frame, and the capability each delegates to it. */
const DELEGATED: Partial<Record<CommandName, string>> = { requestFullscreen: 'fullscreen' };

export class Player {
  /** The iframe this player drives. */
  readonly element: HTMLIFrameElement;
  private readonly options: PlayerOptions;
  private readonly channel: FrameChannel;
  private readonly pending = new PendingCalls();
  private readonly handshake: Handshake;
  private readonly listeners: EventListeners = new Map();
  private destroyed = false;

  /**
   * Drives an existing iframe whose `src` is the widget's Player URL: the iframe itself, an element that
   * contains one, its id, or a CSS selector.
   * @example const player = new SpherePlayer.Player('#lesson iframe');
   */
  constructor(target: HTMLIFrameElement | HTMLElement | string, options: PlayerOptions = {}) {
    const iframe = findIframe(target);
    this.element = iframe;
    this.options = options;
    this.channel = frameChannel(iframe);
    // Every command as a method of its own name (typed by the declarations below).
    for (const method of COMMANDS)
      (this as unknown as Record<string, unknown>)[method] = (...args: CommandMap[typeof method]['args']) =>
        this.call(method, ...args);
    // Says hello now: the widget may already be up (a frame loaded before this player was made). A hello to a
    // document that is not the widget's is dropped by the browser (the target origin) or ignored.
    this.handshake = handshake(this.channel, this.pending, options);
    addEventListener('message', this.handleMessage);
    iframe.addEventListener('load', this.handshake.load);
  }

  /**
   * Resolves with the protocol version and what the widget supports once it is ready; rejects with
   * 'no-handshake' after the deadline, 'incompatible' for another protocol version, 'destroyed' after destroy().
   * After the frame reloads, it answers with the new document's handshake once that one is ready ('ready' is
   * heard again), and with 'no-handshake' when that never comes.
   */
  ready(): Promise<ReadyData> {
    return this.destroyed ? Promise.reject(playerError('destroyed')) : this.handshake.whenReady;
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
  /** @example if (await player.getAudioMode()) showAudioLayout(); */
  declare readonly getAudioMode: () => Promise<boolean>;
  declare readonly requestPictureInPicture: () => Promise<void>;
  declare readonly exitPictureInPicture: () => Promise<void>;
  declare readonly getPictureInPicture: () => Promise<boolean>;
  declare readonly requestFullscreen: () => Promise<void>;
  declare readonly exitFullscreen: () => Promise<void>;
  declare readonly getFullscreen: () => Promise<boolean>;
  declare readonly getTextTracks: () => Promise<TextTrackInfo[]>;
  /** @example await player.enableTextTrack('pt'); // null turns captions off */
  declare readonly enableTextTrack: (language: string | null) => Promise<string | null>;
  declare readonly getAudioTracks: () => Promise<AudioTrackInfo[]>;
  /** @example await player.enableAudioTrack('English'); */
  declare readonly enableAudioTrack: (label: string) => Promise<string>;
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
    if (this.destroyed) return Promise.reject(playerError('destroyed'));
    const { id, result } = this.pending.start(this.options.timeout ?? 10_000, () =>
      playerError('timeout', `${method} got no answer.`),
    );
    // Fullscreen and picture-in-picture need the viewer's gesture: a call made in one hands it to the frame.
    const delegate = DELEGATED[method] && navigator.userActivation?.isActive ? DELEGATED[method] : undefined;
    const send = (): void => this.channel.post(message.call(id, method, args), delegate);
    if (this.handshake.data && delegate) send();
    else
      this.handshake.whenReady.then(
        (ready) =>
          ready.methods.includes(method)
            ? send()
            : this.pending.fail(id, playerError('unsupported', `The player does not support ${method}.`)),
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
    const data = event === 'ready' && this.handshake.data;
    if (data) queueMicrotask(() => set.has(listener as (data: never) => void) && (listener as Listener<'ready'>)(data));
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
    this.element.removeEventListener('load', this.handshake.load);
    this.handshake.fail(playerError('destroyed'));
    this.pending.rejectAll(() => playerError('destroyed'));
    this.listeners.clear();
    if (this.element.dataset['spherePlayer'] === 'embed') this.element.remove();
  }

  private readonly handleMessage = (event: MessageEvent): void => {
    // Only the pinned origin, and only from this iframe's window.
    if (event.origin !== this.channel.origin || event.source !== this.element.contentWindow) return;
    const data = parseMessage(event.data);
    if (!data) return;
    if (data.type === 'reply') {
      this.pending.settle(data, playerError);
    } else if (data.type === 'call') {
      void answerTokenRequest(this.channel.post, this.options.getToken, data.id, data.method);
    } else if (data.type === 'event' && isRecord(data.data)) {
      const ready = data.data as unknown as ReadyData;
      // A 'ready' goes on once the handshake takes it; any other event, in this protocol's version only.
      if (data.name === 'ready' ? !this.handshake.hear(data.sphere, ready) : data.sphere !== PROTOCOL_VERSION) return;
      if (data.name === 'resize') resizeFrame(this.element, this.options, (data.data as EventMap['resize']).height);
      emitEvent(this.listeners, data.name, data.data);
      // What the viewer already sees when the host said hello late: told once per document, after ready.
      if (data.name === 'ready' && isRecord(ready.error) && typeof ready.error.code === 'string')
        emitEvent(this.listeners, 'error', ready.error);
    }
  };
}
