import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** STYLE.md rule 1: imports run one way, services/ui/i18n → features → app; the player knows no feature. */
const layers = {
  services: ['app', 'features', 'player', 'store', 'ui'],
  ui: ['app', 'features', 'player', 'store'],
  i18n: ['app', 'features', 'player', 'store', 'ui'],
  store: ['app', 'player', 'ui'],
  player: ['app', 'features'],
  features: ['app', 'player'],
};
/** Imports of a folder by alias or by a relative path out of the importer's own folder. */
const forbidden = (folders) =>
  folders.flatMap((folder) => [`@/${folder}`, `@/${folder}/*`, `../${folder}`, `../${folder}/*`, `../../${folder}/*`]);
const layerPattern = (layer) => ({
  group: forbidden(layers[layer]),
  message: `src/${layer} may not import from ${layers[layer].join(', ')} (STYLE.md rule 1).`,
});
const layerRules = Object.keys(layers).map((layer) => ({
  files: [`src/${layer}/**`],
  rules: { 'no-restricted-imports': ['error', { patterns: [layerPattern(layer)] }] },
}));
/** A feature never imports a sibling feature (STYLE.md): each feature folder gets the features layer rule plus its siblings. */
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureRules = features.map((feature) => {
  const siblings = features.filter((other) => other !== feature);
  return {
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layerPattern('features'),
            {
              group: siblings.flatMap((other) => [
                `@/features/${other}`,
                `@/features/${other}/*`,
                `../${other}`,
                `../${other}/*`,
              ]),
              message: `src/features/${feature} may not import a sibling feature: share through services/ or the store.`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'examples/reference-api/media',
      '.data',
      'host-sdk/dist',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...layerRules,
  ...featureRules,
  {
    files: ['host-sdk/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/*', '../../src/*', '../../examples/*'], message: 'host-sdk has no dependency on the widget.' }],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'examples/**', 'e2e/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['e2e/**'],
    // Playwright fixtures take an empty destructuring pattern by design.
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
