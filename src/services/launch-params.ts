/** The launch parameters of the URL (the token is taken out first by auth-token.ts, which owns it). */
import { devWarn } from './dev-console';

export interface LaunchParams {
  versao: string | null;
  idProducaoRoteiro: string | null;
  preview: boolean;
  lang: string | null;
  /** `autoplay=1`: start playing on load (muted with 'Ativar som' when the browser refuses sound, TRATA_ERRO_SEMSOM). */
  autoplay: boolean;
  /** `limiar=80`: the embed's completion threshold, % watched (above 0, at most 100), or null. */
  limiar: number | null;
  /** The cmi5 launch parameters, when an LMS launched the widget as a cmi5 assignable unit; else null. */
  cmi5: Cmi5Launch | null;
  /** Why the URL's cmi5 parameters were not taken (some missing or malformed): the visit is a plain one. */
  cmi5Refused?: string;
}

/** cmi5's five launch parameters (the LMS adds them to the AU's URL). */
export interface Cmi5Launch {
  endpoint: string;
  fetch: string;
  actor: Record<string, unknown>;
  registration: string;
  activityId: string;
}

/** Whether a text is an absolute http(s) URL. */
export const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const CMI5_PARAMS = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'] as const;

/** Whether the actor is what cmi5 requires (§9.2): an Agent identified by an account (homePage and name). */
function isAccountAgent(actor: unknown): actor is Record<string, unknown> {
  if (typeof actor !== 'object' || actor === null || Array.isArray(actor)) return false;
  const { objectType, account } = actor as { objectType?: unknown; account?: { homePage?: unknown; name?: unknown } | null };
  return (
    (objectType === undefined || objectType === 'Agent') &&
    typeof account?.homePage === 'string' &&
    isHttpUrl(account.homePage) &&
    typeof account.name === 'string' &&
    account.name !== ''
  );
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The cmi5 parameters, all five and well formed; or why they were not taken (naming the parameters, never
 * their values: the actor names the learner); or null when the URL is no cmi5 launch (no `fetch` with another).
 */
function readCmi5(query: URLSearchParams): { launch: Cmi5Launch } | { refused: string } | null {
  const [endpoint, fetchUrl, actorText, registration, activityId] = CMI5_PARAMS.map((name) => query.get(name) ?? '') as [
    string,
    string,
    string,
    string,
    string,
  ];
  // A host's own `endpoint` or `activityId` in the URL is no cmi5 launch: one starts with its fetch URL and one more.
  if (!query.has('fetch') || CMI5_PARAMS.filter((name) => query.has(name)).length < 2) return null;
  const actor = parsed(actorText);
  const wrong = [
    !isHttpUrl(endpoint) && 'endpoint',
    !isHttpUrl(fetchUrl) && 'fetch',
    !isAccountAgent(actor) && 'actor (an Agent with an account, cmi5 §9.2)',
    !/^[0-9a-f-]{36}$/i.test(registration) && 'registration',
    !activityId && 'activityId',
  ].filter((name): name is string => typeof name === 'string');
  if (wrong.length > 0) return { refused: `missing or malformed: ${wrong.join(', ')}` };
  return { launch: { endpoint, fetch: fetchUrl, actor: actor as Record<string, unknown>, registration, activityId } };
}

/** A threshold from the URL, or null when it is missing or not a percentage above 0. */
function readThreshold(value: string | null): number | null {
  if (value === null || !/^\d{1,3}(\.\d+)?$/.test(value)) return null;
  const threshold = Number(value);
  return threshold > 0 && threshold <= 100 ? threshold : null;
}

/** Reads the query's launch parameters. */
export function readLaunchParams(location: Pick<Location, 'href'>): LaunchParams {
  const query = new URL(location.href).searchParams;
  return {
    versao: query.get('versao'),
    idProducaoRoteiro: query.get('idProducaoRoteiro'),
    preview: query.get('preview') === 'S' || query.get('preview') === 'true',
    lang: query.get('lang'),
    autoplay: ['1', 'true', 'S'].includes(query.get('autoplay') ?? ''),
    limiar: readThreshold(query.get('limiar')),
    ...cmi5Params(readCmi5(query)),
  };
}

function cmi5Params(read: ReturnType<typeof readCmi5>): Pick<LaunchParams, 'cmi5' | 'cmi5Refused'> {
  if (read === null) return { cmi5: null };
  if ('refused' in read) {
    // Read before the error reporter exists: the console now, playerlogerror when the statements start (cmi5-visit.ts).
    devWarn(`cmi5: launch parameters not taken (${read.refused}); plain visit`);
    return { cmi5: null, cmi5Refused: read.refused };
  }
  return { cmi5: read.launch };
}
