// Tucana's saved game (see shell/saved-game.ts): its record and seats under its own key.
import { loadRecord, toRecord, type TucanaRecord, type TucanaState } from '../rules/index';
import { saveSlot, type LoadedSave, type Saved } from '../../../shell/saved-game';
import { seatRulesOf } from '../../../shell/seats';
import { tucana } from '../index';

export const TUCANA_SAVE_KEY = tucana.saveKey;

export type SavedTucana = Saved<TucanaRecord>;
export type LoadedTucana = LoadedSave<TucanaRecord, TucanaState>;

const slot = saveSlot({ key: TUCANA_SAVE_KEY, loadRecord, toRecord, seats: seatRulesOf(tucana) });

export const { save: saveTucana, discard: discardTucana, load: loadTucana } = slot;
