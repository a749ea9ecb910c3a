import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How near the end a viewer's scroll counts as following the conversation again. */
const NEAR_END_PX = 48;
/** Room left above a message brought to the top. */
const MARGIN_PX = 8;
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);
const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The nearest ancestor that scrolls: the panel's body. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

const maxScroll = (scroller: HTMLElement): number => scroller.scrollHeight - scroller.clientHeight;
const topIn = (element: Element, scroller: HTMLElement): number =>
  element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;

/**
 * Where the newest exchange starts: its question, when the question leaves room for the answer's first lines;
 * else the answer. An answer (or a failure and its retry) that fits the panel shows whole, with as much of the
 * question above it as there is room for; a longer one shows its start. Never past the end.
 */
function newestExchange(list: HTMLElement, scroller: HTMLElement): number {
  const messages = list.querySelectorAll('.assistant-message:not(.assistant-thinking)');
  const answer = messages[messages.length - 1];
  if (!answer) return 0;
  const question = messages[messages.length - 2];
  const answerTop = topIn(answer, scroller);
  const questionTop = question?.classList.contains('assistant-user') ? topIn(question, scroller) : answerTop;
  let top = (answerTop - questionTop <= scroller.clientHeight / 2 ? questionTop : answerTop) - MARGIN_PX;
  // The question box stays over the panel's bottom (sticky): what shows of the conversation is above it.
  const shown = scroller.clientHeight - (list.nextElementSibling?.getBoundingClientRect().height ?? 0);
  const answerEnd = answerTop + answer.getBoundingClientRect().height + MARGIN_PX;
  if (answerEnd - (answerTop - MARGIN_PX) <= shown) top = Math.max(top, answerEnd - shown);
  return Math.max(0, Math.min(top, maxScroll(scroller)));
}

/**
 * Keeps the conversation where the viewer follows it, scrolling only the panel (never the page) and never moving
 * focus: opened, at the newest exchange; on their own question (or retry), at its end with the thinking indicator;
 * when the answer lands, at its start (they read from the top), unless they scrolled away to read meanwhile.
 */
export function useFollowConversation(list: RefObject<HTMLElement | null>, lastId: number | undefined, busy: boolean): void {
  const following = useRef(true);
  const viewerScrolling = useRef(false);
  const seen = useRef<{ lastId: number | undefined; busy: boolean } | null>(null);

  useEffect(() => {
    const scroller = list.current && scrollerOf(list.current);
    if (!scroller) return;
    const handleGesture = (): void => void (viewerScrolling.current = true);
    const handleKey = (event: KeyboardEvent): void => {
      if (SCROLL_KEYS.has(event.key) && !(event.target instanceof HTMLInputElement)) handleGesture();
    };
    // The scrollbar dragged: a press on the scroller itself, not on anything in it.
    const handlePointer = (event: PointerEvent): void => {
      if (event.target === scroller) handleGesture();
    };
    const handleScroll = (): void => {
      if (viewerScrolling.current) following.current = maxScroll(scroller) - scroller.scrollTop <= NEAR_END_PX;
    };
    scroller.addEventListener('wheel', handleGesture, { passive: true });
    scroller.addEventListener('touchmove', handleGesture, { passive: true });
    scroller.addEventListener('pointerdown', handlePointer);
    scroller.addEventListener('keydown', handleKey);
    scroller.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      scroller.removeEventListener('wheel', handleGesture);
      scroller.removeEventListener('touchmove', handleGesture);
      scroller.removeEventListener('pointerdown', handlePointer);
      scroller.removeEventListener('keydown', handleKey);
      scroller.removeEventListener('scroll', handleScroll);
    };
  }, [list]);

  // Before the frame is painted, so an opened panel shows the newest exchange from its first frame.
  useLayoutEffect(() => {
    const element = list.current;
    const scroller = element && scrollerOf(element);
    const before = seen.current;
    seen.current = { lastId, busy };
    if (!element || !scroller) return;
    const scrollTo = (top: number, smooth: boolean): void => {
      viewerScrolling.current = false;
      scroller.scrollTo({ top, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' });
    };
    const end = (): number => maxScroll(scroller);
    if (!before) {
      scrollTo(busy ? end() : newestExchange(element, scroller), false);
    } else if (busy && !before.busy) {
      following.current = true;
      scrollTo(end(), true);
    } else if (!busy && lastId !== before.lastId && following.current) {
      scrollTo(newestExchange(element, scroller), true);
    }
  }, [list, lastId, busy]);
}
