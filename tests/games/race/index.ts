// Race to 10 as the shell sees it: a game that exists only for the tests, registered by one line
// in tests/games/registry.ts, never in the app's registry.
import type { GameDefinition } from '../../../src/games/contract';
import type { RaceAction, RaceEvent, RaceMove, RaceOptions, RaceState, RaceView } from './rules';

export const race: GameDefinition<RaceOptions, RaceState, RaceAction, RaceView, RaceEvent, RaceMove> = {
  id: 'race',
  localeNamespace: 'race',
  nameKey: 'race:name',
  taglineKey: 'race:tagline',
  creditKey: 'race:credits',
  logo: 'logo-race',
  players: { min: 2, max: 2 },
  aiLevels: ['easy', 'normal'],
  seats: {
    palette: [0xc0392b, 0x2471a3],
    defaultName: (index, human) => (human ? { key: 'race:setup.defaultName', params: { n: index + 1 } } : { key: `race:setup.aiNames.${index % 2}` }),
  },
  saveKey: 'race.savedGame',
  deals: { daily: { players: 2 }, weekly: { players: 2 } },
  scenes: { setup: 'RaceSetup', play: 'RacePlay', scoring: 'RaceScoring' },
  loadRules: () => import('./contract-rules').then((m) => m.raceRules),
  loadScreens: () => import('./screens/index').then((m) => m.raceScreens),
  loadAi: () => import('./ai').then((m) => m.raceAi),
  loadHowTo: () => import('./screens/howto').then((m) => m.raceHowTo),
  loadTexts: () => import('./texts').then((m) => m.RACE_TEXTS),
};
