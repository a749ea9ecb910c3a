/**
 * `route.fetch()` as the browser fetches: a request that meets a reset on a connection kept alive from an earlier one
 * is sent once more. Playwright's client reuses idle connections to the test servers, and a server closing one just
 * as the client picks it resets the request (CI saw 'read ECONNRESET' once); Chromium sends such a request again itself.
 */
import type { APIResponse, Route } from '@playwright/test';

type FetchOptions = Parameters<Route['fetch']>[0];

export async function fetchRoute(route: Route, options?: FetchOptions): Promise<APIResponse> {
  try {
    return await route.fetch(options);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch(options);
  }
}
