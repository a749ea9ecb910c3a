/** The package's launch page: the lesson's frame, a status line, and the runtime script with its config. */
import type { PackageConfig } from './runtime/launch.ts';

/** The HTML of `index.html`; the config is JSON in a data block (`<` escaped, so it cannot close it). */
export function launchPage(config: PackageConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const title = config.title.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; background: #000; color: #fff; }
      #status:empty { display: none; }
      #status { padding: 12px; }
    </style>
  </head>
  <body>
    <div id="lesson"></div>
    <p id="status" role="status">Carregando a aula…</p>
    <script id="sphere-scorm" type="application/json">${json}</script>
    <script src="launch.js"></script>
  </body>
</html>
`;
}
