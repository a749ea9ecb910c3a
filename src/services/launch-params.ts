/** The launch parameters of the URL (the token is taken out first by auth-token.ts, which owns it). */

export interface LaunchParams {
  versao: string | null;
  idProducaoRoteiro: string | null;
  preview: boolean;
  lang: string | null;
  /** `autoplay=1`: start playing on load (muted with 'Ativar som' when the browser refuses sound, TRATA_ERRO_SEMSOM). */
  autoplay: boolean;
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
  };
}
