import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, MAX_REPORTS_PER_MINUTE } from './error-reporter';
import { REDACTED, redactDeep, redactText } from './redact';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl';

describe('redaction', () => {
  it('removes the session token, anything JWT-shaped and token query values', () => {
    expect(redactText(`GET /player?token=${jwt}&versao=2`, jwt)).toBe(`GET /player?token=${REDACTED}&versao=2`);
    expect(redactText(`Authorization: ${jwt}`)).toBe(`Authorization: ${REDACTED}`);
    expect(redactText('https://cdn.test/files/a.mp4?t=abc123&lang=en')).toBe(
      `https://cdn.test/files/a.mp4?t=${REDACTED}&lang=en`,
    );
    expect(redactText('opaque-session-token in a message', 'opaque-session-token')).toBe(`${REDACTED} in a message`);
  });

  it("redacts a signed media URL's signature, expiry and viewer id, and any CDN's token; the launch's parameters stay", () => {
    const signed = 'https://api.test/media/licao/hls/720p/seg_000.ts?exp=1795709956&v=aluno-demo&sig=rsE0u7t0';
    expect(redactText(`GET ${signed} 200`)).toBe(
      `GET https://api.test/media/licao/hls/720p/seg_000.ts?exp=${REDACTED}&v=${REDACTED}&sig=${REDACTED} 200`,
    );
    expect(redactText('https://cdn.test/a.m3u8?Policy=eyJ&Signature=x~y&Key-Pair-Id=K2')).toBe(
      `https://cdn.test/a.m3u8?Policy=${REDACTED}&Signature=${REDACTED}&Key-Pair-Id=${REDACTED}`,
    );
    expect(redactText('https://w.test/player?lang=es&preview=S&autoplay=1&versao=2&idProducaoRoteiro=7')).toBe(
      'https://w.test/player?lang=es&preview=S&autoplay=1&versao=2&idProducaoRoteiro=7',
    );
    expect(redactText('"https://api.test/api/download?isAlta=S&token=abc"')).toBe(
      `"https://api.test/api/download?isAlta=S&token=${REDACTED}"`,
    );
  });

  it('walks events in depth', () => {
    const event = { view: { url: `https://w.test/player?token=${jwt}` }, context: { list: [`x ${jwt}`], n: 3 } };
    redactDeep(event);
    expect(JSON.stringify(event)).not.toContain('eyJ');
    expect(event.context.n).toBe(3);
  });
});

describe('error reporter', () => {
  it('reports each message once, and at most a few a minute', () => {
    let now = 0;
    const log = vi.fn().mockResolvedValue(undefined);
    const sink = vi.fn();
    const reporter = createErrorReporter(log, () => now);
    reporter.setTelemetry(sink);
    reporter.report('a');
    reporter.report('a');
    for (let i = 0; i < 20; i++) reporter.report(`b${i}`);
    expect(log).toHaveBeenCalledTimes(MAX_REPORTS_PER_MINUTE);
    expect(sink).toHaveBeenCalledTimes(MAX_REPORTS_PER_MINUTE);
    now = 61_000;
    reporter.report('later');
    expect(log).toHaveBeenLastCalledWith('later');
  });

  it('names the file a signed URL reached, never its signature; one fault whatever signature it came with', () => {
    const log = vi.fn().mockResolvedValue(undefined);
    const reporter = createErrorReporter(log);
    const failed = (sig: string) =>
      `code 2: HLS playlist request error at URL: https://cdn.example/hls/720p/index.m3u8?exp=1795709956&sig=${sig}.`;
    reporter.report(failed('rsE0u7t0'));
    reporter.report(failed('Xy81kQ2a'));
    expect(log.mock.calls).toEqual([['code 2: HLS playlist request error at URL: https://cdn.example/hls/720p/index.m3u8.']]);
  });
});
