// Requests held on their way, as a slow network or server holds them, until the test lets them go: a source still
// loading, a chunk whose code is late, an item that has not answered yet.
import type { Page, Request, Route } from '@playwright/test';

export interface HeldRequests {
  /** How many requests it has held (released ones included). */
  asked: () => number;
  /** Lets the held requests, and any that come after, go on. */
  release: () => void;
}

export interface HoldOptions {
  /** Holds only the first `times` requests `url` matches (those `only` turns away count too); the later ones go on untouched. */
  times?: number;
  /** Holds only the requests it accepts; the others go on at once. */
  only?: (request: Request) => boolean;
  /** What a held request ends in once released: it goes on (to the next route or the network), or fails. */
  then?: 'go-on' | 'fail';
}

/** Holds the requests `url` matches until `release`. A request the page no longer waits for ends quietly. */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  { times, only = () => true, then = 'go-on' }: HoldOptions = {},
): Promise<HeldRequests> {
  let asked = 0;
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route: Route) => {
      if (!only(route.request())) return route.fallback();
      asked += 1;
      await released;
      await (then === 'fail' ? route.abort() : route.fallback()).catch(() => undefined);
    },
    times === undefined ? undefined : { times },
  );
  return { asked: () => asked, release: () => release() };
}
