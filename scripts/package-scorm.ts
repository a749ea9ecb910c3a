/**
 * `npm run package:scorm -- --video ID [--out DIR] [--widget URL] [--api URL] [--limiar N]`: writes the
 * video's SCORM 1.2 and SCORM 2004 (4th edition) zips, signed with the API's secret (JWT_SECRET or the
 * data folder's, as the reference API reads it). docs/lms.md describes the packages and their trust model.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findEntry } from '../examples/reference-api/src/catalog.ts';
import { jwtSecret } from '../examples/reference-api/src/environment.ts';
import { buildScormPackages } from '../examples/scorm/build-packages.ts';

const { values } = parseArgs({
  options: {
    video: { type: 'string' },
    out: { type: 'string', default: 'dist/scorm' },
    widget: { type: 'string', default: process.env['WIDGET_URL'] ?? `http://127.0.0.1:${process.env['PORT'] ?? 4173}` },
    api: { type: 'string', default: process.env['API_URL'] ?? `http://127.0.0.1:${process.env['API_PORT'] ?? 4180}/api/` },
    limiar: { type: 'string' },
  },
});
const entry = values.video ? findEntry(values.video) : undefined;
if (!entry) {
  console.error(`Usage: npm run package:scorm -- --video ID (no video '${values.video ?? ''}' in the catalog).`);
  process.exit(1);
}
const limiar = values.limiar === undefined ? undefined : Number(values.limiar);
if (limiar !== undefined && !(limiar > 0 && limiar <= 100)) {
  console.error('--limiar must be a percentage above 0 and at most 100.');
  process.exit(1);
}
const packages = await buildScormPackages({
  videoId: entry.id,
  title: entry.titulo,
  secret: jwtSecret(),
  widgetUrl: values.widget,
  apiUrl: values.api,
  ...(limiar ? { limiar } : {}),
});
mkdirSync(values.out, { recursive: true });
for (const [version, zip] of Object.entries(packages)) {
  const file = join(values.out, `${entry.id}-scorm${version.replace('.', '')}.zip`);
  writeFileSync(file, zip);
  console.log(`${file} (${Math.round(zip.length / 1024)} KB)`);
}
