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
const layerRules = Object.entries(layers).map(([layer, folders]) => ({
  files: [`src/${layer}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden(folders), message: `src/${layer} may not import from ${folders.join(', ')} (STYLE.md rule 1).` },
        ],
      },
    ],
  },
}));

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
