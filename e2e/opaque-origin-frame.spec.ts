// Covers a frame sandboxed without allow-same-origin (an opaque origin), as some LMSs embed content: the widget
// cannot work there (no storage, no host bridge, the API would see `Origin: null`), so its entry says why at once,
// in the viewer's language and with no retry, under the recommended CSP, with no console error and no API call.
import { recommendedPolicy, type PolicyConfig } from '../examples/servers/content-security-policy.ts';
import { expect, test } from './fixtures.ts';

const SANDBOXED_PT =
  'O player não pode abrir nesta página: o sandbox do iframe precisa incluir allow-same-origin. Avise o responsável pelo site.';

test('in a frame sandboxed without allow-same-origin the widget says why it cannot open, instead of loading for ever', async ({
  page,
  stack,
  pageErrors,
}) => {
  stack.widget.setContentSecurityPolicy(recommendedPolicy(stack.widgetConfig() as unknown as PolicyConfig));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stack.api.url)) apiCalls.push(request.url());
  });
  await page.goto(`${stack.host.url}/index.html`);
  await page.evaluate(
    async (url) => {
      const iframe = document.createElement('iframe');
      iframe.title = 'Sphere Player';
      iframe.sandbox.add('allow-scripts', 'allow-popups');
      iframe.allow = 'autoplay; fullscreen';
      iframe.style.cssText = 'width:640px;height:360px;border:0';
      iframe.src = url;
      document.body.append(iframe);
    },
    await stack.playerUrl('licao-fotossintese'),
  );
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('alert')).toHaveText(SANDBOXED_PT, { timeout: 10_000 });
  await expect(frame.locator('.loading-screen')).toBeHidden();
  await expect(frame.getByRole('button')).toHaveCount(0);
  expect(apiCalls).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the message follows the language the Player URL asks for', async ({ page, stack }) => {
  await page.goto(`${stack.host.url}/index.html`);
  await page.evaluate(
    async (url) => {
      const iframe = document.createElement('iframe');
      iframe.title = 'Sphere Player';
      iframe.sandbox.add('allow-scripts');
      iframe.src = url;
      document.body.append(iframe);
    },
    await stack.playerUrl('licao-fotossintese', '&lang=es'),
  );
  await expect(page.frameLocator('iframe').getByRole('alert')).toHaveText(
    'El reproductor no puede abrirse en esta página: el sandbox del iframe debe incluir allow-same-origin. Avise al responsable del sitio.',
    { timeout: 10_000 },
  );
});
