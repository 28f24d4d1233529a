import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const outsideEngine = ['../*', 'phaser', 'howler', 'i18next', 'node:*'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-e2e/', 'node_modules/', 'artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The rules engine is pure: nothing from outside src/engine, no browser, no randomness.
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: outsideEngine }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'performance', 'setTimeout'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded RNG in rng.ts.' }],
    },
  },
  {
    // AI code sees the engine only through its public entry point.
    files: ['src/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['../engine/*', '!../engine/index'], message: 'Use the engine public API (src/engine/index.ts).' },
        { group: ['phaser', 'howler', 'i18next', '../app/*', '../scenes/*', '../ui/*'] },
      ] }],
    },
  },
);
