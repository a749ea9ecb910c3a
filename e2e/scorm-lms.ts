/**
 * A loopback "LMS" for the SCORM specs: its course page gives the package's frame a real SCORM runtime
 * (scorm-again) holding the learner's stored data, and serves the unzipped package beside it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import type { Stack } from '../examples/servers/stack.ts';
import { buildScormPackages } from '../examples/scorm/build-packages.ts';
import { expect } from './fixtures.ts';

const scormAgain = readFileSync('node_modules/scorm-again/dist/scorm-again.min.js', 'utf8');

export interface CourseOptions {
  /** The package's frame's CSS size. */
  frame?: { width: number; height: number };
  /** Script run after the runtime is set up (`window.runtime`), e.g. to make a call answer "false". */
  script?: string;
}

/** The LMS's course page: its SCORM runtime (with the learner's stored data) and the package's frame. */
export const lmsPage = (version: '1.2' | '2004', data: Record<string, string>, options: CourseOptions = {}): string => {
  const { width, height } = options.frame ?? { width: 800, height: 450 };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>LMS</title><script src="/scorm-again.js"></script>
<style>body{margin:0}</style></head>
<body><main aria-label="Course"><h1 style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">Course</h1><iframe id="sco" title="Lesson" style="display:block;border:0;width:${width}px;height:${height}px" src="/pkg/index.html"></iframe></main>
<script>
  const data = ${JSON.stringify(data)};
  window.${version === '1.2' ? 'API = new Scorm12API' : 'API_1484_11 = new Scorm2004API'}({ logLevel: 5, autocommit: false });
  window.runtime = window.${version === '1.2' ? 'API' : 'API_1484_11'};
  window.runtime.loadFromFlattenedJSON(data, '');
  ${options.script ?? ''}
</script></body></html>`;
};

/**
 * The LMS's origin, on loopback (the browser lets only a local site reach the local stack): its course page,
 * scorm-again, and the unzipped package, from memory. Close it with the test.
 */
export async function serveLms(files: Record<string, Uint8Array>, html: () => string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://lms').pathname;
    const file = path === '/course.html' ? html() : path === '/scorm-again.js' ? scormAgain : files[path.replace(/^\/pkg\//, '')];
    if (file === undefined) return void response.writeHead(404).end('not found');
    const type = path.endsWith('.html') ? 'text/html' : path.endsWith('.js') ? 'text/javascript' : 'application/xml';
    response
      .writeHead(200, { 'Content-Type': `${type}; charset=utf-8` })
      .end(typeof file === 'string' ? file : Buffer.from(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

/** The package's launch page, in the course page's frame. */
export const sco = async (page: Page): Promise<Frame> => {
  await expect.poll(() => page.frames().some((frame) => frame.url().endsWith('/pkg/index.html'))).toBe(true);
  return page.frames().find((frame) => frame.url().endsWith('/pkg/index.html'))!;
};

/** Calls the SDK's player in the launch page. */
export const sdk = async (page: Page, method: string, ...args: unknown[]): Promise<unknown> =>
  (await sco(page)).evaluate(
    async ({ method, args }) => {
      const w = window as unknown as { player?: Record<string, (...a: unknown[]) => Promise<unknown>> };
      return w.player![method]!(...args);
    },
    { method, args },
  );

/** Waits until the launch page has embedded the widget and the widget is ready. */
export async function lessonReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        sco(page).then((frame) =>
          frame.evaluate(() => typeof (window as unknown as { player?: { ready?: unknown } }).player?.ready === 'function'),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  await sdk(page, 'ready');
}

/** The lesson's SCORM packages (1.2 and 2004), built for this stack's widget and API. */
export const lessonPackages = (stack: Stack) =>
  buildScormPackages({
    videoId: 'seguranca-senhas',
    title: 'Segurança · Senhas fortes',
    secret: stack.options.jwtSecret,
    widgetUrl: stack.widget.url,
    apiUrl: `${stack.api.url}/api/`,
  });
