import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_VERSION } from './widget-version';

describe('the widget version', () => {
  it("is package.json's, so the handshake tells the host the release it talks to", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(WIDGET_VERSION).toBe(pkg.version);
  });
});
