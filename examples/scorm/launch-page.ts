/**
 * The package's launch page: the lesson's frame, a status line with its retry button, the notice that the LMS
 * may not be recording progress, and the runtime script with its config.
 */
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
      #status:empty, #notice:empty { display: none; }
      #status, #notice { padding: 12px; margin: 0; }
      #notice { background: #5c4400; }
      #retry { margin: 0 12px 12px; font: inherit; padding: 6px 14px; }
    </style>
  </head>
  <body>
    <div id="lesson"></div>
    <p id="notice" role="alert"></p>
    <p id="status" role="status">Carregando a aula…</p>
    <button id="retry" type="button" hidden>Tentar novamente</button>
    <script id="sphere-scorm" type="application/json">${json}</script>
    <script src="launch.js"></script>
  </body>
</html>
`;
}
