import { useEffect, type RefObject } from 'react';
import type { Bridge } from '@/services/bridge';

/**
 * Reports the page's content height to the host while it has one of its own (the audio bar), and 0 when
 * the video fills the frame, so the SDK can size the iframe.
 */
export function useHostResize(ref: RefObject<HTMLElement | null>, intrinsic: boolean, bridge: Bridge): void {
  useEffect(() => {
    const element = ref.current;
    if (!intrinsic || !element) {
      bridge.emit('resize', { height: 0 });
      return;
    }
    let last = -1;
    const report = (): void => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      bridge.emit('resize', { height });
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, intrinsic, bridge]);
}
