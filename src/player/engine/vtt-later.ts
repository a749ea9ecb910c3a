/**
 * What Video.js's import of vtt.js resolves to in the widget's build (scripts/video-js-build.ts): nothing
 * yet. `window.WebVTT = true` is Video.js's own mark for "vtt.js is on its way" (its novtt build sets it
 * while a script loads): caption files then wait for the tech's `vttjsloaded`, which deferred-vtt.ts
 * fires once it has loaded the real parser after the first frame.
 */
const global = window as unknown as { WebVTT?: unknown };
if (typeof global.WebVTT !== 'function') global.WebVTT = true;

export default {};
