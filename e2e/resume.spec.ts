// Covers SALVAR_VISUALIZACAO's resume: the player starts from the position the API holds for the viewer.
import { currentTime, expect, openPlayer, test } from './fixtures.ts';

test('the player resumes from the saved position', async ({ page, stack }) => {
  const token = await stack.token('licao-fotossintese', '1h', 'aluna-retomada');
  const headers = { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': stack.options.apiKey };
  const saved = await fetch(`${stack.api.url}/api/playervisualizacao`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token, posicao: 42, duracao: 75, intervalos: [[0, 42]] }),
  });
  expect(saved.status).toBe(200);
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  await expect.poll(() => currentTime(page)).toBeCloseTo(42, 0);
});

test('without a saved view, or with the flag off, it starts at 0', async ({ page, stack }) => {
  await openPlayer(page, await stack.playerUrl());
  expect(await currentTime(page)).toBeLessThan(1);
  const token = await stack.token('licao-fotossintese', '1h', 'aluna-retomada-2');
  const headers = { 'Content-Type': 'application/json', Authorization: token, 'Ocp-Apim-Subscription-Key': stack.options.apiKey };
  await fetch(`${stack.api.url}/api/playervisualizacao`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token, posicao: 42, duracao: 75, intervalos: [] }),
  });
  stack.widget.setConfig(stack.widgetConfig({ SALVAR_VISUALIZACAO: 'N' }));
  await openPlayer(page, `${stack.widget.url}/player?token=${token}`);
  await page.waitForTimeout(500);
  expect(await currentTime(page)).toBeLessThan(1);
});
