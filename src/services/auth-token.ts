/**
 * The viewer's token, its one owner: where it comes from (the URL, or the host under USAR_AD), what it
 * says (one decode for the viewer and the expiry), its renewal before it expires and its refresh after a
 * 401. The API client, the view outbox and telemetry's redactor read it here; nothing else keeps a copy.
 *
 * The host is asked in bounded series (HOST_TOKEN_RETRY): an answer that is no JWT, or has expired, counts
 * as no token, and the series ends after three asks at most. A series that fails ends the host's session:
 * the host is not asked again (neither by the renewal nor after a 401) until another launch token comes
 * (loadVideo), and once the token in use can no longer be used (at once, or at its expiry) the listeners
 * of `onSessionEnd` hear why, so the widget says so instead of asking forever.
 */
import { BridgeError, type Bridge } from './bridge';
import { readClaims, tokenProblem, type TokenClaims, type TokenProblem } from './launch-token';
import { withRetry, type RetryOptions } from './with-retry';

export { readClaims, takeUrlToken, tokenProblem, type TokenClaims, type TokenProblem } from './launch-token';

/** How long before expiry the widget asks the host for a new token (USAR_AD). */
export const REFRESH_BEFORE_MS = 60_000;
/** How long the host has to answer one ask for a token. */
export const HOST_ANSWER_MS = 10_000;
/**
 * The asks of one series (the one retry policy, retry-policy.ts): 3 at most, the waits between them drawn
 * with full jitter under a ceiling that doubles (1 s, then 2 s), and none started 8 s after the first: a
 * host that did not answer within HOST_ANSWER_MS is not asked again.
 */
export const HOST_TOKEN_RETRY: RetryOptions = { attempts: 3, baseMs: 1_000, capMs: 4_000, budgetMs: 8_000 };
/** Refusals by the bridge that another ask in the same series could end differently. */
const RETRIED_BRIDGE_CODES: readonly string[] = ['failed', 'timeout', 'rate-limited'];

/** An answer of the host that is no usable token: another ask may bring a good one. */
class UnusableHostToken extends Error {
  override readonly name = 'UnusableHostToken';
  constructor(readonly problem: TokenProblem) {
    super(`The host handed over a token that is ${problem}.`);
  }
}

export class AuthToken {
  private value: string | null = null;
  private claims: TokenClaims | null = null;
  private bridge: Bridge | null = null;
  private renewal: ReturnType<typeof setTimeout> | undefined;
  /** The series of asks under way, shared by every caller. */
  private asking: Promise<boolean> | null = null;
  /** Why the host's session ended (its last series failed), or null while it may be asked. */
  private ended: TokenProblem | null = null;
  /** Where the tab keeps the token (keepForTab). */
  private kept: { key: string; storage: () => globalThis.Storage } | null = null;
  private endWatch: ReturnType<typeof setTimeout> | undefined;
  private readonly endListeners = new Set<(problem: TokenProblem) => void>();
  /** Fires when the token in use reaches its `exp` (expiryWatch). */
  private expiryWatch: ReturnType<typeof setTimeout> | undefined;
  private readonly expiryListeners = new Set<() => void>();
  private readonly renewalListeners = new Set<() => void>();

  constructor(
    initial: string | null,
    private readonly now: () => number = Date.now,
  ) {
    this.set(initial);
  }

  /** The token to send, or null when there is none. */
  current(): string | null {
    return this.value;
  }

  /** The viewer (`sub`), or null (no token, not a JWT, no subject). */
  viewer(): string | null {
    return this.claims?.viewer ?? null;
  }

  /** The expiry, ms since the epoch, or null when unknown. */
  expiresAt(): number | null {
    return this.claims?.expiresAt ?? null;
  }

  /** Whether the token in use is past its own `exp`: nothing may be sent with it any more. */
  expired(): boolean {
    const expiresAt = this.expiresAt();
    return expiresAt !== null && expiresAt <= this.now();
  }

  /** Whether a host may still hand over a new token (USAR_AD, and its session has not ended). */
  renewable(): boolean {
    return this.bridge !== null && this.ended === null;
  }

  /**
   * What is wrong with the token before any call: none, not a JWT, or past its expiry. When the host's
   * session ended and the token in use cannot be used, the host's reason (its tokens had expired, or were
   * no JWT).
   */
  problem(): TokenProblem | null {
    const own = tokenProblem(this.value, this.now());
    return own && this.ended && this.ended !== 'missing' ? this.ended : own;
  }

  /** Why the host's session ended (its last series of asks failed), or null while the host may be asked. */
  sessionEnded(): TokenProblem | null {
    return this.ended;
  }

  /**
   * Tells `listener`, once, when the host's session ended and the token in use can no longer be used (at
   * once, or when it expires). Returns the function that stops listening.
   */
  onSessionEnd(listener: (problem: TokenProblem) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /**
   * Tells `listener`, once per token, when the token in use expired and nothing in this tab renewed it: no
   * host to ask (a direct link), or one without getToken. A host whose session ended is `onSessionEnd`'s.
   * Returns the function that stops listening.
   */
  onExpiry(listener: () => void): () => void {
    this.expiryListeners.add(listener);
    return () => this.expiryListeners.delete(listener);
  }

  /**
   * Tells `listener` when a usable token replaced an expired one (the host answered, or another launch
   * token came): what waited for a token (the view outbox) may go now. Returns the function that stops.
   */
  onRenewed(listener: () => void): () => void {
    this.renewalListeners.add(listener);
    return () => this.renewalListeners.delete(listener);
  }

  /**
   * The token lives for the tab: a URL token is kept in sessionStorage under `key`, and a page opened
   * without one (a reload of a direct link, the same link again in this tab) takes the kept one, expired or
   * not (an expired one then says so). Storage a frame may not use is simply not used.
   */
  keepForTab(key: string, storage: () => globalThis.Storage = () => sessionStorage): void {
    this.kept = { key, storage };
    try {
      if (this.value) storage().setItem(key, this.value);
      else this.set(storage().getItem(key));
    } catch {
      // Denied (a sandboxed or third-party frame): the token lasts for this page only.
    }
  }

  /**
   * Another launch token (the host's loadVideo): it replaces the current one, and the host may be asked
   * again. The tab keeps it instead of the first one, so a reload shows the video the host switched to.
   */
  replace(token: string): void {
    this.ended = null;
    this.set(token.trim());
    clearTimeout(this.endWatch);
    if (!this.kept || !this.value) return;
    try {
      this.kept.storage().setItem(this.kept.key, this.value);
    } catch {
      // Denied: as in keepForTab.
    }
  }

  /**
   * USAR_AD: from now on the token comes from this verified host, now and again before it expires.
   * Resolves true when the host handed one over.
   */
  useHost(bridge: Bridge): Promise<boolean> {
    this.bridge = bridge;
    return this.refresh();
  }

  /**
   * After a 401 (or before expiry): asks the host for a new token, in one bounded series shared by every
   * caller; true when it handed over one that can be used. False at once without a host, or once the host's
   * session ended.
   */
  refresh(): Promise<boolean> {
    const bridge = this.bridge;
    if (!bridge || this.ended) return Promise.resolve(false);
    this.asking ??= this.askHost(bridge).finally(() => (this.asking = null));
    return this.asking;
  }

  dispose(): void {
    clearTimeout(this.renewal);
    clearTimeout(this.endWatch);
    clearTimeout(this.expiryWatch);
    this.endListeners.clear();
    this.expiryListeners.clear();
    this.renewalListeners.clear();
  }

  private async askHost(bridge: Bridge): Promise<boolean> {
    let token: string | null;
    try {
      token = await withRetry(async () => {
        let answer: unknown;
        try {
          answer = await bridge.request('getToken', HOST_ANSWER_MS);
        } catch (error) {
          // A host without getToken (or none verified): asking again cannot help, and nothing ended.
          if (error instanceof BridgeError && !RETRIED_BRIDGE_CODES.includes(error.code)) return null;
          throw error;
        }
        const candidate = typeof answer === 'string' ? answer.trim() : '';
        const problem = tokenProblem(candidate, this.now());
        if (problem) throw new UnusableHostToken(problem);
        return candidate;
      }, HOST_TOKEN_RETRY);
    } catch (error) {
      // A whole series without a usable token: expired or invalid answers, or no answer in time.
      this.endSession(error instanceof UnusableHostToken ? error.problem : 'missing');
      return false;
    }
    if (token === null) return false;
    this.set(token);
    const expiresAt = this.expiresAt();
    clearTimeout(this.renewal);
    if (expiresAt !== null)
      this.renewal = setTimeout(() => void this.refresh(), Math.max(5_000, expiresAt - this.now() - REFRESH_BEFORE_MS));
    return true;
  }

  /** No more asks; the listeners hear why once the token in use cannot be used (now, or at its expiry). */
  private endSession(problem: TokenProblem): void {
    this.ended = problem;
    clearTimeout(this.renewal);
    clearTimeout(this.endWatch);
    const tell = (): void => {
      const reason = this.problem();
      if (reason) for (const listener of this.endListeners) listener(reason);
    };
    const expiresAt = this.expiresAt();
    if (expiresAt === null || this.problem()) tell();
    // Capped: setTimeout cannot wait past ~24.8 days (tell() checks again when it fires).
    else this.endWatch = setTimeout(tell, Math.min(expiresAt - this.now(), 2 ** 31 - 1));
  }

  private set(token: string | null): void {
    const wasExpired = this.expired();
    this.value = token;
    this.claims = token ? readClaims(token) : null;
    this.watchExpiry();
    if (wasExpired && tokenProblem(token, this.now()) === null) for (const listener of this.renewalListeners) listener();
  }

  /**
   * At the `exp` of a token that was usable when it came: the host is asked at once (its renewal may not
   * have run: a timer held back in a background tab), and when nothing renews it the listeners hear it. A
   * token that came expired is the loading path's to refuse, not news.
   */
  private watchExpiry(): void {
    clearTimeout(this.expiryWatch);
    const expiresAt = this.expiresAt();
    if (expiresAt === null || this.expired()) return;
    const token = this.value;
    const check = async (): Promise<void> => {
      if (this.value !== token) return;
      // Capped, as in endSession: a timer cannot wait past ~24.8 days.
      if (!this.expired())
        return void (this.expiryWatch = setTimeout(() => void check(), Math.min(expiresAt - this.now(), 2 ** 31 - 1)));
      const renewed = await this.refresh();
      // A host whose session ended tells its own listeners (onSessionEnd); another token is no news.
      if (renewed || this.ended || this.value !== token) return;
      for (const listener of this.expiryListeners) listener();
    };
    this.expiryWatch = setTimeout(() => void check(), Math.min(expiresAt - this.now(), 2 ** 31 - 1));
  }
}
