import { useSyncExternalStore } from 'react';

/** Wide enough for a panel beside the video (else the panel is a sheet over it). */
const WIDE = '(min-width: 900px)';

export function useWideFrame(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
}
