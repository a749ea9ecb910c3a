/**
 * The reference LRS's cmi5 launches: each by its one-use fetch id (the fetch URL) and by its auth token (every
 * request of the AU), so finding a request's launch is one look-up, however many launches there are. They live
 * in memory, so there is a bound (MAX_LAUNCHES); see `add` for what happens at it.
 */
import { FetchIds } from './lrs-fetch-ids.ts';

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

/**
 * How long an ended launch's token still reaches the LRS: cmi5 has the LMS wait a while after terminated before it
 * refuses a session's requests, and the AU's last ones (its completed note, a resend whose answer was lost) follow it.
 */
export const ENDED_GRACE_MS = 60 * 1000;
/** A launch unused this long (its AU's page closed without terminated: a crash, a killed tab) may go at the bound. */
export const IDLE_MS = 24 * 60 * 60 * 1000;

/**
 * What spending a fetch URL came to: its launch (the token is given out now), or why not (cmi5's error-code):
 * one never given out ('unknown'), spent, expired, or given out for a launch since let go of at the bound ('gone').
 */
export type Spent = Cmi5Launch | 'unknown' | 'spent' | 'expired' | 'gone';

/** The first of an ordered set (a map's first entry), its oldest. */
const first = <T>(ordered: Iterable<T>): T | undefined => ordered[Symbol.iterator]().next().value;

export class Cmi5Launches {
  /** Its launches' fetch ids: it tells one it gave out from one it never did, without a record of either. */
  readonly fetchIds = new FetchIds();
  private readonly byFetchId = new Map<string, Cmi5Launch>();
  private readonly byToken = new Map<string, Cmi5Launch>();
  /** Launches whose session has ended (a terminated statement taken), in the order they ended, with when. */
  private readonly ended = new Map<Cmi5Launch, number>();
  /** Launches whose fetch URL is not spent yet, oldest first. */
  private readonly unfetched = new Set<Cmi5Launch>();
  /** Launches whose token is out, least recently used first, with when each was last used. */
  private readonly lastUsed = new Map<Cmi5Launch, number>();

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
   * go of the launch that ended first, ENDED_GRACE_MS after (its session sent terminated: cmi5 takes nothing more
   * from it), else of the oldest whose fetch URL expired unspent (its AU never started), else of the least recently
   * used, when unused for IDLE_MS (its page went without terminated); its registration's statements and state stay.
   * A launch in use is never dropped to make room: that would cut a learner off mid-session, their statements
   * refused with 401 and lost. The new launch is refused instead (the route's 507), while no learner has lost
   * anything yet, and the operator sees it at once.
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

  /**
   * Spends a fetch URL: once, within FETCH_WINDOW_MS of the launch. One whose launch was let go of at the bound
   * (`add`) is 'gone', told from one never given out by its id alone (FetchIds): the dropped ones leave no record.
   */
  spend(fetchId: string): Spent {
    const launch = this.byFetchId.get(fetchId);
    if (!launch) return this.fetchIds.issued(fetchId) ? 'gone' : 'unknown';
    if (launch.fetched) return 'spent';
    if (this.expired(launch)) return 'expired';
    launch.fetched = true;
    this.unfetched.delete(launch);
    this.lastUsed.set(launch, this.now());
    return launch;
  }

  /** The launch an auth token belongs to, once its fetch URL gave the token out; null for any other. */
  byAuthToken(token: string): Cmi5Launch | null {
    const launch = this.byToken.get(token);
    if (!launch?.fetched) return null;
    // Last in the order of use: delete, then set.
    this.lastUsed.delete(launch);
    this.lastUsed.set(launch, this.now());
    return launch;
  }

  /** Notes that a launch's session ended (the LRS took its terminated statement). */
  end(launch: Cmi5Launch): void {
    if (this.byFetchId.get(launch.fetchId) === launch && !this.ended.has(launch)) this.ended.set(launch, this.now());
  }

  private expired(launch: Cmi5Launch): boolean {
    return this.now() - launch.createdAt >= FETCH_WINDOW_MS;
  }

  /** Lets go of one launch that may go (see `add`), the first found in that order; false when there is none. */
  private makeRoom(): boolean {
    const gone = this.endedPastGrace() ?? this.expiredUnfetched() ?? this.idle();
    if (!gone) return false;
    this.byFetchId.delete(gone.fetchId);
    this.byToken.delete(gone.authToken);
    this.ended.delete(gone);
    this.unfetched.delete(gone);
    this.lastUsed.delete(gone);
    return true;
  }

  private endedPastGrace(): Cmi5Launch | undefined {
    const [launch, endedAt] = first(this.ended) ?? [];
    return launch && endedAt !== undefined && this.now() - endedAt >= ENDED_GRACE_MS ? launch : undefined;
  }

  private expiredUnfetched(): Cmi5Launch | undefined {
    const launch = first(this.unfetched);
    return launch && this.expired(launch) ? launch : undefined;
  }

  private idle(): Cmi5Launch | undefined {
    const [launch, usedAt] = first(this.lastUsed) ?? [];
    return launch && usedAt !== undefined && this.now() - usedAt >= IDLE_MS ? launch : undefined;
  }
}
