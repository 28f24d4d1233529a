// What the scoring screen shows of a finished game beyond the view's standings: the winner's
// chain of embassies from its start wonder to the City (the rules', for the map), and each seat's trips (a
// trip ends when its card is replaced by the next one kept), counted from the record's actions.
import { board, winningChain as chainFrom, type AmbassadorsRecord, type AmbassadorsView } from '../rules/index';

/** The wonders of `seat`'s chain from its start to the City, in order (the rules' chain), or none when it has no whole chain. */
export function winningChain(view: AmbassadorsView, seat: number): number[] {
  const b = board();
  return chainFrom(b, view.embassies, seat, b.starts[(view.starts[seat] as number) - 1] as number);
}

/** Per seat: the trip cards it kept after arriving somewhere (its trips done). */
export const tripsDone = (record: AmbassadorsRecord, players: number): number[] =>
  Array.from({ length: players }, (_, seat) => record.actions.filter((a) => a.type === 'keep' && a.player === seat).length);
