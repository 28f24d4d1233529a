// Race to 10's saved game (shell/saved-game.ts): its record and seats under its definition's key.
import { saveSlot } from '../../../../src/shell/saved-game';
import { seatRulesOf } from '../../../../src/shell/seats';
import { race } from '../index';
import { loadRecord, toRecord, type RaceState } from '../rules';
import type { GameRecordShape } from '../../../../src/games/contract';

export const raceSave = saveSlot<GameRecordShape, RaceState>({ key: race.saveKey, loadRecord, toRecord, seats: seatRulesOf(race) });
