/** `global/document` in the browser build: exactly this global (vite.config.ts, plainBrowserGlobals). */
export default document;
