import { describe, expect, it } from 'vitest';
import { hasOpaqueOrigin } from './opaque-origin';

describe('hasOpaqueOrigin', () => {
  it("is true for a frame sandboxed without allow-same-origin, whose origin serialises as 'null'", () => {
    expect(hasOpaqueOrigin({ origin: 'null' })).toBe(true);
  });

  it('is false for a document with an http(s) origin', () => {
    expect(hasOpaqueOrigin({ origin: 'https://player.example.com' })).toBe(false);
    expect(hasOpaqueOrigin({ origin: 'http://127.0.0.1:4173' })).toBe(false);
  });
});
