import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { iconFontAsFile, trimVideoJsSource } from './video-js-build.ts';

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

describe('the icon font as its own file', () => {
  const css = readFileSync(createRequire(import.meta.url).resolve('video.js/dist/video-js.css'), 'utf8');
  const font = readFileSync(createRequire(import.meta.url).resolve('video.js/dist/font/VideoJS.woff'));

  it('points the CSS at dist/font/VideoJS.woff, the same bytes as the inlined font, drawn blank until it is in', () => {
    const inlined = /url\(data:application\/font-woff;charset=utf-8;base64,([^)]+)\)/.exec(css)?.[1] ?? '';
    expect(Buffer.from(inlined, 'base64').equals(font)).toBe(true);
    const edited = iconFontAsFile(css);
    expect(edited).not.toContain('data:application/font-woff');
    expect(edited).toContain('src: url("./font/VideoJS.woff") format("woff");\n  font-display: block;');
    expect(css.length - edited.length).toBeGreaterThan(7_000);
  });

  it('fails the build when a Video.js upgrade changed how the font is inlined', () => {
    expect(() => iconFontAsFile(css.replace('application/font-woff', 'font/woff'))).toThrow(/inlined icon font/);
  });
});
