// Explorers' saved game (see shell/saved-game.ts): its record and seats under its own key.
import { loadRecord, toRecord, type GameRecord, type GameState } from '../rules/index';
import { explorers } from '../index';
import { saveSlot, type Loaded, type Saved } from '../../../shell/saved-game';
import { seatRulesOf } from '../../../shell/seats';

export { SAVE_ERRORS, type SaveError, type SaveErrorCode } from '../../../shell/saved-game';

export const SAVE_KEY = explorers.saveKey;

export type SavedGame = Saved<GameRecord>;
export type LoadedGame = Loaded<GameRecord, GameState>;

const slot = saveSlot({ key: SAVE_KEY, loadRecord, toRecord, seats: seatRulesOf(explorers) });

export const { save: saveGame, discard: discardSavedGame, load: loadSavedGame } = slot;
