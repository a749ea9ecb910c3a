/**
 * The package's launch page: the notice that the LMS may not be recording progress (over the lesson, with its
 * close button), the lesson's frame, a status line with its retry button, and the runtime script with its
 * config. It is written in Portuguese; the runtime rewords it in the learner's language.
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
      .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
      #status:empty { display: none; }
      #status { padding: 12px; margin: 0; }
      #retry { margin: 0 12px 12px; font: inherit; padding: 6px 14px; }
      /* Over the top of the lesson, which fills the frame: the player's controls at the bottom stay free. */
      #notice-box { position: fixed; top: 0; left: 0; right: 0; z-index: 1; display: flex; align-items: flex-start; gap: 8px 12px; }
      #notice-box { padding: 8px 12px; background: #5c4400; font-size: 14px; line-height: 1.35; box-shadow: 0 2px 6px #0009; }
      #notice-box[hidden] { display: none; }
      #notice { margin: 0; flex: 1; }
      #notice-close { flex: none; font: inherit; padding: 2px 10px; color: #fff; background: #0000; border: 1px solid #fff; border-radius: 4px; }
      #notice-close:hover { background: #fff3; }
      #notice-close:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
      @media (max-height: 300px), (max-width: 480px) { #notice-box { font-size: 12px; padding: 6px 8px; } }
    </style>
  </head>
  <body>
    <h1 class="visually-hidden">${title}</h1>
    <div id="notice-box" hidden>
      <p id="notice" role="alert"></p>
      <button id="notice-close" type="button">Fechar</button>
    </div>
    <div id="lesson"></div>
    <p id="status" role="status">Carregando a aula…</p>
    <button id="retry" type="button" hidden>Tentar novamente</button>
    <script id="sphere-scorm" type="application/json">${json}</script>
    <script src="launch.js"></script>
  </body>
</html>
`;
}
