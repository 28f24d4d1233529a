// Ambassadors as the shell sees it: its definition under the game contract (see ../contract.ts).
// Light, for the menu and the lobby at the first load; its rules, screens, AI and how-to pages
// load when they are needed. It has no solo game, so no daily or weekly deals.
import type { GameDefinition } from '../contract';
import type { AmbassadorsAction, AmbassadorsEvent, AmbassadorsMove, AmbassadorsOptions, AmbassadorsState, AmbassadorsView } from './rules/index';
import { AMBASSADORS_SEAT_COLORS } from './play/game-config';
import { ambassadorsDefaultName } from './play/seat-names';
import { AmbassadorsScenes } from './scene-keys';

export const ambassadors: GameDefinition<AmbassadorsOptions, AmbassadorsState, AmbassadorsAction, AmbassadorsView, AmbassadorsEvent, AmbassadorsMove> = {
  id: 'ambassadors',
  localeNamespace: 'ambassadors',
  nameKey: 'ambassadors:name',
  taglineKey: 'ambassadors:tagline',
  creditKey: 'ambassadors:credits',
  logo: 'logo-ambassadors',
  players: { min: 2, max: 4 },
  aiLevels: ['easy', 'normal', 'hard'],
  seats: { palette: AMBASSADORS_SEAT_COLORS, defaultName: ambassadorsDefaultName, symbols: true },
  saveKey: 'ambassadors.savedGame',
  reviews: true,
  reviewUnit: 'winChance',
  scenes: AmbassadorsScenes,
  loadRules: () => import('./contract-rules').then((m) => m.ambassadorsRules),
  loadScreens: () => import('./scenes/screens').then((m) => m.ambassadorsScreens),
  loadAi: () => import('./ai/index').then((m) => m.ambassadorsAi),
  // Its how-to pages are being written: until they come, opening them says they cannot load.
  loadHowTo: () => import('./howto/book').then((m) => m.ambassadorsHowTo),
};
