import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { expect, it } from 'vitest';
import { brotli } from './deploy-plugins';

/** A script-like text of `bytes`: repeated code with varying names, as a minified chunk has. */
const script = (bytes: number): Buffer => {
  const parts: string[] = [];
  for (let index = 0; parts.join('').length < bytes; index += 1)
    parts.push(`function f${index.toString(36)}(a,b){return a.x${index % 97}+b?.y${index % 31}??${index}}`);
  return Buffer.from(parts.join(';').slice(0, bytes));
};
const plain = (content: Buffer): number =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

it('keeps, for a large script, an encoding no larger than the default one, which decodes to the script', () => {
  const content = script(120_000);
  const encoded = brotli('assets/first-player-x.js', content);
  expect(brotliDecompressSync(encoded).equals(content)).toBe(true);
  expect(encoded.length).toBeLessThanOrEqual(plain(content));
});

it('encodes a small script and any other file once, with the defaults', () => {
  const content = script(5_000);
  expect(brotli('assets/pt-x.js', content).length).toBe(plain(content));
  expect(brotliDecompressSync(brotli('assets/index.css', content)).equals(content)).toBe(true);
});
