// The decisions open to a seat, read from its view alone: the segments the revealed cards allow
// on its sheet. Bonus segments come after, offered by a draft (`beginDraft`, `draftDraw`).
import { edgesForCards } from './island';
import { islandOf } from './content';
import type { Edge } from './types';
import type { TucanaView } from './view';

export interface TucanaMove {
  readonly kind: 'segment';
  readonly edge: Edge;
}

export function legalMoves(view: TucanaView, seat: number): TucanaMove[] {
  const board = view.boards[seat];
  if (!board || !view.expected.includes(seat)) return [];
  return edgesForCards(islandOf(view.island), view.turn.cards)
    .filter((edge) => board.segments[edge] === 0)
    .map((edge) => ({ kind: 'segment', edge }));
}
