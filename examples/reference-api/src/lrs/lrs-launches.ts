/**
 * The reference LRS's cmi5 launches: each by its one-use fetch id (the fetch URL) and by its auth token (every
 * request of the AU), so finding a request's launch is one look-up, however many launches there are.
 */

export interface Cmi5Launch {
  registration: string;
  actor: Record<string, unknown>;
  activityId: string;
  authToken: string;
  fetchId: string;
  fetched: boolean;
}

export class Cmi5Launches {
  private readonly byFetchId = new Map<string, Cmi5Launch>();
  private readonly byToken = new Map<string, Cmi5Launch>();

  /** How many launches it holds. */
  get size(): number {
    return this.byFetchId.size;
  }

  /** Holds a new launch. */
  add(launch: Cmi5Launch): void {
    this.byFetchId.set(launch.fetchId, launch);
    this.byToken.set(launch.authToken, launch);
  }

  /** The launch of a fetch id (its fetch URL's last segment). */
  get(fetchId: string): Cmi5Launch | undefined {
    return this.byFetchId.get(fetchId);
  }

  /** The launch an auth token belongs to, once its fetch URL gave the token out; null for any other. */
  byAuthToken(token: string): Cmi5Launch | null {
    const launch = this.byToken.get(token);
    return launch?.fetched ? launch : null;
  }
}
