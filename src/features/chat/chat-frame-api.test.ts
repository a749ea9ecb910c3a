// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatOrigin, keepsOwnOrigin, listenForChatEscape } from './chat-frame-api';

const CHAT = 'https://chat.example.test';
const escape = { type: 'sphere-chat', event: 'escape' };

/** A frame whose window is this test's window (the only Window a MessageEvent here can name as its source). */
const frame = { contentWindow: window } as unknown as HTMLIFrameElement;
const post = (data: unknown, origin: string, source: Window | null = window): void =>
  void window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('the chat frame’s Escape', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('closes the chat when the frame’s window reports it from the chat origin', () => {
    const onEscape = vi.fn();
    stops.push(listenForChatEscape(frame, CHAT, onEscape));
    post(escape, CHAT);
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('ignores it from another origin, from another window, or in another shape', () => {
    const onEscape = vi.fn();
    stops.push(listenForChatEscape(frame, CHAT, onEscape));
    post(escape, 'https://evil.example.test');
    post(escape, 'null');
    post(escape, CHAT, null);
    post(escape, CHAT, { postMessage: () => undefined } as unknown as Window);
    post({ type: 'sphere-chat', event: 'close' }, CHAT);
    post('escape', CHAT);
    post({ ...escape, type: 'sphere' }, CHAT);
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('stops listening when told to', () => {
    const onEscape = vi.fn();
    listenForChatEscape(frame, CHAT, onEscape)();
    post(escape, CHAT);
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

  it('is kept by the frame only when it is not the widget’s own', () => {
    expect(keepsOwnOrigin(CHAT, 'https://player.example.test')).toBe(true);
    expect(keepsOwnOrigin('https://player.example.test', 'https://player.example.test')).toBe(false);
    expect(keepsOwnOrigin(null, 'https://player.example.test')).toBe(false);
  });
});
