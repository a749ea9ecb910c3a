// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatOrigin, listenForChatEscape } from './chat-frame-api';

const CHAT = 'https://chat.example.test';
/** The sandboxed chat page's origin, opaque. */
const OPAQUE = 'null';
const escape = { type: 'sphere-chat', event: 'escape' };

/** A frame whose window is this test's window (the only Window a MessageEvent here can name as its source). */
const frame = { contentWindow: window } as unknown as HTMLIFrameElement;
const post = (data: unknown, origin: string, source: Window | null = window): void =>
  void window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('the chat frame’s Escape', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('closes the chat when the frame’s sandboxed page reports it', () => {
    const onEscape = vi.fn();
    stops.push(listenForChatEscape(frame, onEscape));
    post(escape, OPAQUE);
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('ignores it from a page that is not sandboxed, from another window, or in another shape', () => {
    const onEscape = vi.fn();
    stops.push(listenForChatEscape(frame, onEscape));
    post(escape, 'https://evil.example.test');
    post(escape, CHAT);
    post(escape, OPAQUE, null);
    post(escape, OPAQUE, { postMessage: () => undefined } as unknown as Window);
    post({ type: 'sphere-chat', event: 'close' }, OPAQUE);
    post('escape', OPAQUE);
    post({ ...escape, type: 'sphere' }, OPAQUE);
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('stops listening when told to', () => {
    const onEscape = vi.fn();
    listenForChatEscape(frame, onEscape)();
    post(escape, OPAQUE);
    expect(onEscape).not.toHaveBeenCalled();
  });
});

describe('the chat frame’s origin', () => {
  it('is the origin of an http(s) chat URL, and none of another URL', () => {
    expect(chatOrigin('https://chat.example.test/sala/?x=1')).toBe(CHAT);
    expect(chatOrigin('javascript:alert(1)')).toBeNull();
    expect(chatOrigin('data:text/html,hi')).toBeNull();
    expect(chatOrigin('')).toBeNull();
  });
});
