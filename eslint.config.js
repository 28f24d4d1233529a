import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Rules import nothing from outside their folder but the pure modules every game's rules share
// (src/games/common).
const outsideEngine = [{ regex: '^\\.\\./(?!\\.\\./common/[\\w-]+$)' }, { group: ['phaser', 'howler', 'i18next', 'node:*'] }];

// Layers run one way. The page never imports the server: what both need (messages, formats) is
// src/protocol, which imports neither. Platform services (src/platform: i18n, settings, storage,
// emitter, motion, clock, scene keys) sit below the widgets (src/ui), and both below the shell
// and the games.
const noServer = { group: ['**/server/*', '**/server/**'], message: 'The page shares src/protocol with the server; it never imports server/.' };
const belowShell = { group: ['**/shell/*', '**/shell/**', '**/games/*', '**/games/**', '**/offline/*'], message: 'src/ui and src/platform sit below the shell and the games.' };
const belowUi = { group: ['**/ui/*', '**/ui/**'], message: 'src/platform sits below src/ui.' };

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
    // Type-aware checks on every TypeScript file: a promise is awaited, handled, or marked `void`
    // on purpose, and none is passed where a plain callback is expected.
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
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
        { group: ['**/src/games/*/**'], message: 'Reach games through src/games/registry.ts and contract.ts.' },
        { group: ['**/src/shell/**', '**/src/ui/**', '**/src/platform/**', 'phaser', 'howler', 'i18next'], message: 'The server has no page.' },
      ] }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // Screens only show what the rules export: no rule tables or scoring of their own, and no
    // state changes but through the play controllers. (The controllers, local and remote, the
    // screen model and the tests' summary talk to the rules for the screens.)
    files: ['src/games/*/scenes/**/*.ts', 'src/games/*/ui/**/*.ts', 'src/games/*/play/**/*.ts', 'src/games/*/howto/**/*.ts', 'src/shell/**/*.ts', 'src/ui/**/*.ts'],
    ignores: ['src/games/*/play/controller.ts', 'src/games/*/play/remote-controller.ts', 'src/games/*/play/test-summary.ts', 'src/games/*/play/crafted-tables.ts', 'src/games/*/play/screen-model.ts', 'src/games/explorers/play/play-view.ts'],
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
            // what a turn asks and why an input is refused: the controller hands the screen its prompt and refusal
            'phaseAsk', 'askRefusal', 'stepRefusal', 'draftAsk', 'turnRefusal',
            // Tucana's: drawing segments and which pairs the cards allow are the rules' (through the controller)
            'draftDraw', 'Drawer', 'canAnswer', 'cardsAllow', 'edgesForCards', 'terrainPairEdges', 'recountSheet', 'rankingOf',
            // the screen model's: solo ranks and their bands, a sheet with its draft, a turn's points
            'soloRank', 'soloRankBands', 'withDraft', 'drawnPoints',
            // an island's content whole (the controller's; the screen model gives its ladder)
            'islandOf',
            // Ambassadors' open paths (the screen model's)
            'pathOpen',
          ],
          message: 'Screens show what the rules export (views, events, printedSheet); the play controller talks to the rules.',
        },
        { group: ['**/rules/*', '!**/rules/index'], message: "Screens reach the rules through their public API (rules/index.ts)." },
        noServer,
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
        noServer,
      ] }],
    },
  },
  {
    files: ['src/ui/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, belowShell] }] },
  },
  {
    files: ['src/platform/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, belowShell, belowUi] }] },
  },
  {
    // The platform knows a game only through the registry and the contract (src/games/*.ts):
    // never a game's own folder. (typescript-eslint's copy of the rule, so that the folders' own
    // no-restricted-imports above still hold beside it.)
    files: ['src/shell/**/*.ts', 'src/ui/**/*.ts', 'src/platform/**/*.ts', 'src/offline/**/*.ts', 'src/protocol/**/*.ts', 'src/main.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/games/*/**', '!**/games/common/**'], message: 'The platform reaches a game through src/games/registry.ts and contract.ts only.' }] }] },
  },
  // No game imports another game's folder: from a file N folders down a game, an import that
  // climbs N levels may reach the contract, the registry and src/games/common only.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`src/games/*/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: ['src/games/common/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./){${depth}}(?!common/)[\\w-]+/`, message: "A game never imports another game's folder." }] }] },
  })),
  {
    // A game's tests (src/games/<game>/tests/) drive its rules, its screens, the server and the
    // page from outside: none of the page's boundaries applies to them.
    files: ['src/games/*/tests/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The table core is what the table on one device and the server's room decide alike: pure
    // TypeScript over the game contract, which the shell and the server may both import.
    files: ['src/table/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!games/contract$)', message: 'src/table imports only its own modules and the game contract.' }, { group: ['phaser', 'howler', 'i18next', 'node:*'] }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'setTimeout'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'The table core is deterministic.' }],
    },
  },
  {
    // The protocol is plain data and its checks: zod and its own modules only.
    files: ['src/protocol/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'src/protocol imports only its own modules.' }, { group: ['phaser', 'howler', 'i18next', 'node:*'] }] }] },
  },
);
