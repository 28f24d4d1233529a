import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Rules import nothing from outside their folder but the pure modules every game's rules share
// (src/games/common).
const outsideEngine = [{ regex: '^\\.\\./(?!\\.\\./common/[\\w-]+$)' }, { group: ['phaser', 'howler', 'i18next', 'node:*'] }];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'dist-e2e/', 'node_modules/', 'artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A game's rules are pure: nothing from outside its rules/ folder, no browser, no randomness.
    files: ['src/games/*/rules/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: outsideEngine }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'performance', 'setTimeout'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded RNG in rng.ts.' }],
    },
  },
  {
    // The online server runs every game through the game contract: the registries and the
    // contract, never a game's insides, the shell or the page's libraries.
    files: ['server/**/*.ts', 'server/**/*.mjs'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/games/*/**'], message: 'Reach games through src/games/registry.ts, ai-registry.ts and contract.ts.' },
        { group: ['**/src/shell/**', '**/src/ui/**', 'phaser', 'howler', 'i18next'], message: 'The server has no page.' },
      ] }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // Screens only show what the rules export: no rule tables or scoring of their own, and no
    // state changes but through the play controllers. (The controllers, local and remote, and the
    // tests' summary talk to the rules for the screens.)
    files: ['src/games/*/scenes/**/*.ts', 'src/games/*/ui/**/*.ts', 'src/games/*/play/**/*.ts', 'src/games/*/howto/**/*.ts', 'src/shell/**/*.ts', 'src/ui/**/*.ts'],
    ignores: ['src/games/*/play/controller.ts', 'src/games/*/play/remote-controller.ts', 'src/games/*/play/test-summary.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        {
          group: ['**/rules/index'],
          importNames: [
            // tables and scoring: the view carries what they give (scores, points, the printed sheet)
            'tables', 'ACHIEVEMENT_RULES', 'scoreBoard', 'scoreSheet', 'recount', 'ranking', 'achievementPointsEach',
            'provisionPointsFor', 'gemPoints', 'gemSlots', 'villagePointsFor', 'usableScrolls', 'unusedKeys', 'bestOpen', 'printedSheet',
            // transitions and questions about the whole state: the controller asks them
            'apply', 'play', 'createGame', 'Placer', 'beginDraft', 'draftPlace', 'legalPicks', 'xsForPick', 'xsForStart', 'pickTerrains',
            'expectedActors', 'tiedVillages', 'unseenCards', 'randomMove', 'stateFromView', 'sampleHidden',
            // Tucana's: drawing segments and which pairs the cards allow are the rules' (through the controller)
            'draftDraw', 'Drawer', 'canAnswer', 'cardsAllow', 'edgesForCards', 'terrainPairEdges', 'recountSheet', 'rankingOf',
          ],
          message: 'Screens show what the rules export (views, events, printedSheet); the play controller talks to the rules.',
        },
        { group: ['**/rules/*', '!**/rules/index'], message: "Screens reach the rules through their public API (rules/index.ts)." },
      ] }],
    },
  },
  {
    // A game's AI sees its rules only through their public entry point.
    files: ['src/games/*/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['../rules/*', '!../rules/index'], message: "Use the rules' public API (rules/index.ts)." },
        { group: ['phaser', 'howler', 'i18next', '../play/*', '../scenes/*', '../ui/*', '../../../shell/*', '../../../ui/*'] },
      ] }],
    },
  },
);
