/** `global/window` for ES importers in the browser build: exactly this global (vite.config.ts, plainBrowserGlobals). */
export default window;
