// What changed between two moments of a game, as events a view can animate. Pure: the
// controller compares the state everyone last saw with the state after an action.
import {
  CELLS,
  tables,
  type Card,
  type Cell,
  type GameState,
  type OptionIndex,
  type PlayerBoard,
} from '../rules/index';

export interface TurnRevealed {
  readonly round: number;
  readonly turn: number;
  readonly card: Card;
  readonly active: number | null;
  readonly facing: OptionIndex | null;
  readonly firstPlayer: number;
}

export interface TurnResolved {
  /** Per player: the cells marked since the phase began (hidden from the others until now). */
  readonly newCells: readonly (readonly Cell[])[];
}

export interface TrackSettled {
  readonly kind: 'temple' | 'race';
  /** Quadrant (temples) or index into state.achievements (races). */
  readonly index: number;
  readonly players: readonly number[];
  readonly position: number;
  readonly value: number;
  /** Expert temples: extra Xs each visitor places now. */
  readonly bonusXs: number;
}

export interface RoundScored {
  readonly round: number;
  readonly provisions: readonly number[];
  readonly gemstones: readonly number[];
}

export type Outcome =
  | { readonly type: 'turnResolved'; readonly payload: TurnResolved }
  | { readonly type: 'trackSettled'; readonly payload: TrackSettled }
  | { readonly type: 'roundScored'; readonly payload: RoundScored }
  | { readonly type: 'turnRevealed'; readonly payload: TurnRevealed }
  | { readonly type: 'gameOver'; readonly payload: null };

const SIMULTANEOUS = new Set(['setup', 'place', 'bonus']);

/** Identifies one step of the game; everything inside a step is hidden from the other players. */
export const stepKey = (state: GameState): string => `${state.turn.number}/${state.phase.kind}`;

function newCells(before: PlayerBoard, after: PlayerBoard): Cell[] {
  const out: Cell[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (before.marks[cell] === 0 && after.marks[cell] !== 0) out.push(cell);
  return out;
}

function settled(
  before: GameState,
  after: GameState,
  kind: TrackSettled['kind'],
  positionsOf: (board: PlayerBoard) => readonly number[],
): TrackSettled[] {
  const out: TrackSettled[] = [];
  const count = positionsOf(after.boards[0] as PlayerBoard).length;
  for (let index = 0; index < count; index++) {
    const players = after.boards.flatMap((board, p) =>
      positionsOf(before.boards[p] as PlayerBoard)[index] === -1 && positionsOf(board)[index] !== -1 ? [p] : [],
    );
    if (players.length === 0) continue;
    const position = positionsOf(after.boards[players[0] as number] as PlayerBoard)[index] as number;
    const side = after.options.sides.temples;
    out.push({
      kind,
      index,
      players,
      position,
      value: (kind === 'temple' ? tables.TEMPLE_VALUES[side][position] : tables.RACE_VALUES[position]) as number,
      bonusXs: kind === 'temple' ? (tables.TEMPLE_BONUS_XS[side][position] as number) : 0,
    });
  }
  return out;
}

/** Events between the state at the start of a step (`seen`) and the state once it has moved on. */
export function outcomes(seen: GameState, after: GameState): Outcome[] {
  if (stepKey(seen) === stepKey(after)) return [];
  const out: Outcome[] = [];
  if (SIMULTANEOUS.has(seen.phase.kind)) {
    out.push({
      type: 'turnResolved',
      payload: { newCells: after.boards.map((board, p) => newCells(seen.boards[p] as PlayerBoard, board)) },
    });
  }
  for (const payload of settled(seen, after, 'temple', (b) => b.temples)) out.push({ type: 'trackSettled', payload });
  for (const payload of settled(seen, after, 'race', (b) => b.races)) out.push({ type: 'trackSettled', payload });
  const rounds = (after.boards[0] as PlayerBoard).roundScores.provisions.length;
  if (rounds > (seen.boards[0] as PlayerBoard).roundScores.provisions.length) {
    out.push({
      type: 'roundScored',
      payload: {
        round: rounds - 1,
        provisions: after.boards.map((b) => b.roundScores.provisions[rounds - 1] as number),
        gemstones: after.boards.map((b) => b.roundScores.gemstones[rounds - 1] as number),
      },
    });
  }
  if (after.phase.kind === 'over') {
    out.push({ type: 'gameOver', payload: null });
  } else if (after.turn.card && after.turn.number !== seen.turn.number) {
    const { round, turn, card, active, facing } = after.turn;
    out.push({ type: 'turnRevealed', payload: { round, turn, card, active, facing, firstPlayer: after.firstPlayer } });
  }
  return out;
}
