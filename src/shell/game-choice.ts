// Which game the menu offers: remembered between visits, Explorers until the player picks
// another. Each game's screens load when it is picked (Trails of Tucana's in their own chunk).
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../platform/storage';

export const PAGE_GAMES = ['explorers', 'tucana'] as const;
export type PageGame = (typeof PAGE_GAMES)[number];

const STORAGE_KEY = 'explorers.game';

export const isPageGame = (value: unknown): value is PageGame => PAGE_GAMES.includes(value as PageGame);

export function rememberedGame(storage: StorageLike = browserStorage()): PageGame {
  const stored = safeGetItem(storage, STORAGE_KEY);
  return isPageGame(stored) ? stored : 'explorers';
}

export function rememberGame(game: PageGame, storage: StorageLike = browserStorage()): void {
  safeSetItem(storage, STORAGE_KEY, game);
}
