// How a game ends and who wins: the first chain wins at once; at the round cap, the chain closest
// to the City (fewest wonders missing), then the most ambassadors on the board, then the most
// gold, and a tie after gold is a shared win.
import { ambassadorsOnBoard, missingOnChain } from './chain';
import type { Board } from './content';
import type { Table } from './table';
import type { AmbassadorsState, Outcome } from './types';

/** Per seat: what the round cap ranks by, and what the screens show as the running score. */
export interface Standing {
  readonly missing: number;
  readonly ambassadors: number;
  readonly gold: number;
}

type Ground = Pick<AmbassadorsState, 'options' | 'embassies'> & { readonly players: readonly { readonly gold: number }[] };

export function standings(board: Board, ground: Ground): Standing[] {
  return ground.players.map((p, seat) => ({
    missing: missingOnChain(board, ground.embassies, seat, board.starts[(ground.options.starts[seat] as number) - 1] as number),
    ambassadors: ambassadorsOnBoard(ground.embassies, seat),
    gold: p.gold,
  }));
}

/** Negative when `a` ranks before `b`. */
const compare = (a: Standing, b: Standing): number => a.missing - b.missing || b.ambassadors - a.ambassadors || b.gold - a.gold;

export function outcomeOf(board: Board, ground: Ground, reason: Outcome['reason'], winner: number | null): Outcome {
  const table = standings(board, ground);
  const order = table.map((_, seat) => seat).sort((a, b) => (a === winner ? -1 : b === winner ? 1 : compare(table[a] as Standing, table[b] as Standing) || a - b));
  const best = table[order[0] as number] as Standing;
  const winners = winner !== null ? [winner] : order.filter((seat) => compare(table[seat] as Standing, best) === 0);
  return { reason, winners, order };
}

export function finish(table: Table, reason: Outcome['reason'], winner: number | null): void {
  table.outcome = outcomeOf(table.board, table, reason, winner);
  table.phase = 'over';
  table.out?.push({ type: 'gameOver', outcome: table.outcome });
}
