/** The launch parameters of the URL (the token is taken out first by auth-token.ts, which owns it). */

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

/** The cmi5 parameters, all five and well formed, or null. */
function readCmi5(query: URLSearchParams): Cmi5Launch | null {
  const [endpoint, fetchUrl, actor, registration, activityId] = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'].map(
    (name) => query.get(name) ?? '',
  ) as [string, string, string, string, string];
  if (!isHttpUrl(endpoint) || !isHttpUrl(fetchUrl) || !activityId || !/^[0-9a-f-]{36}$/i.test(registration)) return null;
  try {
    const agent = JSON.parse(actor) as unknown;
    if (typeof agent !== 'object' || agent === null || Array.isArray(agent)) return null;
    return { endpoint, fetch: fetchUrl, actor: agent as Record<string, unknown>, registration, activityId };
  } catch {
    return null;
  }
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
    cmi5: readCmi5(query),
  };
}
