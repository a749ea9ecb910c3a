/** vtt.js ships no types; deferred-vtt.ts only loads it for its side effect (window.WebVTT, window.vttjs). */
declare module 'videojs-vtt.js';
