/**
 * Statements of the xAPI Video Profile (https://w3id.org/xapi/video): its verbs, its result and context
 * extensions, the video activity type, and a fresh id and timestamp on each.
 */
import type { Activity, Actor, Context, Statement } from '@xapi/xapi';
import { uuid } from '@/services/uuid';

export { uuid };

export const VIDEO_PROFILE = 'https://w3id.org/xapi/video';
export const VIDEO_ACTIVITY_TYPE = 'https://w3id.org/xapi/video/activity-type/video';

export const VERBS = {
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  played: 'https://w3id.org/xapi/video/verbs/played',
  paused: 'https://w3id.org/xapi/video/verbs/paused',
  seeked: 'https://w3id.org/xapi/video/verbs/seeked',
  interacted: 'http://adlnet.gov/expapi/verbs/interacted',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
} as const;
export type VideoVerb = keyof typeof VERBS;

const ext = (name: string): string => `${VIDEO_PROFILE}/extensions/${name}`;
/** The profile's extensions, by their short names. */
export const EXTENSIONS = {
  sessionId: ext('session-id'),
  length: ext('length'),
  time: ext('time'),
  timeFrom: ext('time-from'),
  timeTo: ext('time-to'),
  playedSegments: ext('played-segments'),
  progress: ext('progress'),
  completionThreshold: ext('completion-threshold'),
  volume: ext('volume'),
  speed: ext('speed'),
  // The profile's concept (its templates' 'cc-enabled' names no concept).
  ccEnabled: ext('cc-subtitle-enabled'),
  ccLanguage: ext('cc-subtitle-lang'),
  quality: ext('quality'),
  fullScreen: ext('full-screen'),
  userAgent: ext('user-agent'),
} as const;

/** Whether the widget plays the item as audio only: an extension of this widget's own, the same everywhere. */
export const AUDIO_MODE_EXTENSION = 'https://sphere-player.dev/xapi/extensions/audio-mode';

/** Who watches what, in which session: the same on every statement of a visit. */
export interface StatementSubject {
  actor: Actor;
  object: Activity;
  sessionId: string;
  /**
   * Whether `sessionId` is already the id of another initialized (cmi5's, in the LMS's LRS): the video's own
   * initialized, heard by the host, then takes an id of its own, so no two statements share one.
   */
  sessionIdTaken?: boolean;
  /** Seconds. */
  length: number;
  /** 0–100. */
  threshold: number;
  /** Extra context a launch adds (cmi5's registration and context template). */
  context?: Context;
}

/** What one statement says beyond the subject. */
export interface StatementFacts {
  /** The statement's id (the initialized statement's is the session-id); a new one by default. */
  id?: string;
  result?: Statement['result'];
  /** Context extensions of this statement (the interacted state). */
  extensions?: Record<string, unknown>;
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/** The profile's played-segments: `start[.]end` pairs joined by `[,]`. */
export const playedSegments = (ranges: readonly (readonly [number, number])[]): string =>
  ranges.map(([start, end]) => `${round(start)}[.]${round(end)}`).join('[,]');

/** A session's length as an ISO 8601 duration, for result.duration. */
export const isoDuration = (ms: number): string => `PT${Math.max(0, Math.round(ms / 10) / 100)}S`;

/** One Video Profile statement. */
export function videoStatement(verb: VideoVerb, subject: StatementSubject, facts: StatementFacts = {}): Statement {
  const launch = subject.context ?? {};
  return {
    id: facts.id ?? uuid(),
    timestamp: new Date().toISOString(),
    actor: subject.actor,
    verb: { id: VERBS[verb], display: { 'en-US': verb } },
    object: subject.object,
    ...(facts.result ? { result: facts.result } : {}),
    context: {
      ...launch,
      contextActivities: {
        ...launch.contextActivities,
        category: [
          ...(launch.contextActivities?.category ?? []),
          { id: VIDEO_PROFILE, definition: { type: 'http://adlnet.gov/expapi/activities/profile' } },
        ],
      },
      extensions: {
        ...launch.extensions,
        [EXTENSIONS.sessionId]: subject.sessionId,
        [EXTENSIONS.length]: round(subject.length),
        [EXTENSIONS.completionThreshold]: round(subject.threshold / 100),
        ...facts.extensions,
      },
    },
  };
}
