/** The Sphere Player host SDK: embed the widget and drive it from the host page. */
export { embed, type EmbedOptions } from './embed.js';
export { Player } from './player.js';
export { SpherePlayerError } from './sphere-player-error.js';
export type { PlayerOptions } from './player-options.js';
export {
  PROTOCOL_VERSION,
  SDK_VERSION,
  type AudioTrackInfo,
  type Chapter,
  type CommandMap,
  type Cue,
  type LoadErrorCode,
  type QualityChange,
  type TextTrackInfo,
  type CommandName,
  type ErrorCode,
  type EventMap,
  type EventName,
  type ProgressData,
  type Quality,
  type ReadyData,
} from './protocol.js';
