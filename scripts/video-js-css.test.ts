import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { USED_ICONS, splitVideoJsCss } from './video-js-css.ts';

const css = readFileSync(createRequire(import.meta.url).resolve('video.js/dist/video-js.css'), 'utf8');
const selectorsOf = (text: string): string[] => {
  const found: string[] = [];
  postcss.parse(text).walkRules((rule) => void found.push(...rule.selectors));
  return found;
};

describe("Video.js's stylesheet, split for the first load and the later controls", () => {
  const { first, later } = splitVideoJsCss(css);
  const firstSelectors = selectorsOf(first);
  const laterSelectors = selectorsOf(later);

  it('moves the menus, their buttons and the caption settings dialog to the later stylesheet', () => {
    const menus = /\.vjs-(?:menu|text-track-settings|track-setting|playback-rate|subs-caps-button|chapters-button)/;
    expect(firstSelectors.filter((selector) => menus.test(selector))).toEqual([]);
    expect(laterSelectors.length).toBeGreaterThan(80);
    expect(laterSelectors.every((selector) => menus.test(selector) || /-button/.test(selector))).toBe(true);
    expect(laterSelectors).toContain('.vjs-menu-button-popup .vjs-menu.vjs-lock-showing');
    expect(laterSelectors).toContain('.vjs-text-track-settings select');
  });

  it('splits a rule that lists selectors of both kinds, keeping its declarations in each part', () => {
    // Video.js draws the captions button's icon with the same rule as the page class `.vjs-icon-captions`.
    const declarations = (text: string, selector: string): string => {
      let found = '';
      postcss.parse(text).walkRules((rule) => {
        if (rule.selectors.includes(selector)) found = rule.nodes.map(String).join(';');
      });
      return found;
    };
    const button = '.video-js .vjs-captions-button .vjs-icon-placeholder:before';
    expect(declarations(later, button)).toContain('content');
    expect(firstSelectors).not.toContain(button);
    expect(declarations(first, '.video-js .vjs-play-control .vjs-icon-placeholder:before')).toContain('content');
  });

  it("leaves out what the widget never builds, but keeps the icon classes the widget's controls carry", () => {
    const never = /\.vjs-(?:title-bar|transient-button|spatial-navigation-enabled|pip-window)|\.vjs-icon-(?!placeholder)/;
    const kept = [...firstSelectors, ...laterSelectors].filter(
      (selector) => never.test(selector) && !USED_ICONS.some((icon) => selector.startsWith(`.${icon}`)),
    );
    expect(kept).toEqual([]);
    expect(firstSelectors).toContain('.vjs-icon-volume-mute:before');
  });

  it('keeps the fonts and animations with the first load, and adds nothing', () => {
    expect(first).toMatch(/@font-face/);
    expect(first).toMatch(/@keyframes vjs-spinner-spin/);
    expect(later).not.toMatch(/@font-face|@keyframes|url\(/);
    expect(first.length + later.length).toBeLessThan(css.length);
  });

  it('fails the build when a Video.js upgrade left no menu rules to move', () => {
    expect(() => splitVideoJsCss(css.replaceAll('.vjs-menu li', '.vjs-list li'))).toThrow(/\.vjs-menu li/);
  });

  it("covers every icon class the widget's source puts on an element", () => {
    const used = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(?:ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name))
          for (const match of readFileSync(path, 'utf8').matchAll(/vjs-icon-(?!placeholder)[\w-]+/g)) used.add(match[0]);
      }
    };
    walk(join(import.meta.dirname, '..', 'src'));
    expect([...used].sort()).toEqual([...USED_ICONS].sort());
  });
});
