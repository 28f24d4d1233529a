// What the score sheet prints for a game's sides: slot counts, columns, value lines. Screens draw
// these, so no screen keeps its own copy of a table.
import {
  GEM_LINE_EXPERT,
  GEM_SLOTS_BASIC,
  KEY_SLOTS,
  PROVISION_COLUMNS,
  RACE_VALUES,
  ROUNDS,
  SCROLL_SLOTS,
  TEMPLE_BONUS_XS,
  TEMPLE_VALUES,
  TURNS_PER_ROUND,
} from './tables';
import type { ScoringPart, Side } from './types';

export interface PrintedSheet {
  readonly rounds: number;
  readonly turnsPerRound: number;
  readonly keySlots: number;
  readonly scrollSlots: number;
  /** Per round: how many apples, carrots and fish its column takes. */
  readonly provisionColumns: readonly (readonly [number, number, number])[];
  /** The gemstone track's boxes: their values on the expert side, 0 (one point each) on the basic one. */
  readonly gemLine: readonly number[];
  /** The temples' values by position, and the bonus Xs each position gives (expert). */
  readonly templeValues: readonly number[];
  readonly templeBonusXs: readonly number[];
  readonly raceValues: readonly number[];
}

export function printedSheet(sides: Readonly<Record<ScoringPart, Side>>): PrintedSheet {
  return {
    rounds: ROUNDS,
    turnsPerRound: TURNS_PER_ROUND,
    keySlots: KEY_SLOTS,
    scrollSlots: SCROLL_SLOTS,
    provisionColumns: PROVISION_COLUMNS[sides.provisions].map((c) => [c[0], c[1], c[2]] as const),
    gemLine: sides.gemstones === 'expert' ? GEM_LINE_EXPERT.slice() : Array.from({ length: GEM_SLOTS_BASIC }, () => 0),
    templeValues: TEMPLE_VALUES[sides.temples].slice(),
    templeBonusXs: TEMPLE_BONUS_XS[sides.temples].slice(),
    raceValues: RACE_VALUES.slice(),
  };
}
