// Tucana's saved game (see shell/saved-game.ts): its record and seats under its own key, beside
// Explorers' own.
import { loadRecord, toRecord, type TucanaRecord, type TucanaState } from '../rules/index';
import { saveSlot, type LoadedSave, type Saved } from '../../../shell/saved-game';
import { TUCANA_SEAT_COLORS } from './game-config';
import { tucana } from '../index';

export const TUCANA_SAVE_KEY = 'tucana.savedGame';

export type SavedTucana = Saved<TucanaRecord>;
export type LoadedTucana = LoadedSave<TucanaRecord, TucanaState>;

const slot = saveSlot({ key: TUCANA_SAVE_KEY, loadRecord, toRecord, seats: { palette: TUCANA_SEAT_COLORS, levels: tucana.aiLevels } });

export const { save: saveTucana, discard: discardTucana, load: loadTucana } = slot;
