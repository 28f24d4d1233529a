// Keyboard play, as pure functions: which command a key means, and where the map cursor goes.
import { colOf, rowOf, type Cell } from '../rules/index';

export type Direction = 'up' | 'down' | 'left' | 'right';

export type KeyCommand =
  | { readonly kind: 'move'; readonly direction: Direction }
  | { readonly kind: 'place' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'scroll' }
  | { readonly kind: 'cancel' }
  /** 1–4: a card option (1, 2) or a terrain choice (1–4). */
  | { readonly kind: 'number'; readonly index: number };

const DIRECTIONS: Readonly<Record<string, Direction>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export function commandForKey(key: string): KeyCommand | null {
  const direction = DIRECTIONS[key];
  if (direction) return { kind: 'move', direction };
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 'Enter':
    case ' ':
      return { kind: 'place' };
    case 'u':
    case 'Backspace':
      return { kind: 'undo' };
    case 'c':
      return { kind: 'confirm' };
    case 's':
      return { kind: 'scroll' };
    case 'Escape':
      return { kind: 'cancel' };
    case '1':
    case '2':
    case '3':
    case '4':
      return { kind: 'number', index: Number(key) - 1 };
    default:
      return null;
  }
}

const STEPS: Readonly<Record<Direction, readonly [number, number]>> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

/**
 * The legal cell the cursor moves to: the nearest one lying in that direction, straight lines
 * preferred. Without a cursor yet, the first legal cell; without any legal cell, none.
 */
export function moveCursor(cursor: Cell | null, legal: readonly Cell[], direction: Direction): Cell | null {
  if (legal.length === 0) return null;
  if (cursor === null || !legal.includes(cursor)) return legal[0] as Cell;
  const [dr, dc] = STEPS[direction];
  let best = cursor;
  let bestScore = Infinity;
  for (const cell of legal) {
    const r = rowOf(cell) - rowOf(cursor);
    const c = colOf(cell) - colOf(cursor);
    const along = r * dr + c * dc;
    if (along <= 0) continue;
    const across = Math.abs(r * dc) + Math.abs(c * dr);
    const score = along + 3 * across;
    if (score < bestScore) {
      best = cell;
      bestScore = score;
    }
  }
  return best;
}
