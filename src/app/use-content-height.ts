import { useEffect, type RefObject } from 'react';
import { useAppStore } from '@/store/app-store';

/**
 * Keeps the store's content height: the page's own height while it has one (the audio bar), and 0 when
 * the video fills the frame (the host hears it and sizes the iframe: app/host-events.ts).
 */
export function useContentHeight(ref: RefObject<HTMLElement | null>, intrinsic: boolean): void {
  const setContentHeight = useAppStore((state) => state.setContentHeight);
  useEffect(() => {
    const element = ref.current;
    if (!intrinsic || !element) {
      setContentHeight(0);
      return;
    }
    const report = (): void => setContentHeight(Math.ceil(element.getBoundingClientRect().height));
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, intrinsic, setContentHeight]);
}
