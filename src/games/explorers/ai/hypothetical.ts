// States that could exist, built to ask the engine "what if": the AI plays them through
// `Placer` only, never through `apply`, so nothing hidden (the deck, the RNG) is ever touched.
import { tables, type Card, type Cell, type GameState, type OptionIndex, type PlayerBoard } from '../rules/index';
import { roundOfTurn, turnIndexOf } from './timing';

/**
 * The next turn (the first one after the setup; after a round's last turn, the next round's first)
 * with `card` revealed and `board` as the player's sheet; every option open. Only the player's own
 * sheet moves on: its scores at the round's end are the evaluation's to count (`Position`).
 */
export function nextTurnState(state: GameState, player: number, board: PlayerBoard, card: Card): GameState {
  const boards = state.boards.slice();
  boards[player] = board;
  const index = turnIndexOf(state) + 1;
  return {
    ...state,
    boards,
    phase: { kind: 'place' },
    turn: {
      ...state.turn,
      round: roundOfTurn(index),
      turn: index % tables.TURNS_PER_ROUND,
      number: index + 1,
      card,
      facing: null,
      active: null,
      activeChoice: null,
      done: state.turn.done.map(() => false),
    },
  };
}

/** The placement phase that follows the active player choosing `option`. */
export const afterChoice = (state: GameState, option: OptionIndex): GameState => ({
  ...state,
  phase: { kind: 'place' },
  turn: { ...state.turn, activeChoice: option },
});

/** The setup that follows choosing `village` as the start village. */
export function afterStartVillage(state: GameState, village: Cell): GameState {
  return {
    ...state,
    startVillage: village,
    phase: { kind: 'setup' },
    boards: state.boards.map((board) => {
      const marks = board.marks.slice();
      marks[village] = 1;
      return { ...board, marks };
    }),
  };
}
