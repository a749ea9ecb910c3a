/**
 * A deploy replaces the chunks' hashed names, so a page opened before it asks for files that are gone.
 * The page on the server then names another entry than the one running: reload once (per entry) to get
 * the new build. Once only: a server that keeps naming another entry (a stale cache in between) ends in
 * the failure screen instead of a loop.
 */

export interface RedeployDeps {
  /** The running entry's URL (`import.meta.url` of main). */
  entryUrl: string;
  /** The page's address, fetched again to read which entry the server names now. */
  pageUrl: string;
  fetchPage?: (url: string) => Promise<string>;
  reload?: () => void;
  /** Where the reload is remembered for the tab; null when the frame may not use it (no reload then). */
  memory?: Pick<Storage, 'getItem' | 'setItem'> | null;
  timeoutMs?: number;
}

const RELOADED_KEY = 'sphere-player:reloaded-for-deploy';

/** The last path segment of a URL: a hashed file name such as index-Ci9otDal.js. */
const fileName = (url: string): string => new URL(url).pathname.split('/').pop() ?? '';

/** Whether the page's HTML still loads the running entry. */
export function namesEntry(html: string, entryUrl: string): boolean {
  const name = fileName(entryUrl);
  return name !== '' && html.includes(name);
}

/** Checks the server's page; reloads when it names another entry, once per running entry. Resolves true when reloading. */
export async function reloadIfRedeployed(deps: RedeployDeps): Promise<boolean> {
  const {
    entryUrl,
    pageUrl,
    timeoutMs = 5_000,
    fetchPage = async (url) => {
      const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`page ${response.status}`);
      return response.text();
    },
    reload = () => window.location.reload(),
    memory = tabMemory(),
  } = deps;
  if (!memory || memory.getItem(RELOADED_KEY) === fileName(entryUrl)) return false;
  const html = await fetchPage(pageUrl);
  // An error page or a network failure says nothing about a deploy.
  if (!/<script[^>]+type="module"/i.test(html) || namesEntry(html, entryUrl)) return false;
  memory.setItem(RELOADED_KEY, fileName(entryUrl));
  reload();
  return true;
}

function tabMemory(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
