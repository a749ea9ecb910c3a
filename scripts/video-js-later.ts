/**
 * Video.js's own menus (the base menu and menu button, the rate, captions, chapters, descriptions and audio
 * track menus) and its caption settings dialog are built only after the first frame (create-player.ts,
 * complete-control-bar.ts), yet Video.js ships them in its one module. The build moves their code out of
 * `video.es.js` into a module of its own, `src/player/engine/video-js-later.ts`, which the later controls
 * import: the first load carries about 5 KB (brotli) less.
 *
 * The cut is made on the syntax tree, by top-level statement: from the class that opens each range to the
 * registration that closes it. Video.js keeps every name the moved code uses and exports it under a
 * `__later_` alias; the moved code imports them back. The build fails (instead of shipping a broken player)
 * when a Video.js upgrade changed a range, when the code left behind names a moved class, or when the moved
 * code assigns to a name it would import (imports are read-only).
 */
import { parse } from 'acorn';
import { analyze } from 'eslint-scope';

interface Range {
  what: string;
  /** The class whose declaration opens the range. */
  first: string;
  /** The component whose registration closes it. */
  last: string;
  /** Classes the range must hold (a check that it is still the code we mean to move). */
  holds: readonly string[];
}

const RANGES: readonly Range[] = [
  {
    what: 'the menus',
    first: 'Menu',
    last: 'PlaybackRateMenuButton',
    holds: ['MenuButton', 'MenuItem', 'SubsCapsButton', 'ChaptersButton', 'AudioTrackButton', 'PlaybackRateMenuButton'],
  },
  {
    what: 'the caption settings dialog',
    first: 'TextTrackSelect',
    last: 'TextTrackSettings',
    holds: [
      'TextTrackFieldset',
      'TextTrackSettingsColors',
      'TextTrackSettingsFont',
      'TrackSettingsControls',
      'TextTrackSettings',
    ],
  },
];

const PREFIX = '__later_';

interface Statement {
  type: string;
  start: number;
  end: number;
  id?: { name: string } | null;
}

const classNamed = (statement: Statement, name: string): boolean =>
  statement.type === 'ClassDeclaration' && statement.id?.name === name;

const registers = (statement: Statement, source: string, name: string): boolean =>
  statement.type === 'ExpressionStatement' &&
  source.slice(statement.start, statement.end) === `Component$1.registerComponent('${name}', ${name});`;

/** The top-level statements `range` covers. */
function locate(body: readonly Statement[], source: string, range: Range): Statement[] {
  const from = body.findIndex((statement) => classNamed(statement, range.first));
  const to = body.findIndex((statement, index) => index > from && registers(statement, source, range.last));
  if (from < 0 || to < 0)
    throw new Error(`video-js-later: ${range.what} not found in video.es.js (class ${range.first} … ${range.last})`);
  const statements = body.slice(from, to + 1);
  const missing = range.holds.filter((name) => !statements.some((statement) => classNamed(statement, name)));
  if (missing.length > 0) throw new Error(`video-js-later: ${range.what} no longer hold ${missing.join(', ')}`);
  return statements;
}

export interface VideoJsSplit {
  /** video.es.js without the moved code, exporting what it uses under `__later_` names. */
  main: string;
  /** The moved code, importing those names back from `importFrom`. */
  later: string;
}

/** Splits (trimmed) video.es.js into what the first load needs and what the later controls do. */
export function splitVideoJs(source: string, importFrom: string): VideoJsSplit {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module', ranges: true });
  const body = program.body as Statement[];
  const moved = new Set(RANGES.flatMap((range) => locate(body, source, range)));
  const movedStatements = body.filter((statement) => moved.has(statement));
  const inMoved = (node: { start?: number } | { range?: [number, number] }): boolean => {
    const at = 'start' in node && typeof node.start === 'number' ? node.start : -1;
    return movedStatements.some((statement) => statement.start <= at && at < statement.end);
  };

  // The module's top-level bindings, each with every reference to it (scope-aware: a local of the same name is another binding).
  const scopes = analyze(program as unknown as Parameters<typeof analyze>[0], { ecmaVersion: 2022, sourceType: 'module' });
  const moduleScope = scopes.globalScope?.childScopes.find((scope) => scope.type === 'module');
  if (!moduleScope) throw new Error('video-js-later: video.es.js has no module scope');
  const imported: string[] = [];
  for (const variable of moduleScope.variables) {
    const declaredInMoved = variable.defs.some((definition) => inMoved(definition.name));
    const outside = variable.references.filter((reference) => !inMoved(reference.identifier));
    const inside = variable.references.filter((reference) => inMoved(reference.identifier));
    if (declaredInMoved) {
      if (outside.length > 0) throw new Error(`video-js-later: the code left in video.es.js still names ${variable.name}`);
      continue;
    }
    if (inside.length === 0) continue;
    if (inside.some((reference) => reference.isWrite()))
      throw new Error(`video-js-later: the moved code assigns to ${variable.name}, which it would import`);
    imported.push(variable.name);
  }
  imported.sort();

  let main = '';
  let last = 0;
  for (const statement of movedStatements) {
    main += source.slice(last, statement.start);
    last = statement.end;
  }
  main += source.slice(last);
  main += `\nexport { ${imported.map((name) => `${name} as ${PREFIX}${name}`).join(', ')} };\n`;
  const later =
    `import { ${imported.map((name) => `${PREFIX}${name} as ${name}`).join(', ')} } from ${JSON.stringify(importFrom)};\n` +
    movedStatements.map((statement) => source.slice(statement.start, statement.end)).join('\n');
  return { main, later };
}
