/**
 * The message contract between a host page (the SDK) and the Sphere Player widget, imported by both sides.
 * Every message is `{ sphere: PROTOCOL_VERSION, type, … }`; anything else is dropped silently.
 */

export const PROTOCOL_VERSION = 1;
/** This package's version: the SDK sends it in its hello, the widget its own in 'ready' (CHANGELOG.md, compatibility). */
export const SDK_VERSION = '0.2.0';
/** Messages above this size (as JSON) are dropped. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** Commands the host may send, with their arguments and results. */
export interface CommandMap {
  play: { args: []; result: void };
  pause: { args: []; result: void };
  seek: { args: [seconds: number]; result: number };
  getCurrentTime: { args: []; result: number };
  getDuration: { args: []; result: number };
  getPaused: { args: []; result: boolean };
  getVolume: { args: []; result: number };
  setVolume: { args: [volume: number]; result: number };
  getMuted: { args: []; result: boolean };
  setMuted: { args: [muted: boolean]; result: boolean };
  getPlaybackRate: { args: []; result: number };
  setPlaybackRate: { args: [rate: number]; result: number };
  getQualities: { args: []; result: Quality[] };
  setQuality: { args: [id: string]; result: string };
  setAudioMode: { args: [on: boolean]; result: boolean };
  /** Whether the widget plays audio only (a viewer who left audio mode on starts in it). */
  getAudioMode: { args: []; result: boolean };
  requestPictureInPicture: { args: []; result: void };
  exitPictureInPicture: { args: []; result: void };
  getPictureInPicture: { args: []; result: boolean };
  requestFullscreen: { args: []; result: void };
  exitFullscreen: { args: []; result: void };
  getFullscreen: { args: []; result: boolean };
  getTextTracks: { args: []; result: TextTrackInfo[] };
  /** Shows the captions of a language, or none (null); answers the language shown. */
  enableTextTrack: { args: [language: string | null]; result: string | null };
  /** The item's audio renditions (languages, an audio description), the one playing enabled. */
  getAudioTracks: { args: []; result: AudioTrackInfo[] };
  /** Plays the rendition of that label (labels are unique in an item); answers the label playing. */
  enableAudioTrack: { args: [label: string]; result: string };
  getChapters: { args: []; result: Chapter[] };
  getQuality: { args: []; result: QualityChange };
  getEnded: { args: []; result: boolean };
  getLoop: { args: []; result: boolean };
  setLoop: { args: [loop: boolean]; result: boolean };
  /** Plays another item in the same frame; the token is checked as a launch token is. */
  loadVideo: { args: [token: string]; result: void };
  /** What the viewer has really watched (the union of ranges), as `progress` reports it. */
  getProgress: { args: []; result: ProgressData };
}
export type CommandName = keyof CommandMap;

/** Requests the widget makes of the host: its token (USAR_AD). */
export interface HostRequestMap {
  getToken: { args: []; result: string };
}

export interface TextTrackInfo {
  language: string;
  label: string;
  kind: 'captions' | 'subtitles';
  /** Whether it is the one shown. */
  showing: boolean;
}

export interface AudioTrackInfo {
  label: string;
  language: string;
  /** 'main' (the default rendition), 'alternative', or 'main-desc' (an audio description). */
  kind: string;
  /** Whether it is the one playing. */
  enabled: boolean;
}

export interface Chapter {
  startTime: number;
  title: string;
}

export interface Cue {
  startTime: number;
  endTime: number;
  text: string;
}

/**
 * A quality: in `qualitychange`, the rendition playing; from `getQuality`, the one chosen, at once (the one playing
 * while adaptive). `auto` when the player chooses (adaptive), false when the viewer or host chose it.
 */
export interface QualityChange {
  id: string;
  label: string;
  auto: boolean;
}

/**
 * Learning progress: the union of the watched ranges (this visit's and the saved ones), so a seek never
 * adds to it; `percent` is watchedSeconds over the duration, `buffered` how much is buffered ahead.
 */
export interface ProgressData {
  watchedSeconds: number;
  duration: number;
  /** Watched, 0–100. */
  percent: number;
  ranges: [start: number, end: number][];
  /** The completion threshold in force, 0–100 (default 90). */
  threshold: number;
  /** Whether percent reached the threshold. */
  completed: boolean;
  /** Buffered, as a percent of the duration. */
  buffered: number;
}

/**
 * Why the widget cannot play: sent as an `error` event (and answered to calls that waited for the player). One
 * exception: 'token-expired' also comes while a video plays on, when the session expired and nothing could renew
 * it (progress is no longer saved; the viewer is told).
 */
export type LoadErrorCode =
  | 'config'
  | 'token-missing'
  | 'token-expired'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'network'
  | 'playback'
  | 'incompatible';

export interface Quality {
  /** 'auto' or the rendition's id. */
  id: string;
  label: string;
  selected: boolean;
}

/** Events the widget sends, with their data. */
export interface EventMap {
  ready: ReadyData;
  play: TimeData;
  pause: TimeData;
  ended: TimeData;
  /** At most 4 per second; `percent` of the duration (0 on a live stream). */
  timeupdate: TimeData & { percent: number };
  seeking: TimeData;
  seeked: TimeData;
  loadedmetadata: { duration: number };
  durationchange: { duration: number };
  bufferstart: TimeData;
  bufferend: TimeData;
  /** What was watched (and how much is buffered): at most once a second while playing, and on pause, seek and end. */
  progress: ProgressData;
  /** The watched ranges reached the threshold: once per item and viewer, not again on replay. */
  completed: { percent: number };
  /** An xAPI Video Profile statement the widget formed (docs/lms.md). */
  xapi: { statement: Record<string, unknown> };
  texttrackchange: { language: string | null; label: string | null };
  /** Another audio rendition plays (the viewer's choice in the menu, the host's, or the remembered one). */
  audiotrackchange: Omit<AudioTrackInfo, 'enabled'>;
  /** The active cues of the captions shown. */
  cuechange: { cues: Cue[] };
  chapterchange: Chapter & { index: number };
  fullscreenchange: { fullscreen: boolean };
  enterpictureinpicture: Record<string, never>;
  leavepictureinpicture: Record<string, never>;
  /** Every rendition switch, adaptive ones included. */
  qualitychange: QualityChange;
  ratechange: { playbackRate: number };
  volumechange: { volume: number; muted: boolean };
  resolutionchanged: { id: string; label: string };
  audiomodechange: { audioMode: boolean };
  autoplayblocked: { muted: boolean };
  error: { code: LoadErrorCode; message: string; status?: number };
  /**
   * The file the viewer downloaded, for the host to log or offer again (host-sdk/README.md). `saved: false`
   * (widgets since SDK 0.3.0): the widget could not save it (its frame is sandboxed), and `file` holds the
   * verified bytes for the host page to save as `name`.
   */
  download: { method: 'download'; url: string; name: string; token: string; id: string; saved?: boolean; file?: Blob };
  /** The widget's content height in CSS pixels. */
  resize: { height: number };
  like: { curtir: 'S' | 'N' | null };
}
export type EventName = keyof EventMap;

export interface TimeData {
  currentTime: number;
  duration: number;
}

export interface ReadyData {
  /** The widget's protocol version. */
  version: number;
  /** The widget's version. */
  widget?: string;
  /** A random id of the widget's document (widgets since SDK 0.3.0): a reloaded frame answers with a new one. */
  instance?: string;
  methods: CommandName[];
  events: EventName[];
  /**
   * The load failure the viewer already sees when the host says hello (widgets since SDK 0.3.0); the SDK
   * hands it to `error` listeners right after `ready`.
   */
  error?: EventMap['error'];
}

export type ErrorCode =
  | 'unsupported'
  | 'invalid-args'
  | 'failed'
  | 'timeout'
  | 'not-ready'
  | 'destroyed'
  /** The frame loaded another document before answering the call (SDK 0.3.0). */
  | 'reloaded'
  | 'rate-limited'
  /** No 'ready' from the frame before the deadline. */
  | 'no-handshake'
  /** The widget speaks another protocol version. */
  | 'incompatible';

/** Every command, once: a Record over the map's keys, so a command added to CommandMap must be listed here. */
const commandSet: Record<CommandName, true> = {
  play: true,
  pause: true,
  seek: true,
  getCurrentTime: true,
  getDuration: true,
  getPaused: true,
  getVolume: true,
  setVolume: true,
  getMuted: true,
  setMuted: true,
  getPlaybackRate: true,
  setPlaybackRate: true,
  getQualities: true,
  setQuality: true,
  setAudioMode: true,
  getAudioMode: true,
  requestPictureInPicture: true,
  exitPictureInPicture: true,
  getPictureInPicture: true,
  requestFullscreen: true,
  exitFullscreen: true,
  getFullscreen: true,
  getTextTracks: true,
  enableTextTrack: true,
  getAudioTracks: true,
  enableAudioTrack: true,
  getChapters: true,
  getQuality: true,
  getEnded: true,
  getLoop: true,
  setLoop: true,
  loadVideo: true,
  getProgress: true,
};
/** Every event, once, checked against EventMap the same way. */
const eventSet: Record<EventName, true> = {
  ready: true,
  play: true,
  pause: true,
  ended: true,
  timeupdate: true,
  seeked: true,
  ratechange: true,
  volumechange: true,
  resolutionchanged: true,
  audiomodechange: true,
  autoplayblocked: true,
  error: true,
  download: true,
  resize: true,
  like: true,
  seeking: true,
  loadedmetadata: true,
  durationchange: true,
  bufferstart: true,
  bufferend: true,
  progress: true,
  texttrackchange: true,
  audiotrackchange: true,
  cuechange: true,
  chapterchange: true,
  fullscreenchange: true,
  enterpictureinpicture: true,
  leavepictureinpicture: true,
  qualitychange: true,
  completed: true,
  xapi: true,
};
export const COMMANDS = /* @__PURE__ */ Object.keys(commandSet) as readonly CommandName[];
export const EVENTS = /* @__PURE__ */ Object.keys(eventSet) as readonly EventName[];
