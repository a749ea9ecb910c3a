import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** STYLE.md rule 1: imports run one way, services/ui/i18n → features → app; the player knows no feature. */
const layers = [
  { target: './src/services', from: ['./src/app', './src/features', './src/player', './src/store', './src/ui'] },
  { target: './src/ui', from: ['./src/app', './src/features', './src/player', './src/store'] },
  { target: './src/i18n', from: ['./src/app', './src/features', './src/player', './src/store', './src/ui'] },
  { target: './src/store', from: ['./src/app', './src/features', './src/player', './src/ui'] },
  { target: './src/player', from: ['./src/app', './src/features'] },
  { target: './src/features', from: ['./src/app'] },
  { target: './host-sdk/src', from: ['./src', './examples'] },
];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
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
