// Explorers' saved game (see saved-game.ts): its record and seats under its own key.
import { loadRecord, toRecord, type GameRecord, type GameState } from '../games/explorers/rules/index';
import { SEAT_COLORS } from '../games/explorers/play/game-config';
import { explorers } from '../games/explorers/index';
import { saveSlot, type Loaded, type Saved } from './saved-game';

export { SAVE_ERRORS, type SaveError, type SaveErrorCode } from './saved-game';

export const SAVE_KEY = 'explorers.savedGame';

export type SavedGame = Saved<GameRecord>;
export type LoadedGame = Loaded<GameRecord, GameState>;

const slot = saveSlot({ key: SAVE_KEY, loadRecord, toRecord, seats: { palette: SEAT_COLORS, levels: explorers.aiLevels } });

export const { save: saveGame, discard: discardSavedGame, load: loadSavedGame } = slot;
