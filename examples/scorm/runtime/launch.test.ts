// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventMap, EventName } from '../../../host-sdk/src/index.ts';
import { RESUME_MARGIN_SECONDS } from '../../../src/player/resume-position.ts';
import type { PackageConfig } from './launch.ts';

type Listener = (data: never) => void;

/** The widget as the launch page sees it through the host SDK: its events, its position, the seeks asked of it. */
const widget = vi.hoisted(() => ({
  listeners: new Map<string, Set<(data: never) => void>>(),
  currentTime: 0,
  seeks: [] as number[],
}));

vi.mock('../../../host-sdk/src/index.ts', () => ({
  embed: () => {
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
  },
}));

/** The widget sends an event to the host page. */
function emit<E extends EventName>(event: E, data: EventMap[E]): void {
  for (const listener of [...(widget.listeners.get(event) ?? [])]) (listener as (data: EventMap[E]) => void)(data);
}

/** Lets the launch page's pending getCurrentTime() → seek() chains run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Launches the package's page in a SCORM 1.2 LMS whose suspend data holds `position` (seconds), with the
 * widget starting at `widgetStartsAt` (where the API's saved view put it, or 0), and waits for the embed.
 */
async function launch(position: number, widgetStartsAt: number): Promise<void> {
  widget.listeners.clear();
  widget.seeks = [];
  widget.currentTime = widgetStartsAt;
  const values: Record<string, string> = {
    'cmi.core.student_id': 'ana',
    'cmi.core.lesson_status': 'incomplete',
    'cmi.suspend_data': JSON.stringify({ v: 1, p: position, r: [[0, position]] }),
  };
  vi.stubGlobal('API', {
    LMSInitialize: () => 'true',
    LMSGetValue: (element: string) => values[element] ?? '',
    LMSSetValue: (element: string, value: string) => {
      values[element] = value;
      return 'true';
    },
    LMSCommit: () => 'true',
    LMSFinish: () => 'true',
  });
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ token: 'tok' }), { status: 200 })));
  const config: PackageConfig = {
    version: '1.2',
    widgetUrl: 'https://player.example.com',
    apiUrl: 'https://api.example.com/',
    key: 'k',
    title: 'Aula 1',
  };
  document.body.innerHTML = `<div id="lesson"></div><p id="status">Carregando…</p>
    <script type="application/json" id="sphere-scorm">${JSON.stringify(config)}</script>`;
  vi.resetModules();
  await import('./launch.ts');
  await vi.waitFor(() => expect(widget.listeners.get('loadedmetadata')?.size).toBeTruthy());
}

describe('the SCORM launch page’s resume', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('seeks to the LMS’s position on the first load when the widget starts more than 2 s away from it', async () => {
    await launch(40, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([40]);
    expect(widget.currentTime).toBe(40);
  });

  it('leaves the widget where it is when it already resumed at the LMS’s position', async () => {
    await launch(40, 39);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([]);
  });

  it('does not throw the learner back to the launch’s position when the widget loads its source again (audio mode at 600 s stays at 600 s)', async () => {
    await launch(40, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([40]);
    // The learner watches to 600 s, then switches to audio mode (or the widget reloads after an error or a
    // reconnect): the widget restores 600 s itself and sends loadedmetadata again.
    widget.currentTime = 600;
    emit('timeupdate', { currentTime: 600, duration: 900, percent: 66.7 });
    emit('loadedmetadata', { duration: 900 });
    await settle();
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([40]);
    expect(widget.currentTime).toBe(600);
  });

  it('starts a finished lesson over: a position within the widget’s resume margin of the end is not resumed', async () => {
    // The lesson ended at 897 of 900 s: the widget ignores a position that close to the end and starts at 0.
    await launch(900 - RESUME_MARGIN_SECONDS + 2, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([]);
    expect(widget.currentTime).toBe(0);
  });

  it('applies the widget’s margin at the start too: a position within it is not resumed', async () => {
    await launch(RESUME_MARGIN_SECONDS - 2, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([]);
  });

  it('still resumes a position just outside the margin of the end', async () => {
    await launch(900 - RESUME_MARGIN_SECONDS - 1, 0);
    emit('loadedmetadata', { duration: 900 });
    await settle();
    expect(widget.seeks).toEqual([900 - RESUME_MARGIN_SECONDS - 1]);
  });
});
