// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preconnect, preconnectRemembered, rememberOrigins } from './preconnect';

const links = (): { href: string; crossOrigin: string | null }[] =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]')].map((link) => ({
    href: link.getAttribute('href') ?? '',
    crossOrigin: link.getAttribute('crossorigin'),
  }));

/** A Storage stand-in holding one value. */
const memoryStorage = (initial: string | null = null) => {
  let value = initial;
  return { getItem: () => value, setItem: (_key: string, next: string) => void (value = next), read: () => value };
};

afterEach(() => document.head.replaceChildren());

describe('preconnect', () => {
  it('opens one anonymous CORS connection per foreign origin, none for the page’s own', () => {
    preconnect('https://api.example.com/api/');
    preconnect('https://api.example.com/other');
    preconnect(`${location.origin}/assets/data/config.json`);
    preconnect('not a url ::');
    expect(links()).toEqual([{ href: 'https://api.example.com', crossOrigin: 'anonymous' }]);
  });

  it('remembers this visit’s API and media origins and preconnects to them on the next', () => {
    const storage = memoryStorage();
    rememberOrigins(['https://api2.example.com/api/', 'https://cdn.example.com/media/x/master.m3u8?sig=1'], storage);
    expect(JSON.parse(storage.read() ?? '')).toEqual(['https://api2.example.com', 'https://cdn.example.com']);
    preconnectRemembered(storage);
    expect(links().map((link) => link.href)).toEqual(['https://api2.example.com', 'https://cdn.example.com']);
  });

  it('does nothing with nothing remembered, a broken value, or no storage', () => {
    preconnectRemembered(memoryStorage('{not json'));
    preconnectRemembered(memoryStorage('{"a":1}'));
    preconnectRemembered(null);
    expect(() => rememberOrigins(['https://x.example.com'], null)).not.toThrow();
    expect(links()).toEqual([]);
  });
});
