/**
 * Builds the SCORM 1.2 and SCORM 2004 (4th edition) packages of one video: each a zip with its
 * `imsmanifest.xml`, the schema files it names (schemas/), the launch page, and the launch script (the host
 * SDK bundled in).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { build, type Rollup } from 'vite';
import { signDispatchKey } from '../reference-api/src/dispatch-key.ts';
import { launchPage } from './launch-page.ts';
import { manifest } from './manifest.ts';
import type { ScormVersion } from './runtime/lms-session.ts';

export interface PackageOptions {
  videoId: string;
  title: string;
  /** The operator's secret that signs the dispatch key (the API's JWT secret). */
  secret: Uint8Array;
  widgetUrl: string;
  /** The API's base URL, ending in '/'. */
  apiUrl: string;
  /** A completion threshold for this package, % watched. */
  limiar?: number;
}

/** The launch script: launch.ts and the SDK in one classic script, for any LMS's browser. */
async function bundleLaunchScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./runtime/launch.ts', import.meta.url)),
        name: 'SphereScorm',
        formats: ['iife'],
        fileName: () => 'launch.js',
      },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The launch script did not build.');
  return chunk.code;
}

/** The edition's XML schema control files (schemas/README.md), by file name. */
export function schemaFiles(version: ScormVersion): Record<string, Uint8Array> {
  const folder = new URL(`./schemas/${version === '1.2' ? 'scorm12' : 'scorm2004'}/`, import.meta.url);
  return Object.fromEntries(readdirSync(folder).map((name) => [name, new Uint8Array(readFileSync(new URL(name, folder)))]));
}

/** Both packages as zip bytes, by edition. */
export async function buildScormPackages(options: PackageOptions): Promise<Record<ScormVersion, Uint8Array>> {
  const script = await bundleLaunchScript();
  const key = signDispatchKey(options.secret, options.videoId);
  const files = ['index.html', 'launch.js'];
  const zip = (version: ScormVersion): Uint8Array =>
    zipSync({
      'imsmanifest.xml': strToU8(manifest(version, options.videoId, options.title, files)),
      'index.html': strToU8(
        launchPage({
          version,
          widgetUrl: options.widgetUrl.replace(/\/$/, ''),
          apiUrl: options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`,
          key,
          title: options.title,
          ...(options.limiar ? { limiar: options.limiar } : {}),
        }),
      ),
      'launch.js': strToU8(script),
      ...schemaFiles(version),
    });
  return { '1.2': zip('1.2'), '2004': zip('2004') };
}
