/**
 * The console, for developers only: a production build writes nothing there. The widget runs inside other
 * people's pages, whose consoles are theirs; what an operator needs of a fault goes to playerlogerror, and what a
 * viewer needs is on the screen. In development and in tests these are the console's own.
 */
export function devWarn(...details: unknown[]): void {
  if (import.meta.env.DEV) console.warn(...details);
}

export function devError(...details: unknown[]): void {
  if (import.meta.env.DEV) console.error(...details);
}
