// What the scoring screen shows of a finished game beyond the view's standings: the winner's
// chain of embassies from its start wonder to the City (for the map), and each seat's trips (a
// trip ends when its card is replaced by the next one kept), counted from the record's actions.
import { board, type AmbassadorsRecord, type AmbassadorsView } from '../rules/index';

/** The wonders of `seat`'s chain from its start to the City, in order, or none when it has no whole chain. */
export function winningChain(view: AmbassadorsView, seat: number): number[] {
  const b = board();
  const start = b.starts[(view.starts[seat] as number) - 1] as number;
  const holds = (w: number): boolean => (((view.embassies[w] as number) >> seat) & 1) === 1;
  if (!holds(start)) return [];
  const previous = new Map<number, number>([[start, -1]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    if (at === b.city) {
      const chain: number[] = [];
      for (let w = at; w >= 0; w = previous.get(w) as number) chain.unshift(w);
      return chain;
    }
    for (const next of b.linked[at] as readonly number[]) {
      if (previous.has(next) || !holds(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  return [];
}

/** Per seat: the trip cards it kept after arriving somewhere (its trips done). */
export const tripsDone = (record: AmbassadorsRecord, players: number): number[] =>
  Array.from({ length: players }, (_, seat) => record.actions.filter((a) => a.type === 'keep' && a.player === seat).length);
