// Where an ambush token may go: on a dot (never a wonder) holding no figure and no token, on a
// path between two wonders where no figure stands (the placer's own included). Closed orange
// paths take tokens too.
import type { Board } from './content';
import { isWonder, type Ground } from './movement';

export function ambushAllowed(board: Board, ground: Ground, dot: number): boolean {
  if (isWonder(board, dot) || dot >= board.spots || ground.ambushes.includes(dot)) return false;
  const path = board.pathOf[dot] as number;
  for (const p of ground.players) if (!isWonder(board, p.spot) && board.pathOf[p.spot] === path) return false;
  return true;
}

export const ambushDots = (board: Board, ground: Ground): number[] => {
  const out: number[] = [];
  for (let dot = board.wonders; dot < board.spots; dot++) if (ambushAllowed(board, ground, dot)) out.push(dot);
  return out;
};
