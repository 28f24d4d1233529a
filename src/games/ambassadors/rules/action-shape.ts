// Actions may come from a click, the network or a saved record: check their shape before the rules.
import type { Board } from './content';
import { err, ok, shown, type Result } from './result';
import { isInt, isObject } from './shared';
import { ACTION_TYPES, type AmbassadorsAction } from './types';

const isType = (v: unknown): v is AmbassadorsAction['type'] => (ACTION_TYPES as readonly unknown[]).includes(v);

/** Every item a spot number (a loop: a closure over `spots` would make every action allocate a scope). */
function allSpots(items: readonly unknown[], spots: number): boolean {
  for (let i = 0; i < items.length; i++) if (!isInt(items[i], 0, spots - 1)) return false;
  return true;
}

/** A clean copy of a well-formed action (unknown fields dropped), or badAction. */
export function readAction(input: unknown, players: number, board: Board): Result<AmbassadorsAction> {
  if (!isObject(input)) return err('badAction', 'An action must be an object.');
  const { type, player } = input;
  if (!isType(type)) return err('badAction', `Unknown action type ${shown(type)}.`);
  if (!isInt(player, 0, players - 1)) return err('badAction', `player must be a seat number from 0 to ${players - 1}.`);
  switch (type) {
    case 'roll':
    case 'buy':
    case 'pass':
      return ok({ type, player });
    case 'boost':
      return input.card === 'plus2' || input.card === 'plus3' ? ok({ type, player, card: input.card }) : err('badAction', 'card must be plus2 or plus3.');
    case 'move': {
      const { path, joker } = input;
      const ok_ = Array.isArray(path) && path.length > 0 && path.length <= board.spots && allSpots(path, board.spots);
      if (!ok_ || typeof joker !== 'boolean') return err('badAction', `A move needs a path of spots from 0 to ${board.spots - 1} and joker true or false.`);
      return ok({ type, player, path: (path as number[]).slice(), joker });
    }
    case 'ambush':
      return isInt(input.dot, 0, board.spots - 1) ? ok({ type, player, dot: input.dot }) : err('badAction', `dot must be a spot from 0 to ${board.spots - 1}.`);
    case 'swap':
    case 'keep':
      return isInt(input.index, 0, 1) ? ok({ type, player, index: input.index }) : err('badAction', 'index must be 0 or 1.');
    case 'sell':
      return isInt(input.wonder, 0, board.wonders - 1) ? ok({ type, player, wonder: input.wonder }) : err('badAction', `wonder must be from 0 to ${board.wonders - 1}.`);
  }
}
