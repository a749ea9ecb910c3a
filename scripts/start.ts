/** `npm start`: builds the widget when needed, then runs the whole product on this machine. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lrsOperatorKeyFile, optionsFromEnvironment } from '../examples/reference-api/src/environment.ts';
import { recommendedPolicy, type PolicyConfig } from '../examples/servers/content-security-policy.ts';
import { startStack } from '../examples/servers/stack.ts';

const root = join(import.meta.dirname, '..');

/** The newest modification time under a folder (or of a file). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const run = (script: string, args: string[]): void => {
  execFileSync(process.execPath, [join(root, 'node_modules', ...script.split('/')), ...args], { cwd: root, stdio: 'inherit' });
};
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'host-sdk/src', 'package-lock.json'].map((p) =>
  newest(join(root, p)),
);
// The SDK first: the widget's build ships it beside itself (dist/sdk/), and the intranet example loads it.
if (newest(join(root, 'host-sdk', 'dist', 'sphere-player.js')) < newest(join(root, 'host-sdk', 'src'))) {
  console.log('Building the host SDK…');
  run('typescript/bin/tsc', ['-p', 'host-sdk/tsconfig.json']);
  run('vite/bin/vite.js', ['build', '--config', 'host-sdk/vite.config.ts', '--logLevel', 'warn']);
}
if (newest(join(root, 'dist', 'index.html')) < Math.max(...sources)) {
  console.log('Building the widget…');
  run('vite/bin/vite.js', ['build', '--logLevel', 'warn']);
}

const port = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const { corsOrigins: _unused, ...apiOptions } = optionsFromEnvironment([]);
const stack = await startStack(
  { ...apiOptions, logRum: (line) => console.log(line) },
  {
    widget: port('PORT', 4173),
    api: port('API_PORT', 4180),
    host: port('HOST_PORT', 4174),
  },
);

// Telemetry goes to the reference API's local intake, so it can be seen without Datadog.
const config = stack.widgetConfig({
  ANALYTICS_KEY: 'local-client-token',
  DATADOG_APPLICATION_ID: 'sphere-local',
  DATADOG_PROXY: `${stack.api.url}/rum`,
});
stack.widget.setConfig(config);
// As docs/deploy.md recommends for a deployment: the page runs under the policy built from its config (the
// local telemetry intake is the API's own origin, already allowed).
stack.widget.setContentSecurityPolicy(recommendedPolicy(config as unknown as PolicyConfig));

console.log(`Player: ${await stack.playerUrl('licao-fotossintese')}`);
console.log(`Player (no MP3): ${await stack.playerUrl('seguranca-senhas')}`);
console.log(`Player (live): ${await stack.playerUrl('aula-ao-vivo')}`);
console.log(`API: ${stack.api.url}/api/`);
console.log(`Host examples: ${stack.host.url}/`);
console.log(`Telemetry (local RUM intake): ${stack.api.url}/rum/batches`);
// The LMS's secret is not printed: it is LRS_OPERATOR_KEY, else the file generated once in the data folder.
console.log(
  `LRS (cmi5): ${stack.api.url}/lrs/ (operator key: ${process.env['LRS_OPERATOR_KEY'] ? 'LRS_OPERATOR_KEY' : lrsOperatorKeyFile})`,
);
console.log('Press Ctrl+C to stop.');

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  void stack.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
