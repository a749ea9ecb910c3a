/**
 * Where the learner goes back to the course: the `returnURL` of the launch's LMS.LaunchData, which the AU
 * navigates its own window or frame to when the learner exits. Only an absolute http(s) URL is taken: any
 * other scheme (javascript:, data:, a relative path) would run or load something the LMS never meant.
 */
import * as z from 'zod/mini';
import { isHttpUrl } from './launch-params';

const launchDataReturn = z.looseObject({ returnURL: z.optional(z.unknown()) });

/** The launch data's returnURL, normalised; null when it has none, or `refused` when it is not an http(s) URL. */
export function cmi5ReturnUrl(launchData: unknown): { url: string | null } | { refused: string } {
  const parsed = launchDataReturn.safeParse(launchData);
  const value = parsed.success ? parsed.data.returnURL : undefined;
  if (value === undefined || value === null || value === '') return { url: null };
  if (typeof value !== 'string' || !isHttpUrl(value)) return { refused: 'returnURL is not an absolute http(s) URL' };
  return { url: new URL(value).href };
}
