/**
 * The reference LRS's cmi5 launches: each by its one-use fetch id (the fetch URL) and by its auth token (every
 * request of the AU), so finding a request's launch is one look-up, however many launches there are. They live
 * in memory, so there is a bound (MAX_LAUNCHES); see `add` for what happens at it.
 */

export interface Cmi5Launch {
  registration: string;
  actor: Record<string, unknown>;
  activityId: string;
  authToken: string;
  fetchId: string;
  fetched: boolean;
  /** When the LMS registered it (ms since the epoch). */
  createdAt: number;
}

/** Launches the LRS holds at once (only the operator's key adds them, but nothing else bounds them). */
export const MAX_LAUNCHES = 10_000;
/** How long a fetch URL may wait to be spent: the AU spends it as it starts, seconds after the LMS registered it. */
export const FETCH_WINDOW_MS = 60 * 60 * 1000;

/** What spending a fetch URL came to: its launch (the token is given out now), or why not (cmi5's error-code). */
export type Spent = Cmi5Launch | 'unknown' | 'spent' | 'expired';

/** The first of an ordered set, its oldest. */
const first = <T>(set: Set<T>): T | undefined => set.values().next().value;

export class Cmi5Launches {
  private readonly byFetchId = new Map<string, Cmi5Launch>();
  private readonly byToken = new Map<string, Cmi5Launch>();
  /** Launches whose session has ended (a terminated statement taken), in the order they ended. */
  private readonly ended = new Set<Cmi5Launch>();
  /** Launches whose fetch URL is not spent yet, oldest first. */
  private readonly unfetched = new Set<Cmi5Launch>();

  constructor(
    readonly cap = MAX_LAUNCHES,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** How many launches it holds. */
  get size(): number {
    return this.byFetchId.size;
  }

  /**
   * Holds a new launch; false, holding nothing, when it holds `cap` launches and none may go. At the bound it lets
   * go of the launch that ended first (its session sent terminated: cmi5 takes nothing more from it), else of the
   * oldest whose fetch URL expired unspent (its AU never started); its registration's statements and state stay.
   * A launch still going on is never dropped to make room: that would cut a learner off mid-session, their
   * statements refused with 401 and lost. The new launch is refused instead (the route's 507), while no learner has
   * lost anything yet, and the operator sees it at once.
   */
  add(launch: Cmi5Launch): boolean {
    if (this.size >= this.cap && !this.makeRoom()) return false;
    this.byFetchId.set(launch.fetchId, launch);
    this.byToken.set(launch.authToken, launch);
    this.unfetched.add(launch);
    return true;
  }

  /** The launch of a fetch id (its fetch URL's last segment). */
  get(fetchId: string): Cmi5Launch | undefined {
    return this.byFetchId.get(fetchId);
  }

  /** Spends a fetch URL: once, within FETCH_WINDOW_MS of the launch. */
  spend(fetchId: string): Spent {
    const launch = this.byFetchId.get(fetchId);
    if (!launch) return 'unknown';
    if (launch.fetched) return 'spent';
    if (this.expired(launch)) return 'expired';
    launch.fetched = true;
    this.unfetched.delete(launch);
    return launch;
  }

  /** The launch an auth token belongs to, once its fetch URL gave the token out; null for any other. */
  byAuthToken(token: string): Cmi5Launch | null {
    const launch = this.byToken.get(token);
    return launch?.fetched ? launch : null;
  }

  /** Notes that a launch's session ended (the LRS took its terminated statement). */
  end(launch: Cmi5Launch): void {
    if (this.byFetchId.get(launch.fetchId) === launch) this.ended.add(launch);
  }

  private expired(launch: Cmi5Launch): boolean {
    return this.now() - launch.createdAt >= FETCH_WINDOW_MS;
  }

  /** Lets go of the launch that ended first, else of the oldest expired unspent one; false when there is none. */
  private makeRoom(): boolean {
    const oldestUnfetched = first(this.unfetched);
    const gone = first(this.ended) ?? (oldestUnfetched && this.expired(oldestUnfetched) ? oldestUnfetched : undefined);
    if (!gone) return false;
    this.byFetchId.delete(gone.fetchId);
    this.byToken.delete(gone.authToken);
    this.ended.delete(gone);
    this.unfetched.delete(gone);
    return true;
  }
}
