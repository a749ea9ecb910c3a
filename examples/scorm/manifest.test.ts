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

  it('are the IMS and ADL files as distributed (their copyright notices), not stand-ins', () => {
    const folder = new URL('./schemas/', import.meta.url);
    for (const edition of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
      for (const name of readdirSync(new URL(`${edition.name}/`, folder)).filter((file) => file.endsWith('.xsd')))
        expect(readFileSync(new URL(`${edition.name}/${name}`, folder), 'utf8'), name).toMatch(
          /IMS|ADL|Advanced Distributed|W3C|w3\.org/,
        );
  });
});
