// The cmi5 launch steps: an auth token the fetch URL refuses (error-code) is a clear error, never `Basic
// undefined`; a launch that hangs (fetch URL, LMS.LaunchData) ends at its deadline, and what the library
// forms after it goes nowhere.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cmi5FetchError, fetchAuthToken } from './cmi5-auth-token';
import { CMI5_LAUNCH_TIMEOUT_MS, startCmi5 } from './cmi5-session';
import { launchOf, lms, lrs, memoryStorage, resetLrs, stubFetch } from './cmi5-test-lrs';

vi.mock('@xapi/cmi5', async () => (await import('./cmi5-test-lrs')).fakeCmi5Module());

afterEach(resetLrs);

describe('cmi5 launch', () => {
  it('turns a fetch URL answering an error-code (already fetched) into an error that says so, and sends nothing', async () => {
    lrs.reachable = true;
    lms.fetchAnswer = () => ({ 'error-code': '1', 'error-text': 'Already fetched.' });
    stubFetch();
    await expect(startCmi5(launchOf(), memoryStorage().storage)).rejects.toThrow(
      'fetch URL answered error-code 1 (already fetched or expired): Already fetched.',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lrs.requests.map((request) => request.auth)).not.toContain('Basic undefined');
    expect(lrs.requests).toEqual([]);
  });

  it('reads the auth token only from a 200 answer that carries one', async () => {
    const answer = (body: unknown, status = 200) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(body, { status })),
      );
    answer({ 'auth-token': 'QWxhZGRpbjpvcGVu' });
    await expect(fetchAuthToken('https://lms.example.com/fetch/1')).resolves.toBe('QWxhZGRpbjpvcGVu');
    answer({ 'error-code': 2 });
    await expect(fetchAuthToken('https://lms.example.com/fetch/1')).rejects.toThrow('error-code 2 (security error)');
    answer({}, 500);
    await expect(fetchAuthToken('https://lms.example.com/fetch/1')).rejects.toBeInstanceOf(Cmi5FetchError);
    // The LMS's own words reach the error log on one line, bounded.
    answer({ 'error-code': 1, 'error-text': `first\nsecond${'x'.repeat(1000)}` });
    const refused = await fetchAuthToken('https://lms.example.com/fetch/1').catch((error: Error) => error.message);
    expect(refused).toContain('first second');
    expect(refused).not.toContain('\n');
    expect(String(refused).length).toBeLessThan(300);
  });

  /** Holds one launch step until the returned function lets it go (the fetch URL's answer, or the launch data). */
  const holdFetchUrl = (): (() => void) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (await held, Response.json({ 'auth-token': 'dG9rZW4=' }))),
    );
    return release;
  };
  const holdLaunchData = (): (() => void) => {
    stubFetch();
    let release: () => void = () => undefined;
    lms.launchData = new Promise((resolve) => (release = resolve));
    return release;
  };

  it.each([
    ['the fetch URL', holdFetchUrl],
    ['LMS.LaunchData', holdLaunchData],
  ])('gives up at its deadline when %s does not answer: cmi5 off for the visit, nothing sent later', async (_step, hold) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      lrs.reachable = true;
      const release = hold();
      const { storage, outbox } = memoryStorage();
      let outcome = 'pending';
      void startCmi5(launchOf(), storage).then(
        () => (outcome = 'started'),
        (error: Error) => (outcome = error.message),
      );
      await vi.advanceTimersByTimeAsync(CMI5_LAUNCH_TIMEOUT_MS - 1);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatch(/^launch not done after 10 s/);
      // The step answers after all: the library's initialized goes nowhere.
      release();
      await vi.advanceTimersByTimeAsync(100);
      expect(lrs.requests).toEqual([]);
      expect(outbox()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
