/**
 * The launch page under test: the widget as the page sees it through the host SDK (`fakeEmbed`, its events,
 * position and seeks), a SCORM runtime of either edition holding the learner's stored data and recording every
 * call, and `openLaunchPage` to load launch.ts over them. Test files mock the SDK with `fakeEmbed`.
 */
import { expect, vi } from 'vitest';
import type { EventMap, EventName } from '../../../host-sdk/src/index.ts';
import { launchPage } from '../launch-page.ts';
import type { PackageConfig } from './launch.ts';

type Listener = (data: never) => void;

interface FakeWidget {
  listeners: Map<string, Set<Listener>>;
  currentTime: number;
  seeks: number[];
  /** The Player URLs embedded, in order. */
  urls: string[];
}

// On the global object: openLaunchPage resets the module registry, and the mocked SDK imports this file afresh.
const shared = globalThis as { sphereFakeWidget?: FakeWidget };
export const widget: FakeWidget = (shared.sphereFakeWidget ??= { listeners: new Map(), currentTime: 0, seeks: [], urls: [] });

export function fakeEmbed(_selector: string, options: { url: string }): unknown {
  widget.urls.push(options.url);
  const on = (event: string, listener: Listener): (() => void) => {
    const set = widget.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    widget.listeners.set(event, set);
    return () => void set.delete(listener);
  };
  return {
    on,
    once: (event: string, listener: Listener): (() => void) => {
      const stop = on(event, ((data: never) => {
        stop();
        listener(data);
      }) as Listener);
      return stop;
    },
    getCurrentTime: () => Promise.resolve(widget.currentTime),
    seek: (time: number) => {
      widget.seeks.push(time);
      widget.currentTime = time;
      return Promise.resolve();
    },
  };
}

/** The widget sends an event to the host page. */
export function emit<E extends EventName>(event: E, data: EventMap[E]): void {
  for (const listener of [...(widget.listeners.get(event) ?? [])]) (listener as (data: EventMap[E]) => void)(data);
}

/** Lets the launch page's pending promise chains run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A `progress` event's data for `percent` watched of a 100 s video, over `ranges`. */
export const progress = (percent: number, ranges: [number, number][], completed = false): EventMap['progress'] => ({
  watchedSeconds: percent,
  duration: 100,
  percent,
  ranges,
  threshold: 90,
  completed,
  buffered: 0,
});

const methods = {
  '1.2': [
    'LMSInitialize',
    'LMSGetValue',
    'LMSSetValue',
    'LMSCommit',
    'LMSFinish',
    'LMSGetLastError',
    'LMSGetErrorString',
    'LMSGetDiagnostic',
  ],
  '2004': ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate', 'GetLastError', 'GetErrorString', 'GetDiagnostic'],
} as const;

export interface Lms {
  /** The data model as the LMS holds it. */
  values: Record<string, string>;
  /** Every call, as 'Method' or 'Method element value'. */
  calls: string[];
}

export interface LaunchOptions {
  version?: '1.2' | '2004';
  /** What the LMS holds for the learner; the learner id is added. */
  values?: Record<string, string>;
  /** The LMS's answer to a call; 'true' (and the value, for GetValue) when it returns undefined. */
  answer?: (method: string, element?: string) => string | undefined;
  /** The API's answer to `POST token/scorm`. Default: a token. */
  fetch?: typeof fetch;
  /** Whether the LMS provides a runtime (default true). */
  runtime?: boolean;
  /** The browser's languages (default pt-BR). */
  browserLanguages?: readonly string[];
  /** Wait for the widget's embed (default), or return once the page has started. */
  waitForEmbed?: boolean;
}

/** Loads the launch page in an LMS of `version` (default 1.2) whose runtime holds `values`. */
export async function openLaunchPage(options: LaunchOptions = {}): Promise<Lms> {
  const version = options.version ?? '1.2';
  widget.listeners.clear();
  widget.seeks = [];
  widget.urls = [];
  widget.currentTime = 0;
  const lms: Lms = {
    values: { [version === '1.2' ? 'cmi.core.student_id' : 'cmi.learner_id']: 'ana', ...options.values },
    calls: [],
  };
  const [, get, set] = methods[version];
  const api: Record<string, (element?: string, value?: string) => string> = {};
  for (const method of methods[version])
    api[method] = (element?: string, value?: string) => {
      // Initialize, Commit and Finish take '' (the standard's empty argument): they are recorded by name alone.
      lms.calls.push([method, element, value].filter((part) => part !== undefined && part !== '').join(' '));
      const answer = options.answer?.(method, element);
      if (answer !== undefined) return answer;
      if (method === get) return lms.values[element!] ?? '';
      if (method === set) lms.values[element!] = value!;
      return method.includes('LastError') ? '0' : method.includes('Error') || method.includes('Diagnostic') ? '' : 'true';
    };
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(options.browserLanguages ?? ['pt-BR']);
  if (options.runtime !== false) vi.stubGlobal(version === '1.2' ? 'API' : 'API_1484_11', api);
  vi.stubGlobal(
    'fetch',
    options.fetch ?? (() => Promise.resolve(new Response(JSON.stringify({ status_ret: 'OK', token: 'tok' }), { status: 200 }))),
  );
  const config: PackageConfig = {
    version,
    widgetUrl: 'https://player.example.com',
    apiUrl: 'https://api.example.com/',
    key: 'k',
    title: 'Aula 1',
  };
  const page = launchPage(config);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)![1]!.replace(/<script src=[^>]*><\/script>/, '');
  vi.resetModules();
  await import('./launch.ts');
  if (options.waitForEmbed !== false) await vi.waitFor(() => expect(widget.listeners.get('loadedmetadata')?.size).toBeTruthy());
  return lms;
}

/** The calls that wrote to the LMS's data model, as 'element value'. */
export const writes = (lms: Lms): string[] =>
  lms.calls.filter((call) => /^(LMS)?SetValue /.test(call)).map((call) => call.replace(/^(LMS)?SetValue /, ''));

export const text = (id: string): string => document.getElementById(id)?.textContent ?? '';
