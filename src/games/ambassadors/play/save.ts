// Ambassadors' saved game (see shell/saved-game.ts): its record and seats under its own key.
import { loadRecord, toRecord, type AmbassadorsRecord, type AmbassadorsState } from '../rules/index';
import { saveSlot, type Saved } from '../../../shell/saved-game';
import { seatRulesOf } from '../../../shell/seats';
import { ambassadors } from '../index';

export type SavedAmbassadors = Saved<AmbassadorsRecord>;

const slot = saveSlot<AmbassadorsRecord, AmbassadorsState>({ key: ambassadors.saveKey, loadRecord, toRecord, seats: seatRulesOf(ambassadors) });

export const { save: saveAmbassadors, discard: discardAmbassadors, load: loadAmbassadors } = slot;
