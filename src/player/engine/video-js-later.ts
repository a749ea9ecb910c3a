/**
 * Video.js's menus and caption settings dialog. In the widget's build this module is their code, moved out of
 * Video.js's own module (scripts/video-js-later.ts) so the first load does without it; the later controls
 * import it before they use those components (video-js-menus.ts). Under Vite's dev server and in unit tests
 * Video.js is whole, and this module is empty.
 */
export {};
