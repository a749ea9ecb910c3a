// The view (SALVAR_VISUALIZACAO) the reference API holds for a viewer's token, read and written around the widget:
// what a test checks the widget saved, or what an earlier visit left.
import type { Stack } from '../examples/servers/stack.ts';

export interface SavedView {
  posicao: number;
  progresso: number;
  intervalos: [number, number][];
}

const apiHeaders = (stack: Stack, token: string) => ({
  'Content-Type': 'application/json',
  Accept: 'application/json',
  Authorization: token,
  'Ocp-Apim-Subscription-Key': stack.options.apiKey,
});

/** The view the API holds now for `token`'s viewer and item, or null when none was saved. */
export async function savedView(stack: Stack, token: string): Promise<SavedView | null> {
  const response = await fetch(`${stack.api.url}/api/playervisualizacao?token=${token}`, { headers: apiHeaders(stack, token) });
  const text = await response.text();
  return text ? (JSON.parse(text) as { Item: SavedView }).Item : null;
}

/** Saves a view as an earlier visit did (the API's own POST); fails the test if the API refuses it. */
export async function saveEarlierView(
  stack: Stack,
  token: string,
  view: { posicao: number; duracao: number; intervalos: [number, number][] },
): Promise<void> {
  const response = await fetch(`${stack.api.url}/api/playervisualizacao`, {
    method: 'POST',
    headers: apiHeaders(stack, token),
    body: JSON.stringify({ token, ...view }),
  });
  if (!response.ok) throw new Error(`the API refused the earlier view: ${response.status}`);
}
