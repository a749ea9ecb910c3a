/**
 * A SCORM package's launch page: finds the LMS's runtime, exchanges the package's dispatch key and the
 * learner id for a viewer token (`POST token/scorm`), embeds the widget with the host SDK, and reports the
 * widget's skip-proof completion, the score (watched %), the session time and the resume data.
 */
import { embed, type ProgressData } from '../../../host-sdk/src/index.ts';
import { resumePosition } from '../../../src/player/resume-position.ts';
import { openLmsSession, type ScormVersion } from './lms-session.ts';
import { decodeResumeData, encodeResumeData } from './resume-data.ts';
import { scorm12Time, scorm2004Time } from './session-time.ts';

/** What the packager writes into the launch page. */
export interface PackageConfig {
  version: ScormVersion;
  /** The widget's origin and path, e.g. https://player.example.com */
  widgetUrl: string;
  /** The API's base URL (the widget's API_URL), ending in '/'. */
  apiUrl: string;
  /** The signed dispatch key of the package's video. */
  key: string;
  title: string;
  /** The embed's completion threshold, when the package sets one. */
  limiar?: number;
}

async function start(config: PackageConfig): Promise<void> {
  const status = document.getElementById('status');
  const say = (text: string): void => void (status && (status.textContent = text));
  const lms = openLmsSession(config.version);
  const startedAt = Date.now();
  const resume = decodeResumeData(lms.suspendData());
  const learner = lms.learnerId();
  const mintToken = async (): Promise<string> => {
    const response = await fetch(`${config.apiUrl}token/scorm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ chave: config.key, aprendiz: learner }),
    });
    const body = (await response.json()) as { token?: string; erro?: string };
    if (!response.ok || !body.token) throw new Error(body.erro ?? `token/scorm: ${response.status}`);
    return body.token;
  };
  const query = new URLSearchParams({ token: await mintToken() });
  if (config.limiar) query.set('limiar', String(config.limiar));
  const player = embed('#lesson', { url: `${config.widgetUrl}/player?${query}`, title: config.title, getToken: mintToken });
  (window as unknown as { player: typeof player }).player = player;

  let position = resume?.position ?? 0;
  let latest: ProgressData | null = null;
  const report = (): void => {
    const ranges = latest?.ranges ?? resume?.ranges ?? [];
    lms.report({
      percent: latest?.percent ?? 0,
      completed: latest?.completed ?? false,
      position,
      suspendData: encodeResumeData({ position, ranges }),
      sessionTime: (config.version === '1.2' ? scorm12Time : scorm2004Time)(Date.now() - startedAt),
    });
  };
  player.on('timeupdate', ({ currentTime }) => (position = currentTime));
  player.on('progress', (progress) => {
    latest = progress;
    report();
  });
  player.on('completed', () => {
    if (latest) latest = { ...latest, completed: true };
    report();
    lms.commit();
  });
  player.on('pause', ({ currentTime }) => {
    position = currentTime;
    report();
    lms.commit();
  });
  // The widget resumes where the API saved the view; the LMS's own resume data wins when they differ. Only
  // for the first load: the widget sends loadedmetadata again on every source switch (audio mode, an error's
  // reload, a reconnect) and restores the learner's current position itself. The widget's rule applies: a
  // position within RESUME_MARGIN_SECONDS of either end is not resumed (a finished lesson starts over).
  player.once('loadedmetadata', ({ duration }) => {
    const target = resumePosition(resume?.position, duration);
    if (target === null) return;
    void player.getCurrentTime().then((now) => {
      if (Math.abs(now - target) > 2) void player.seek(target);
    });
  });
  let finished = false;
  window.addEventListener('pagehide', () => {
    if (finished) return;
    finished = true;
    report();
    lms.commit();
    lms.finish();
  });
  say('');
}

const config = JSON.parse(document.getElementById('sphere-scorm')?.textContent ?? '{}') as PackageConfig;
start(config).catch((error: unknown) => {
  const status = document.getElementById('status');
  if (status) status.textContent = `Não foi possível abrir a aula: ${error instanceof Error ? error.message : String(error)}`;
});
