/**
 * Video.js's stylesheet in the widget's build (docs/performance.md, "Fewer bytes"): the rules for what the
 * widget never builds are left out, and the rules for what it builds only after the first frame (the menus,
 * their buttons, the caption settings dialog) move to a stylesheet of their own, `video-js-later.css`, which
 * the later controls import together with that code (`src/player/control-bar/video-js-menus.ts`).
 *
 * The split works on whole selectors: a rule listing selectors of both kinds is split into two. The later
 * stylesheet comes after every first-load rule, so the widget's own rules for those components load with
 * it (`control-bar-menus.css`) to keep their order after Video.js's.
 */
import postcss, { type Container, type Root, type Rule } from 'postcss';

/** Classes of the components built only after the first frame: Video.js's menus and caption settings. */
const LATER =
  /\.(?:vjs-menu[\w-]*|vjs-text-track-settings|vjs-track-setting[\w-]*|vjs-playback-rate[\w-]*|vjs-(?:subs-caps|captions|subtitles|chapters|descriptions|audio)-button)(?![\w-])/;

/**
 * Classes of what the widget never builds or never sets: the title bar (`titleBar: false`), the transient
 * button (never added), spatial navigation and the document picture-in-picture window (neither enabled),
 * and the icon-font classes meant for pages to put on their own elements (Video.js's components draw
 * their icons through `.vjs-icon-placeholder`), but for the ones the widget's controls use (USED_ICONS).
 */
const NEVER =
  /\.(?:vjs-title-bar[\w-]*|vjs-transient-button|vjs-spatial-navigation-enabled|vjs-pip-window|vjs-icon-(?!placeholder(?![\w-]))[\w-]+)(?![\w-])/;

/** The icon-font classes the widget's own controls carry (a test checks `src/` uses no other). */
export const USED_ICONS = ['vjs-icon-volume-mute'];

const isUsedIcon = (selector: string): boolean =>
  USED_ICONS.some((icon) => new RegExp(`^\\.${icon}(?::{1,2}before)?$`).test(selector.trim()));

const isNever = (selector: string): boolean => NEVER.test(selector) && !isUsedIcon(selector);
const isLater = (selector: string): boolean => !isNever(selector) && LATER.test(selector);

const inKeyframes = (rule: Rule): boolean =>
  rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name);

/** Keeps in each rule only the selectors `keep` accepts; a rule left with none goes. */
function keepSelectors(root: Root, keep: (selector: string) => boolean): void {
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
}

/** Removes at-rules (media queries, supports) left without rules, innermost first. */
function pruneEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    pruneEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

export interface VideoJsCss {
  /** What the first load carries. */
  first: string;
  /** What the later controls bring in. */
  later: string;
}

/** Splits `video-js.css`; fails the build if a Video.js upgrade left nothing to move or to leave out. */
export function splitVideoJsCss(css: string): VideoJsCss {
  const first = postcss.parse(css);
  const later = first.clone();
  keepSelectors(first, (selector) => !isNever(selector) && !isLater(selector));
  keepSelectors(later, isLater);
  // The later stylesheet holds rules only: fonts and keyframes stay with the first load.
  later.walkAtRules((atRule) => {
    if (!atRule.nodes || /keyframes$|font-face/.test(atRule.name)) atRule.remove();
  });
  later.walkComments((comment) => {
    comment.remove();
  });
  later.each((node) => {
    if (node.type === 'decl') node.remove();
  });
  pruneEmpty(first);
  pruneEmpty(later);
  const result = { first: first.toString(), later: later.toString() };
  for (const expected of ['.vjs-menu li', '.vjs-text-track-settings select', '.vjs-playback-rate .vjs-menu']) {
    if (!result.later.includes(expected) || result.first.includes(expected)) {
      throw new Error(`video-js-css: expected "${expected}" in video-js.css, moved to the later stylesheet`);
    }
  }
  return result;
}
