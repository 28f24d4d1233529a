// Explorers as the shell sees it: its definition under the game contract (see ../contract.ts).
// Light, for the menu and the lobby at the first load; its rules, screens, AI and how-to pages
// load when they are needed.
import type { GameDefinition } from '../contract';
import type { Action, GameEvent, GameOptions, GameState, Move, PlayerView } from './rules/index';
import { AI_LEVELS, EARLIER_SEAT_COLORS, SEAT_COLORS } from './play/game-config';
import { defaultNameMessage } from './play/seat-names';
import { ExplorersScenes } from './scene-keys';

export const explorers: GameDefinition<GameOptions, GameState, Action, PlayerView, GameEvent, Move> = {
  id: 'explorers',
  localeNamespace: 'explorers',
  nameKey: 'app.title',
  taglineKey: 'menu.tagline',
  creditKey: 'explorers:credits',
  logo: 'logo',
  menuIslands: true,
  players: { min: 1, max: 4 },
  aiLevels: AI_LEVELS,
  seats: { palette: SEAT_COLORS, earlierPalette: EARLIER_SEAT_COLORS, defaultName: defaultNameMessage, symbols: true },
  saveKey: 'explorers.savedGame',
  deals: {
    // The standard solo game; the week's: expert sides with three achievements.
    daily: { players: 1, sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' }, map: 'random', achievements: { random: 0 } },
    weekly: { players: 1, sides: { temples: 'expert', provisions: 'expert', villages: 'expert', gemstones: 'expert' }, map: 'random', achievements: { random: 3 } },
  },
  reviews: true,
  scenes: ExplorersScenes,
  loadRules: () => import('./contract-rules').then((m) => m.explorersRules),
  loadScreens: () => import('./screens').then((m) => m.explorersScreens),
  loadAi: () => import('./ai/entry').then((m) => m.explorersAi),
  loadHowTo: () => import('./scenes/howto/book').then((m) => m.explorersHowTo),
};
