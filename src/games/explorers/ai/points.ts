// Round-end scoring the AI projects forward. The engine scores only finished rounds, so the
// same tables are read here to price a gemstone or a provision before the round ends.
import { tables, type Side } from '../rules/index';

const lastOf = (table: readonly number[], n: number): number => table[Math.min(n, table.length - 1)] as number;

/** Points of one round's provisions column holding `crossed` provisions (basic: one per kind). */
export const provisionPoints = (side: Side, crossed: number): number => lastOf(tables.PROVISION_POINTS[side], crossed);

const NEGATIVE_GEMS = tables.GEM_LINE_EXPERT.filter((v) => v < 0).length;

/** Points a round end gives for `gems` gemstones crossed so far. */
export function gemPoints(side: Side, gems: number): number {
  if (side === 'basic') return Math.min(gems, tables.GEM_SLOTS_BASIC);
  const line = tables.GEM_LINE_EXPERT;
  let points = 0;
  if (gems < NEGATIVE_GEMS) {
    for (let i = gems; i < NEGATIVE_GEMS; i++) points += line[i] as number;
  } else {
    for (let i = NEGATIVE_GEMS; i < Math.min(gems, line.length); i++) points += line[i] as number;
  }
  return points;
}

export const gemSlots = (side: Side): number => (side === 'basic' ? tables.GEM_SLOTS_BASIC : tables.GEM_LINE_EXPERT.length);

/** Points for a village with `adjacent` marked neighbours. */
export const villagePoints = (side: Side, adjacent: number): number => lastOf(tables.VILLAGE_POINTS[side], adjacent);
