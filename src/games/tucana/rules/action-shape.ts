// Actions may come from a click, the network or a saved record: check their shape before the rules.
import { err, ok, shown, type Result } from './result';
import { isInt, isObject } from './shared';
import type { TucanaAction } from './types';

/** More segments than any turn could need (the card's one and a bonus per sight). */
const MAX_EDGES = 32;

/** A clean copy of a well-formed action (unknown fields dropped), or badAction. */
export function readAction(input: unknown, players: number, edgeCount: number): Result<TucanaAction> {
  if (!isObject(input)) return err('badAction', 'An action must be an object.');
  const { type, player, edges } = input;
  if (type !== 'draw') return err('badAction', `Unknown action type ${shown(type)}.`);
  if (!isInt(player, 0, players - 1)) return err('badAction', `player must be a seat number from 0 to ${players - 1}.`);
  const copy: number[] = [];
  if (Array.isArray(edges) && edges.length <= MAX_EDGES) for (const e of edges) if (isInt(e, 0, edgeCount - 1)) copy.push(e);
  if (!Array.isArray(edges) || copy.length !== edges.length)
    return err('badAction', `edges must be a list of at most ${MAX_EDGES} edge numbers from 0 to ${edgeCount - 1}.`);
  return ok({ type, player, edges: copy });
}
