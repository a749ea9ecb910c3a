/**
 * A SCORM package's launch page: finds the LMS's runtime, exchanges the package's dispatch key and the
 * learner id for a viewer token (`POST token/scorm`), embeds the widget with the host SDK, and reports the
 * widget's skip-proof completion, the score (watched %), the session time and the resume data. The page and
 * the widget speak the learner's language: the LMS's preference, else the browser's, else pt.
 */
import { embed, type ProgressData } from '../../../host-sdk/src/index.ts';
import { resumePosition } from '../../../src/player/resume-position.ts';
import { pickLanguage } from '../../../src/i18n/languages.ts';
import { launchStatus, type LaunchStatus } from './launch-status.ts';
import { NoLmsRuntime, openLmsSession, type ScormVersion } from './lms-session.ts';
import { unionRanges } from '../../../src/services/watched-ranges.ts';
import { decodeResumeData, encodeResumeData } from './resume-data.ts';
import { scorm12Time, scorm2004Time } from './session-time.ts';
import { requestToken, TokenFailure } from './token-request.ts';

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

/**
 * The first token: tried until one comes. Each failure is said in the learner's words, with a retry button
 * wherever trying again can succeed (a refused package cannot: that one waits for good).
 */
function firstToken(mint: () => Promise<string>, status: LaunchStatus): Promise<string> {
  return new Promise((resolve) => {
    const attempt = (): void => {
      status.say(status.texts.loading);
      mint().then(resolve, (error: unknown) => {
        const failure = error instanceof TokenFailure ? error : new TokenFailure('unavailable');
        status.say(status.texts.tokenFailure(failure));
        if (failure.code !== 'refused') status.offerRetry(attempt, failure.retryAfterMs);
      });
    };
    attempt();
  });
}

async function start(config: PackageConfig, status: LaunchStatus): Promise<void> {
  const lms = openLmsSession(config.version, window, (fault) => {
    console.warn('SCORM: the LMS refused a call', fault);
    if (fault.recordAtRisk) status.warnLms();
  });
  const language = pickLanguage(lms.learnerLanguage(), navigator.languages);
  status.setLanguage(language);
  const startedAt = Date.now();
  const resume = decodeResumeData(lms.suspendData());
  const learner = lms.learnerId();
  let position = resume?.position ?? 0;
  // Until the widget says something, the page has nothing to tell the LMS but the session's time: the LMS
  // keeps what it holds (a pagehide before the first progress must not write a score of 0).
  let heard = false;
  let latest: ProgressData | null = null;
  let completed = false;
  const report = (): void => {
    // This visit's ranges join the stored ones (the widget's include the API's saved view, when it has one).
    const ranges = unionRanges([...(resume?.ranges ?? []), ...(latest?.ranges ?? [])]);
    lms.report({
      ...(latest ? { percent: latest.percent } : {}),
      completed: completed || (latest?.completed ?? false),
      ...(heard ? { resume: { position, suspendData: encodeResumeData({ position, ranges }) } } : {}),
      sessionTime: (config.version === '1.2' ? scorm12Time : scorm2004Time)(Date.now() - startedAt),
    });
  };
  // The session is open: whatever happens next (a token that never comes, a learner who leaves at once), the
  // page finishes it as it goes, with the session's time. The session ignores a second pagehide.
  window.addEventListener('pagehide', () => {
    report();
    lms.commit();
    lms.finish();
  });
  const mintToken = (): Promise<string> => requestToken(config.apiUrl, config.key, learner);
  const query = new URLSearchParams({ token: await firstToken(mintToken, status), lang: language });
  if (config.limiar) query.set('limiar', String(config.limiar));
  const player = embed('#lesson', { url: `${config.widgetUrl}/player?${query}`, title: config.title, getToken: mintToken });
  (window as unknown as { player: typeof player }).player = player;

  player.on('timeupdate', ({ currentTime }) => {
    position = currentTime;
    heard = true;
  });
  player.on('progress', (progress) => {
    latest = progress;
    heard = true;
    report();
  });
  player.on('completed', () => {
    completed = true;
    report();
    lms.commit();
  });
  player.on('pause', ({ currentTime }) => {
    position = currentTime;
    heard = true;
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
  status.say('');
}

const config = JSON.parse(document.getElementById('sphere-scorm')?.textContent ?? '{}') as PackageConfig;
// The browser's language until the LMS's preference is read (no LMS at all: the browser's it stays).
const status = launchStatus(pickLanguage(null, navigator.languages));
start(config, status).catch((error: unknown) => {
  console.error(error);
  status.say(error instanceof NoLmsRuntime ? status.texts.noRuntime : status.texts.failed);
});
