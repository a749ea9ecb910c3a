/** The one way the widget bounds a wait: a promise raced against a timer that is always cleared. */

/**
 * `work`'s outcome, or `onLate()`'s once `ms` have passed without one: its value, or its throw as the
 * rejection. The timer is cleared whichever comes first.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number, onLate: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(onLate());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
