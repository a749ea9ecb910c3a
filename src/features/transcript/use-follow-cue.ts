import { useEffect, useRef, type RefObject } from 'react';

/** How long after the viewer scrolls the list the transcript leaves the scroll to them. */
const READING_MS = 5_000;
const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps the active cue in view inside the list, scrolling only the list (never the page) and never moving
 * focus; it holds back while the viewer reads elsewhere: for a while after they scroll it themselves, while
 * focus is on another cue, and while `paused` (a search is shown).
 */
export function useFollowCue(list: RefObject<HTMLElement | null>, activeIndex: number, paused: boolean): void {
  const readingUntil = useRef(0);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const handleReading = (): void => void (readingUntil.current = Date.now() + READING_MS);
    const handleKey = (event: KeyboardEvent): void => {
      if (['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown'].includes(event.key)) handleReading();
    };
    element.addEventListener('wheel', handleReading, { passive: true });
    element.addEventListener('touchmove', handleReading, { passive: true });
    element.addEventListener('keydown', handleKey);
    return () => {
      element.removeEventListener('wheel', handleReading);
      element.removeEventListener('touchmove', handleReading);
      element.removeEventListener('keydown', handleKey);
    };
  }, [list]);

  useEffect(() => {
    const element = list.current;
    const cue = element?.querySelectorAll<HTMLElement>('[data-cue]')[activeIndex];
    if (!element || !cue || paused || Date.now() < readingUntil.current) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && element.contains(focused) && !cue.contains(focused)) return;
    const top = cue.offsetTop - element.offsetTop;
    const visible = top >= element.scrollTop && top + cue.offsetHeight <= element.scrollTop + element.clientHeight;
    if (visible) return;
    element.scrollTo({ top: Math.max(0, top - element.clientHeight / 3), behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [list, activeIndex, paused]);
}
