import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { trimVideoJsSource } from './video-js-build.ts';

const source = readFileSync(createRequire(import.meta.url).resolve('video.js/dist/video.es.js'), 'utf8');

describe('what the build leaves out of Video.js', () => {
  it('empties the SVG sprite, never builds spatial navigation or a DASH loader, and keeps the rest', () => {
    const trimmed = trimVideoJsSource(source);
    expect(trimmed).toMatch(/^var icons = "";$/m);
    expect(trimmed).not.toContain('new SpatialNavigation(this)');
    expect(trimmed).not.toContain('new DashPlaylistLoader(');
    expect(trimmed.match(/dashIsLeftOut\(/g)).toHaveLength(4);
    // HLS is untouched.
    expect(trimmed).toContain('new PlaylistLoader(');
    expect(source.length - trimmed.length).toBeGreaterThan(15_000);
  });

  it('fails the build when a Video.js upgrade changed the text an edit replaces', () => {
    expect(() => trimVideoJsSource(source.replace('this.spatialNavigation = new SpatialNavigation(this);', ''))).toThrow(
      /spatial navigation/,
    );
    expect(() => trimVideoJsSource(source.replace('new DashPlaylistLoader(', 'new Other('))).toThrow(/expected 3/);
  });
});
