/**
 * What one viewer asks of the API over a minute of watching: open the item (item, saved view, like state),
 * save progress every 10 s, like once and ask the assistant once. The load run replays it for N viewers.
 */
import type autocannon from 'autocannon';

/** Requests one viewer makes per minute of watching. */
export const requestsPerViewerMinute = 11;

interface ViewerContext {
  token?: string;
}

/** The session as autocannon requests; `nextToken` hands each session (at its first request) a viewer. */
export function viewerSession(keys: { api: string; search: string }, nextToken: () => string): autocannon.Request[] {
  const headers = (token: string, search = false): Record<string, string> => ({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Authorization: search ? `jwt ${token}` : token,
    'Ocp-Apim-Subscription-Key': search ? keys.search : keys.api,
  });
  const request = (
    method: 'GET' | 'POST',
    path: (token: string) => string,
    body?: (token: string) => unknown,
    { search = false, startsSession = false } = {},
  ): autocannon.Request => ({
    method,
    setupRequest: (req, context) => {
      const viewer = context as ViewerContext;
      // A new session: this connection now plays the part of the next viewer.
      if (startsSession) viewer.token = nextToken();
      const token = viewer.token ?? '';
      return {
        ...req,
        path: path(token),
        headers: headers(token, search),
        ...(body ? { body: JSON.stringify(body(token)) } : {}),
      };
    },
  });
  const save = (seconds: number): autocannon.Request =>
    request(
      'POST',
      () => '/api/playervisualizacao',
      (token) => ({ token, posicao: seconds, duracao: 74, intervalos: [[seconds - 10, seconds]] }),
    );
  return [
    request(
      'POST',
      (token) => `/api/player?token=${token}`,
      () => ({}),
      { startsSession: true },
    ),
    request('GET', (token) => `/api/playervisualizacao?token=${token}`),
    request('GET', (token) => `/api/playercurtir?operacao=usuario&token=${token}`),
    save(10),
    request(
      'POST',
      () => '/api/playercurtir',
      (token) => ({ token, curtir: 'S' }),
    ),
    save(20),
    request(
      'POST',
      () => '/search/chatgpt',
      () => ({ operacao: 'lns', prompt: 'O que acontece no ciclo de Calvin?' }),
      {
        search: true,
      },
    ),
    save(30),
    save(40),
    save(50),
    save(60),
  ];
}
