/**
 * The reference LRS's memory: cmi5 launches (a one-use fetch URL each, its auth token, the launch data in
 * the state API), state documents keyed by the agent's identity, and the statements it accepted, in the
 * order they were stored, by id and by registration, within bounds.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Cmi5Launches, MAX_LAUNCHES, type Cmi5Launch } from './lrs-launches.ts';

export type { Cmi5Launch } from './lrs-launches.ts';

export interface Cmi5LaunchRequest {
  actor: Record<string, unknown>;
  activityId: string;
  moveOn?: 'Completed' | 'Passed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
  launchMode?: 'Normal' | 'Browse' | 'Review';
  /** An existing registration (a relaunch); a new one when absent. */
  registration?: string;
  /** Where the AU sends the learner back when they exit (LMS.LaunchData's returnURL); none when absent. */
  returnURL?: string;
  /** How the LMS launches the AU (LMS.LaunchData's launchMethod); cmi5's default, AnyWindow, when absent. */
  launchMethod?: 'OwnWindow' | 'AnyWindow';
  /** The learner's cmi5LearnerPreferences agent profile, as the LMS keeps it for every AU (replaced when given). */
  learnerPreferences?: { languagePreference?: string; audioPreference?: 'on' | 'off' };
}

export interface StoredStatement {
  id: string;
  stored: string;
  [field: string]: unknown;
}

export const LAUNCH_DATA_STATE = 'LMS.LaunchData';
export const LEARNER_PREFERENCES = 'cmi5LearnerPreferences';

/** An agent profile's key: the profile id and the agent's identity. */
export const profileKey = (profileId: string, agent: unknown): string => JSON.stringify([profileId, agentIdentity(agent)]);
/** State documents one registration's learner keeps for an activity, the launch data included (the widget writes one). */
export const MAX_STATES_PER_LAUNCH = 16;
/** The AUs' state documents the LRS keeps in all (they live in memory): past it, it takes no new one. */
export const MAX_STATE_DOCUMENTS = 50_000;
/** What keeping a state document came to (putState). */
export type StateOutcome = 'kept' | 'launch-full' | 'full';
/** Statements one registration keeps: a session's outbox holds at most 500 (src/services/statement-outbox.ts). */
export const MAX_STATEMENTS_PER_REGISTRATION = 2_000;
/** Statements the LRS keeps in all (they live in memory): past it, it takes no new one. */
export const MAX_STATEMENTS = 20_000;
/**
 * The last statements of a registration's share, kept for cmi5 defined ones (CMI5_DEFINED_VERBS): a learner whose
 * video statements filled the rest can still be completed, passed or failed, and terminated (about ten more sessions of
 * initialized and terminated). The verbs alone are matched; the widget's own list (statement-outbox.ts) also asks for
 * the cmi5 category.
 */
export const CMI5_RESERVED = 20;

export interface StatementLimits {
  perRegistration: number;
  total: number;
  /** Of `perRegistration`, the last ones only cmi5 defined statements may take. */
  reserved: number;
  /** The AUs' state documents it keeps in all (MAX_STATE_DOCUMENTS when not said). */
  stateDocuments?: number;
}

/**
 * What keeping a batch came to: every id (new ones stored, resent identical ones already held), or the reason
 * none was stored: an id twice in the batch, an id held for another statement, a full registration or LRS.
 */
export type KeepOutcome =
  | { outcome: 'kept'; ids: string[] }
  | { outcome: 'repeated' | 'conflict'; id: string }
  | { outcome: 'registration-full' | 'full' };

/**
 * An agent's identity, its inverse functional identifier (mbox, mbox_sha1sum, openid or account), as one
 * string; null for anything that has none. Two forms of one learner (fields in another order, another
 * `name`) are the same agent.
 */
export function agentIdentity(agent: unknown): string | null {
  if (typeof agent !== 'object' || agent === null || Array.isArray(agent)) return null;
  const { mbox, mbox_sha1sum, openid, account } = agent as Record<string, unknown>;
  if (typeof mbox === 'string') return JSON.stringify(['mbox', mbox]);
  if (typeof mbox_sha1sum === 'string') return JSON.stringify(['mbox_sha1sum', mbox_sha1sum]);
  if (typeof openid === 'string') return JSON.stringify(['openid', openid]);
  const { homePage, name } = (account ?? {}) as Record<string, unknown>;
  return typeof homePage === 'string' && typeof name === 'string' ? JSON.stringify(['account', homePage, name]) : null;
}

/** The agent of a state request's `agent` parameter (JSON), or null when it is not one. */
export function parseAgent(agent: string): unknown {
  try {
    return JSON.parse(agent) as unknown;
  } catch {
    return null;
  }
}

/** A state document's key: the state id, the activity, the agent's identity, the registration. */
export const stateKey = (stateId: string, activityId: string, agent: unknown, registration: string): string =>
  JSON.stringify([stateId, activityId, agentIdentity(agent), registration]);

/** A statement's registration (`context.registration`); '' for none. */
const registrationOf = (statement: Record<string, unknown>): string => {
  const registration = (statement['context'] as { registration?: unknown } | undefined)?.registration;
  return typeof registration === 'string' ? registration : '';
};

/** The verb of cmi5's terminated statement: the session's last. */
export const TERMINATED = 'http://adlnet.gov/expapi/verbs/terminated';
/**
 * The verbs of an AU's cmi5 defined statements, as the widget sends them (src/services/statement-outbox.ts). The
 * LMS's own (launched, abandoned, waived, satisfied) are not the AU's to send, and this LRS writes none.
 */
export const CMI5_DEFINED_VERBS: ReadonlySet<unknown> = new Set(
  ['initialized', 'completed', 'passed', 'failed', 'terminated'].map((verb) => `http://adlnet.gov/expapi/verbs/${verb}`),
);

/** A statement's verb id; undefined for none. */
export const verbOf = (statement: unknown): unknown => (statement as { verb?: { id?: unknown } } | null)?.verb?.id;

/** A statement id as the LRS looks it up: a UUID, whose case says nothing. */
const idKey = (id: string): string => id.toLowerCase();

/** A JSON value with its objects' members in one order, so that their order says nothing. */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, ordered(object[key])]),
  );
}

/**
 * Whether a statement received is the one held under its id (xAPI's statement comparison): what this LRS sets
 * (`stored`) and the id's case are left out, the members' order says nothing, and a timestamp is compared as
 * the instant it names, not as it is written.
 */
export function sameStatement(held: Record<string, unknown>, received: Record<string, unknown>): boolean {
  const content = ({ id: _id, stored: _stored, timestamp, ...rest }: Record<string, unknown>) =>
    JSON.stringify(ordered({ ...rest, timestamp: typeof timestamp === 'string' ? Date.parse(timestamp) : timestamp }));
  return content(held) === content(received);
}

export class LrsStore {
  readonly launches: Cmi5Launches;
  readonly states = new Map<string, string>();
  /** Agent profiles (cmi5LearnerPreferences): by profile id and the agent's identity. */
  readonly profiles = new Map<string, string>();
  /** The state ids kept per registration, learner and activity (`stateKey` without a state id). */
  private readonly stateIds = new Map<string, Set<string>>();
  /** The statements it accepted, by id (idKey), in the order they were stored. */
  private readonly byId = new Map<string, StoredStatement>();
  /** The same statements, by registration. */
  private readonly byRegistration = new Map<string, StoredStatement[]>();
  /** How many AU state documents it keeps (the LMS's launch data apart). */
  private auDocuments = 0;
  /** How many statements the LRS refused (invalid), for tests. */
  refused = 0;

  constructor(
    readonly limits: StatementLimits = {
      perRegistration: MAX_STATEMENTS_PER_REGISTRATION,
      total: MAX_STATEMENTS,
      reserved: CMI5_RESERVED,
      stateDocuments: MAX_STATE_DOCUMENTS,
    },
    launchCap = MAX_LAUNCHES,
  ) {
    this.launches = new Cmi5Launches(launchCap);
  }

  /** Every statement it holds, in the order they were stored. */
  get statements(): StoredStatement[] {
    return [...this.byId.values()];
  }

  /**
   * Registers a launch: its fetch id, auth token and launch data (the cmi5 context template); null, keeping
   * nothing, when the LRS holds as many launches as it may and none can go (Cmi5Launches.add).
   */
  launch(request: Cmi5LaunchRequest): Cmi5Launch | null {
    const registration = request.registration ?? randomUUID();
    const launch: Cmi5Launch = {
      registration,
      actor: request.actor,
      activityId: request.activityId,
      authToken: Buffer.from(`cmi5:${randomBytes(18).toString('base64url')}`).toString('base64'),
      fetchId: this.launches.fetchIds.issue(),
      fetched: false,
      createdAt: Date.now(),
    };
    if (!this.launches.add(launch)) return null;
    const launchData = {
      contextTemplate: {
        contextActivities: { grouping: [{ id: `${request.activityId}#publisher` }] },
        extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': randomUUID() },
      },
      launchMode: request.launchMode ?? 'Normal',
      launchMethod: request.launchMethod ?? 'AnyWindow',
      moveOn: request.moveOn ?? 'Completed',
      ...(request.returnURL === undefined ? {} : { returnURL: request.returnURL }),
    };
    this.putState(LAUNCH_DATA_STATE, request.activityId, request.actor, registration, JSON.stringify(launchData));
    if (request.learnerPreferences)
      this.profiles.set(profileKey(LEARNER_PREFERENCES, request.actor), JSON.stringify(request.learnerPreferences));
    return launch;
  }

  /**
   * Keeps a state document: 'launch-full', keeping nothing, when it would be a new one past MAX_STATES_PER_LAUNCH
   * for its registration, learner and activity (a document replaced is not a new one), 'full' when it would be a
   * new AU document past MAX_STATE_DOCUMENTS in all (they live in memory; the LMS's launch data is bounded by the
   * launches' own bound).
   */
  putState(stateId: string, activityId: string, agent: unknown, registration: string, document: string): StateOutcome {
    const scope = stateKey('', activityId, agent, registration);
    const ids = this.stateIds.get(scope) ?? new Set<string>();
    const key = stateKey(stateId, activityId, agent, registration);
    if (!ids.has(stateId) && ids.size >= MAX_STATES_PER_LAUNCH) return 'launch-full';
    if (
      stateId !== LAUNCH_DATA_STATE &&
      !this.states.has(key) &&
      this.auDocuments >= (this.limits.stateDocuments ?? MAX_STATE_DOCUMENTS)
    )
      return 'full';
    if (stateId !== LAUNCH_DATA_STATE && !this.states.has(key)) this.auDocuments += 1;
    this.stateIds.set(scope, ids.add(stateId));
    this.states.set(key, document);
    return 'kept';
  }

  /**
   * Keeps a batch, all of it or none, and answers its ids. A statement whose id it holds is not stored again:
   * the same statement (a resend after a lost answer) is taken as it is, another one is a conflict. An id twice
   * in the batch, or new statements past a registration's share or the LRS's bound, keep nothing either; the
   * share's last `limits.reserved` take cmi5 defined statements only.
   */
  keep(batch: Record<string, unknown>[]): KeepOutcome {
    const received = batch.map((statement) => ({
      ...statement,
      id: typeof statement['id'] === 'string' ? statement['id'] : randomUUID(),
    }));
    const seen = new Set<string>();
    const fresh: typeof received = [];
    for (const statement of received) {
      const key = idKey(statement.id);
      if (seen.has(key)) return { outcome: 'repeated', id: statement.id };
      seen.add(key);
      const held = this.byId.get(key);
      if (!held) fresh.push(statement);
      else if (!sameStatement(held, statement)) return { outcome: 'conflict', id: statement.id };
    }
    const added = new Map<string, { all: number; others: number }>();
    for (const statement of fresh) {
      const count = added.get(registrationOf(statement)) ?? { all: 0, others: 0 };
      count.all += 1;
      if (!CMI5_DEFINED_VERBS.has(verbOf(statement))) count.others += 1;
      added.set(registrationOf(statement), count);
    }
    const { perRegistration, reserved } = this.limits;
    for (const [registration, { all, others }] of added) {
      const held = this.byRegistration.get(registration)?.length ?? 0;
      if (held + all > perRegistration || (others > 0 && held + others > perRegistration - reserved))
        return { outcome: 'registration-full' };
    }
    if (this.byId.size + fresh.length > this.limits.total) return { outcome: 'full' };
    const stored = new Date().toISOString();
    for (const statement of fresh) {
      const kept: StoredStatement = { ...statement, stored };
      this.byId.set(idKey(statement.id), kept);
      const registration = registrationOf(statement);
      const ofRegistration = this.byRegistration.get(registration) ?? [];
      ofRegistration.push(kept);
      this.byRegistration.set(registration, ofRegistration);
    }
    return { outcome: 'kept', ids: received.map((statement) => statement.id) };
  }

  /** The statements of one registration (`context.registration`), or all of them, in the order they were stored. */
  statementsOf(registration?: string): StoredStatement[] {
    if (!registration) return this.statements;
    return [...(this.byRegistration.get(registration) ?? [])];
  }

  /** The launch an auth token belongs to (its `Authorization: Basic` value). */
  byAuth(header: string | undefined): Cmi5Launch | null {
    const token = header?.replace(/^Basic\s+/i, '').trim();
    return token ? this.launches.byAuthToken(token) : null;
  }
}
