/**
 * The reference LRS's memory: cmi5 launches (a one-use fetch URL each, its auth token, the launch data in
 * the state API), state documents, and the statements it accepted, in the order they were stored.
 */
import { randomBytes, randomUUID } from 'node:crypto';

export interface Cmi5LaunchRequest {
  actor: Record<string, unknown>;
  activityId: string;
  moveOn?: 'Completed' | 'Passed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
  launchMode?: 'Normal' | 'Browse' | 'Review';
  /** An existing registration (a relaunch); a new one when absent. */
  registration?: string;
}

export interface Cmi5Launch {
  registration: string;
  actor: Record<string, unknown>;
  activityId: string;
  authToken: string;
  fetchId: string;
  fetched: boolean;
}

export interface StoredStatement {
  id: string;
  stored: string;
  [field: string]: unknown;
}

export const LAUNCH_DATA_STATE = 'LMS.LaunchData';

/** A state document's key: the state id, the activity, the agent (as JSON), the registration. */
export const stateKey = (stateId: string, activityId: string, agent: string, registration: string): string =>
  JSON.stringify([stateId, activityId, canonicalAgent(agent), registration]);

/** The agent JSON in a stable form (the LMS and the AU may order its fields differently). */
function canonicalAgent(agent: string): string {
  try {
    const value = JSON.parse(agent) as Record<string, unknown>;
    return JSON.stringify(
      Object.keys(value)
        .sort()
        .map((key) => [key, value[key]]),
    );
  } catch {
    return agent;
  }
}

export class LrsStore {
  readonly launches = new Map<string, Cmi5Launch>();
  readonly states = new Map<string, string>();
  readonly statements: StoredStatement[] = [];
  /** How many statements the LRS refused (invalid), for tests. */
  refused = 0;

  /** Registers a launch: its fetch id, auth token and launch data (the cmi5 context template). */
  launch(request: Cmi5LaunchRequest): Cmi5Launch {
    const registration = request.registration ?? randomUUID();
    const launch: Cmi5Launch = {
      registration,
      actor: request.actor,
      activityId: request.activityId,
      authToken: Buffer.from(`cmi5:${randomBytes(18).toString('base64url')}`).toString('base64'),
      fetchId: randomBytes(18).toString('base64url'),
      fetched: false,
    };
    this.launches.set(launch.fetchId, launch);
    const launchData = {
      contextTemplate: {
        contextActivities: { grouping: [{ id: `${request.activityId}#publisher` }] },
        extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': randomUUID() },
      },
      launchMode: request.launchMode ?? 'Normal',
      moveOn: request.moveOn ?? 'Completed',
    };
    this.states.set(
      stateKey(LAUNCH_DATA_STATE, request.activityId, JSON.stringify(request.actor), registration),
      JSON.stringify(launchData),
    );
    return launch;
  }

  /** The launch an auth token belongs to (its `Authorization: Basic` value). */
  byAuth(header: string | undefined): Cmi5Launch | null {
    const token = header?.replace(/^Basic\s+/i, '').trim();
    if (!token) return null;
    for (const launch of this.launches.values()) if (launch.authToken === token && launch.fetched) return launch;
    return null;
  }
}
