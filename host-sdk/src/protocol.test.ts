import { describe, expect, it } from 'vitest';
import { COMMANDS, EVENTS, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, SDK_VERSION } from './protocol';
import { isAllowedOrigin, message, parseMessage } from './messages';

describe('parseMessage', () => {
  it('accepts the four message kinds', () => {
    expect(parseMessage(message.hello())).toEqual({ sphere: PROTOCOL_VERSION, type: 'hello', sdk: SDK_VERSION });
    expect(parseMessage(message.call(1, 'seek', [10]))?.type).toBe('call');
    expect(parseMessage(message.reply(1, { ok: true, value: 3 }))?.type).toBe('reply');
    expect(parseMessage(message.event('play', { currentTime: 0, duration: 1 }))?.type).toBe('event');
  });

  it('reads a message of another protocol version, so each side can say it is incompatible', () => {
    expect(parseMessage({ sphere: 2, type: 'hello', sdk: '9.0.0' })).toEqual({ sphere: 2, type: 'hello', sdk: '9.0.0' });
    expect(parseMessage({ sphere: 2, type: 'event', name: 'ready', data: {} })?.sphere).toBe(2);
  });

  it('lists every command and event once', () => {
    expect(new Set(COMMANDS).size).toBe(COMMANDS.length);
    expect(COMMANDS).toContain('loadVideo');
    expect(EVENTS).toContain('qualitychange');
  });

  it('drops what is not ours or malformed', () => {
    for (const bad of [
      null,
      'hello',
      42,
      [],
      { type: 'hello' },
      { sphere: 0, type: 'hello' },
      { sphere: '1', type: 'hello' },
      { sphere: 1, type: 'nope' },
      { sphere: 1, type: 'call', id: 0, method: 'play', args: [] },
      { sphere: 1, type: 'call', id: 1.5, method: 'play', args: [] },
      { sphere: 1, type: 'call', id: 1, method: 'pl ay', args: [] },
      { sphere: 1, type: 'call', id: 1, method: 'play', args: 'x' },
      { sphere: 1, type: 'reply', id: 1 },
      { sphere: 1, type: 'event', name: '<script>' },
    ]) {
      expect(parseMessage(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('drops messages over the size cap, and ones that cannot be measured', () => {
    expect(parseMessage(message.call(1, 'seek', ['x'.repeat(MAX_MESSAGE_BYTES)]))).toBeNull();
    const cyclic: Record<string, unknown> = { sphere: 1, type: 'event', name: 'play' };
    cyclic['data'] = cyclic;
    expect(parseMessage(cyclic)).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://lms.example.com', 'http://localhost:4174/'];

  it('matches scheme, host and port exactly', () => {
    expect(isAllowedOrigin('https://lms.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:4174', allowed)).toBe(true);
  });

  it('refuses look-alikes', () => {
    for (const origin of [
      'http://lms.example.com',
      'https://lms.example.com:8443',
      'https://lms.example.com.evil.test',
      'https://evil-lms.example.com',
      'http://localhost:4175',
      'http://127.0.0.1:4174',
      'null',
    ]) {
      expect(isAllowedOrigin(origin, allowed), origin).toBe(false);
    }
  });

  it('ignores entries that are not URLs', () => {
    expect(isAllowedOrigin('https://lms.example.com', ['*', 'lms.example.com'])).toBe(false);
  });

  it("never lets an opaque origin ('null': sandboxed, data:, file:) through, even against an entry that has one", () => {
    expect(isAllowedOrigin('null', ['data:text/html,x', 'file:///page.html'])).toBe(false);
    expect(isAllowedOrigin('https://lms.example.org', ['https://lms.example.org/'])).toBe(true);
  });
});
