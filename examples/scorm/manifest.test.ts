import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from './build-packages.ts';
import { manifest, schemaLocations } from './manifest.ts';

describe('the packages’ schema files', () => {
  for (const version of ['1.2', '2004'] as const)
    it(`SCORM ${version}: ships every schema file its manifest names, and every file those import or include`, () => {
      const files = schemaFiles(version);
      const named = schemaLocations(manifest(version, 'v', 'T', ['index.html']));
      expect(named.length).toBeGreaterThan(2);
      for (const name of named) expect(Object.keys(files), name).toContain(name);
      for (const [name, bytes] of Object.entries(files)) {
        const local = [...new TextDecoder().decode(bytes).matchAll(/schemaLocation\s*=\s*"([^"]+)"/g)]
          .map((match) => match[1]!)
          .filter((location) => !/^https?:/.test(location));
        for (const location of local) expect(Object.keys(files), `${name} → ${location}`).toContain(location);
      }
    });

  it('are the IMS, ADL and W3C files as distributed, byte for byte (schemas/SHA256SUMS), and no others', () => {
    const folder = new URL('./schemas/', import.meta.url);
    const pinned = readFileSync(new URL('SHA256SUMS', folder), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/) as [string, string]);
    const shipped = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((edition) => readdirSync(new URL(`${edition.name}/`, folder)).map((name) => `${edition.name}/${name}`));
    expect(shipped.sort()).toEqual(pinned.map(([, name]) => name).sort());
    for (const [sum, name] of pinned)
      expect(
        createHash('sha256')
          .update(readFileSync(new URL(name, folder)))
          .digest('hex'),
        name,
      ).toBe(sum);
  });
});
