// Which game the menu offers: remembered between visits, the registry's first game until the
// player picks another. Each game's screens load when it is picked (see scenes/game-entry.ts).
import type { AnyGame } from '../games/contract';
import { GAMES, gameById } from '../games/registry';
import type { LogoArt } from '../ui/logo';
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../platform/storage';

// The key earlier versions wrote, so that a player's choice survives the update.
const STORAGE_KEY = 'explorers.game';

export function rememberedGame(storage: StorageLike = browserStorage()): AnyGame {
  return gameById(safeGetItem(storage, STORAGE_KEY)) ?? (GAMES[0] as AnyGame);
}

export function rememberGame(game: AnyGame, storage: StorageLike = browserStorage()): void {
  safeSetItem(storage, STORAGE_KEY, game.id);
}

/** A game's logo: its picture, and its name standing in until the picture is loaded. */
export const logoOf = (game: AnyGame): LogoArt => ({ texture: game.logo, title: game.nameKey });
