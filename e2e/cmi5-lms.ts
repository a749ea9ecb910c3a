/** The reference LMS's side of a cmi5 launch, for the specs: registering a launch, reading what its LRS stored. */
import type { Page, Response } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { holdRequests } from './hold-requests.ts';

export interface Stored {
  verb: { id: string };
  object: { id: string };
  context?: {
    registration?: string;
    contextActivities?: { category?: { id: string }[]; grouping?: { id: string }[] };
    extensions?: Record<string, unknown>;
  };
  result?: { completion?: boolean; duration?: string; extensions?: Record<string, unknown> };
}

type Launch = {
  launchMode?: 'Normal' | 'Browse';
  registration?: string;
  activityId?: string;
  /** LMS.LaunchData's returnURL: where the AU sends the learner back on exiting. */
  returnURL?: string;
  launchMethod?: 'OwnWindow' | 'AnyWindow';
  /** The learner's cmi5LearnerPreferences agent profile, as the LMS keeps it. */
  learnerPreferences?: { languagePreference?: string; audioPreference?: 'on' | 'off' };
};

/**
 * Registers a launch of the AU (the lesson's, unless `launch` names another) for `learner` with the reference LMS
 * (its operator key): its cmi5 query.
 */
export async function registerLaunch(
  stack: Stack,
  learner: string,
  launch: Launch = {},
): Promise<{ query: string; registration: string }> {
  const response = await fetch(`${stack.api.url}/lrs/launches`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stack.lrsOperatorKey}` },
    body: JSON.stringify({
      actor: { objectType: 'Agent', name: learner, account: { homePage: 'https://lms.example.com', name: learner } },
      activityId: 'https://lms.example.com/au/seguranca-senhas',
      moveOn: 'Completed',
      ...launch,
    }),
  });
  if (response.status !== 200) throw new Error(`the reference LMS refused the launch: ${response.status}`);
  return (await response.json()) as { query: string; registration: string };
}

/** The LMS's side: registers a launch and answers the AU's URL with the cmi5 parameters (the AU plays `video`). */
export async function launchUrl(
  stack: Stack,
  learner: string,
  launch: Launch = {},
  video = 'seguranca-senhas',
): Promise<{ url: string; registration: string }> {
  const { query, registration } = await registerLaunch(stack, learner, launch);
  const token = await stack.token(video, '2h', learner);
  return { url: `${stack.widget.url}/player?token=${token}&${query}`, registration };
}

/** What the LRS stored for a registration, in order, and how many statements it refused in all. */
export async function stored(
  stack: Stack,
  registration: string,
): Promise<{ verbs: string[]; statements: Stored[]; refused: number }> {
  const response = await fetch(`${stack.api.url}/lrs/statements?registration=${registration}`, {
    headers: { Authorization: `Bearer ${stack.lrsOperatorKey}`, 'X-Experience-API-Version': '1.0.3' },
  });
  const { statements, refused } = (await response.json()) as { statements: Stored[]; refused: number };
  return { verbs: statements.map((statement) => statement.verb.id.split('/').pop() ?? ''), statements, refused };
}

/** What the widget reports to playerlogerror from any of the page's frames, as it comes. */
export function reported(page: Page): string[] {
  const logged: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('playerlogerror')) logged.push(request.postData() ?? '');
  });
  return logged;
}

/** Runs `script` in the page with `v` the page's video element; its return value comes back. */
export const video = (page: Page, script: string) =>
  page.evaluate(`(() => { const v = document.querySelector('video'); ${script} })()`);

/**
 * The launch held: the LMS answers the AU's fetch URL (its auth token) only once `release` is called, so the widget
 * reads the learner's profile only after that, and the LRS answers it at once. (Holding the profile itself would race
 * the widget's wait for it, LEARNER_PREFERENCES_TIMEOUT_MS, which starts when it is asked for: a slow start lost it.
 * The hold is bounded by the launch's own deadline instead, CMI5_LAUNCH_TIMEOUT_MS, over three times as long.)
 * `profileAsked` says whether the profile has been asked for yet.
 */
export async function holdLaunch(page: Page): Promise<{ release: () => void; profileAsked: () => boolean }> {
  let asked = false;
  page.on('request', (request) => void (request.url().includes('/lrs/agents/profile') && (asked = true)));
  const { release } = await holdRequests(page, '**/lrs/fetch/**');
  return { release, profileAsked: () => asked };
}

/** Whether an address is the LRS state the widget notes completed in (its path kept by the LRS proxy too). */
export const completedState = (address: URL | string): boolean =>
  String(address).includes('/activities/state?') && String(address).includes('cmi5%2Fstate%2Fcompleted');

/**
 * The widget's note of completed in the LRS's state, written once the LRS took completed: the page must stay until it
 * has (a page that goes first leaves no note, and the next launch sends completed again, by design). Its PUT's answer.
 */
export function completedNoted(page: Page): Promise<Response> {
  return page.waitForResponse((response) => completedState(response.url()) && response.request().method() === 'PUT', {
    timeout: 20_000,
  });
}
