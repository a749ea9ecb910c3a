/**
 * `npm run bundle-report` (after a build): what the first load is made of. The first load is what
 * index.html asks for before any script runs (its entry script and the modulepreloaded chunks: the player's
 * code); each chunk's minified bytes are attributed to their source files through the build's sourcemaps,
 * grouped by package (node_modules) or by folder of src/, and its brotli bytes (quality 11, as the build
 * precompresses them) shared out in proportion to each group's own brotli size. Writes
 * docs/bundle-report.md; `--check` only prints it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');

const brotli = (data: Buffer | string): number =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The scripts index.html loads before any script runs: its module entries and its modulepreloads. */
export function firstLoadScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]*src="\.?\/?([^"]+)"/g)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="\.?\/?([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set([...scripts, ...preloads])];
}

/**
 * The chunk of the player's labels in pt (the default language): boot loads it alongside the player's code
 * (main.ts, video-js-dictionaries.ts), so it is part of the first load too; one language's, like the viewer's.
 */
export function labelsChunk(): string | null {
  const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js.map'));
  const found = assets.find((name) => readFileSync(join(dist, 'assets', name), 'utf8').includes('src/player/labels/pt.ts'));
  return found ? `assets/${found.replace(/\.map$/, '')}` : null;
}

/** A source file's group: its npm package, or its folder under src/ (a file directly in src/ stands alone). */
export function groupOf(source: string): string {
  // The last node_modules segment: a nested copy counts as the package it is.
  const packageName = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].pop()?.[1];
  if (packageName) return packageName;
  const path = source.replace(/^(?:.*?\/)?(src|host-sdk)\//, '$1/');
  const parts = path.split('/');
  if (parts[0] === 'src' && parts.length > 3) return parts.slice(0, 3).join('/') + '/';
  return path;
}

interface ChunkReport {
  file: string;
  bytes: number;
  brotli: number;
  /** Per group: minified bytes and attributed brotli bytes. */
  groups: Map<string, { bytes: number; brotli: number; files: Set<string> }>;
}

/** Attributes a chunk's minified code to its sources, character ranges by mapping. */
export function analyseChunk(file: string): ChunkReport {
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  const mapPath = `${path}.map`;
  const map = (
    existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : { version: 3, sources: [], names: [], mappings: '' }
  ) as RawSourceMap;
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bySource = new Map<string, string[]>();
  const add = (source: string, text: string): void => {
    const parts = bySource.get(source) ?? [];
    parts.push(text);
    bySource.set(source, parts);
  };
  const mappings: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping((mapping) =>
    mappings.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source ? resolve(dist, 'assets', mapping.source) : '[unmapped]',
    }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  let cursor = { line: 1, column: 0 };
  let source = '[unmapped]';
  // A line with no mapping at its start continues the previous line's source (a multi-line string).
  const take = (toLine: number, toColumn: number): void => {
    while (cursor.line < toLine) {
      add(source, (lines[cursor.line - 1] ?? '').slice(cursor.column) + '\n');
      cursor = { line: cursor.line + 1, column: 0 };
    }
    add(source, (lines[cursor.line - 1] ?? '').slice(cursor.column, toColumn));
    cursor = { line: toLine, column: toColumn };
  };
  for (const mapping of mappings) {
    take(mapping.line, mapping.column);
    source = mapping.source;
  }
  take(lines.length, (lines[lines.length - 1] ?? '').length);

  const brotliTotal = brotli(code);
  const groups = new Map<string, { bytes: number; brotli: number; files: Set<string>; own: string[] }>();
  for (const [sourcePath, parts] of bySource) {
    const name =
      sourcePath === '[unmapped]' ? '[no source map: inlined JSON, the bundler’s glue]' : groupOf(relative(root, sourcePath));
    const group = groups.get(name) ?? { bytes: 0, brotli: 0, files: new Set<string>(), own: [] };
    const text = parts.join('');
    group.bytes += Buffer.byteLength(text);
    group.own.push(text);
    group.files.add(relative(root, sourcePath));
    groups.set(name, group);
  }
  // Each group's own brotli size, scaled so that the groups add up to the chunk's real brotli size.
  const own = new Map([...groups].map(([name, group]) => [name, brotli(group.own.join(''))] as const));
  const ownTotal = [...own.values()].reduce((sum, size) => sum + size, 0);
  const result: ChunkReport = { file, bytes: Buffer.byteLength(code), brotli: brotliTotal, groups: new Map() };
  for (const [name, group] of groups) {
    result.groups.set(name, { bytes: group.bytes, brotli: ((own.get(name) ?? 0) / ownTotal) * brotliTotal, files: group.files });
  }
  return result;
}

/** KB = 1000 bytes, as the budget counts them. */
const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

export function firstLoadReport(): { markdown: string; totalBrotli: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const labels = labelsChunk();
  const chunks = [...firstLoadScripts(html), ...(labels ? [labels] : [])].map(analyseChunk);
  const totalBrotli = chunks.reduce((sum, chunk) => sum + chunk.brotli, 0);
  const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const out: string[] = [
    '# Bundle report: the first load',
    '',
    'Generated by `npm run bundle-report` from the build (`dist/`) and its sourcemaps; do not edit by hand.',
    'The first load is what `index.html` asks for before any script runs (its entry and the chunks it',
    'modulepreloads: the player’s code) and the player’s labels in the viewer’s language, which boot asks for',
    'at once (`pt` here, the default); everything else loads after the first frame. Minified bytes are',
    'exact (attributed through the sourcemaps); a group’s brotli share is its own brotli size (quality 11, as',
    'the build precompresses) scaled so the groups add up to the chunk’s real `.br` size. The budget',
    '(`e2e/first-load-budget.spec.ts`) is 170 KB brotli.',
    '',
    '| chunk | minified KB | brotli KB |',
    '| --- | ---: | ---: |',
    ...chunks.map(
      (chunk) => `| \`${chunk.file.replace(/-[\w-]{8}\.js$/, '-*.js')}\` | ${kb(chunk.bytes)} | ${kb(chunk.brotli)} |`,
    ),
    `| **first load** | **${kb(totalBytes)}** | **${kb(totalBrotli)}** |`,
    '',
  ];
  for (const chunk of chunks) {
    out.push(`## \`${chunk.file.replace(/-[\w-]{8}\.js$/, '-*.js')}\` (${kb(chunk.brotli)} KB brotli)`, '');
    out.push('| package or folder | files | minified KB | brotli KB | share of the first load |');
    out.push('| --- | ---: | ---: | ---: | ---: |');
    const rows = [...chunk.groups].sort((a, b) => b[1].brotli - a[1].brotli);
    const shown = rows.filter(([, group]) => group.brotli >= 256);
    const rest = rows.slice(shown.length);
    for (const [name, group] of shown) {
      out.push(
        `| ${name} | ${group.files.size} | ${kb(group.bytes)} | ${kb(group.brotli)} | ${((group.brotli / totalBrotli) * 100).toFixed(1)} % |`,
      );
    }
    if (rest.length) {
      const bytes = rest.reduce((sum, [, group]) => sum + group.bytes, 0);
      const compressed = rest.reduce((sum, [, group]) => sum + group.brotli, 0);
      const files = rest.reduce((sum, [, group]) => sum + group.files.size, 0);
      out.push(
        `| ${rest.length} more under 0.25 KB each | ${files} | ${kb(bytes)} | ${kb(compressed)} | ${((compressed / totalBrotli) * 100).toFixed(1)} % |`,
      );
    }
    out.push('');
  }
  return { markdown: out.join('\n'), totalBrotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown, totalBrotli } = firstLoadReport();
  const target = join(root, 'docs', 'bundle-report.md');
  // Formatted as the repository's Markdown is (npm run lint checks it).
  const formatted = await format(markdown, { ...(await resolveConfig(target)), parser: 'markdown' });
  if (process.argv.includes('--check')) console.log(formatted);
  else writeFileSync(target, formatted);
  console.log(`first load: ${kb(totalBrotli)} KB brotli`);
}
