// States that could exist, built to ask the engine "what if": the AI plays them through
// `Placer` only, never through `apply`, so nothing hidden (the deck, the RNG) is ever touched.
import type { Card, Cell, GameState, OptionIndex, PlayerBoard } from '../rules/index';

/** Index inside the round of the turn after the current one (the setup is followed by turn 0). */
export const nextTurnOfRound = (state: GameState): number => (state.turn.number === 0 ? 0 : state.turn.turn + 1);

/** The next turn of the same round (the first one after the setup) with `card` revealed and `board` as the player's sheet; every option open. */
export function nextTurnState(state: GameState, player: number, board: PlayerBoard, card: Card): GameState {
  const boards = state.boards.slice();
  boards[player] = board;
  return {
    ...state,
    boards,
    phase: { kind: 'place' },
    turn: {
      ...state.turn,
      turn: nextTurnOfRound(state),
      number: state.turn.number + 1,
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
