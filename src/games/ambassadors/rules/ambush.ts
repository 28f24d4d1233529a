// Where an ambush token may go: on a dot (never a wonder) holding no figure and no token, on a
// path between two wonders where no figure stands (the placer's own included). Closed orange
// paths take tokens too.
import type { Board } from './content';
import { isWonder, type Ground } from './movement';

export function ambushAllowed(board: Board, ground: Ground, dot: number): boolean {
  if (isWonder(board, dot) || dot >= board.spots || ground.ambushes.includes(dot)) return false;
  const path = board.pathOf[dot] as number;
  for (let s = 0; s < ground.players.length; s++) {
    const spot = (ground.players[s] as Ground['players'][number]).spot;
    if (!isWonder(board, spot) && board.pathOf[spot] === path) return false;
  }
  return true;
}

export const ambushDots = (board: Board, ground: Ground): number[] => {
  const out: number[] = [];
  for (let dot = board.wonders; dot < board.spots; dot++) if (ambushAllowed(board, ground, dot)) out.push(dot);
  return out;
};
