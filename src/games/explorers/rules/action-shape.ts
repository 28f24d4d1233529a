// Actions may come from a saved record or a hand-edited file: check their shape before the rules.
import { isCell } from './grid';
import { isTerrain } from './placement';
import { err, isObject, ok, shown, type Result } from './result';
import type { Action, Pick } from './types';

const MAX_CELLS = 64;
const isOption = (v: unknown): v is 0 | 1 => v === 0 || v === 1;

function cellsOf(v: unknown): number[] | null {
  return Array.isArray(v) && v.length <= MAX_CELLS && v.every(isCell) ? v.slice() : null;
}

function pickOf(v: unknown): Pick | null {
  if (!isObject(v)) return null;
  if (v.kind === 'card' && isOption(v.option)) return { kind: 'card', option: v.option };
  if (v.kind === 'scroll' && isTerrain(v.terrain)) return { kind: 'scroll', terrain: v.terrain };
  return null;
}

/** A clean copy of a well-formed action (unknown fields dropped), or badAction. */
export function readAction(input: unknown, players: number): Result<Action> {
  if (!isObject(input)) return err('badAction', 'An action must be an object.');
  const { type, player } = input;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= players)
    return err('badAction', `player must be a seat number from 0 to ${players - 1}.`);
  switch (type) {
    case 'startVillage':
      return isCell(input.village) ? ok({ type, player, village: input.village }) : err('badAction', 'village must be a cell.');
    case 'choose':
      return isOption(input.option) ? ok({ type, player, option: input.option }) : err('badAction', 'option must be 0 or 1.');
    case 'setup':
    case 'bonus': {
      const cells = cellsOf(input.cells);
      if (!isTerrain(input.terrain)) return err('badAction', 'terrain must be prairie, water, desert or mountain.');
      return cells ? ok({ type, player, terrain: input.terrain, cells }) : err('badAction', 'cells must be a list of map cells.');
    }
    case 'turn': {
      const cells = cellsOf(input.cells);
      const pick = pickOf(input.pick);
      if (!pick) return err('badAction', 'pick must be a card option or a scroll with a terrain.');
      return cells ? ok({ type, player, pick, cells }) : err('badAction', 'cells must be a list of map cells.');
    }
    default:
      return err('badAction', `Unknown action type ${shown(type)}.`);
  }
}
