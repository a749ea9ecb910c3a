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
  };
}
