// Trails of Tucana as the shell sees it: its definition under the game contract (see
// ../contract.ts). Light, for the menu and the lobby at the first load; its rules, screens, AI and
// how-to pages load when they are needed.
import type { GameDefinition } from '../contract';
import type { TucanaAction, TucanaEvent, TucanaMove, TucanaOptions, TucanaState, TucanaView } from './rules/index';
import { TUCANA_SEAT_COLORS } from './play/game-config';
import { tucanaDefaultName } from './play/seat-names';
import { TucanaScenes } from './scene-keys';

export const tucana: GameDefinition<TucanaOptions, TucanaState, TucanaAction, TucanaView, TucanaEvent, TucanaMove> = {
  id: 'tucana',
  localeNamespace: 'tucana',
  nameKey: 'tucana:name',
  taglineKey: 'tucana:tagline',
  creditKey: 'tucana:credits',
  logo: 'logo-tucana',
  players: { min: 1, max: 8 },
  aiLevels: ['easy', 'normal', 'hard'],
  seats: { palette: TUCANA_SEAT_COLORS, defaultName: tucanaDefaultName, symbols: true },
  saveKey: 'tucana.savedGame',
  deals: {
    // The standard solo game on Petit; the week's: Isla Grande with the Special Bonus.
    daily: { players: 1, island: 'petit', specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false },
    weekly: { players: 1, island: 'grande', specialBonus: true, randomStart: false, counterClockwise: false, symmetric: false },
  },
  reviews: true,
  scenes: TucanaScenes,
  loadRules: () => import('./contract-rules').then((m) => m.tucanaRules),
  loadScreens: () => import('./scenes/screens').then((m) => m.tucanaScreens),
  loadAi: () => import('./ai/entry').then((m) => m.tucanaAi),
  loadHowTo: () => import('./howto/book').then((m) => m.tucanaHowTo),
};
