// Where a decision stands in the game, counted in turns: the round, the turns left in it after
// the one being played, and the sight totals already written on the sheet.
import { DECK, islandOf, turnsPerRound, type Board, type Island, type TucanaState } from '../rules/index';

export interface Timing {
  readonly island: Island;
  readonly round: number;
  /** Turns still to come in this round after the one being played. */
  readonly left: number;
  readonly perRound: number;
  /** The round totals written on the sheet so far. */
  readonly written: number;
}

export function timingOf(state: TucanaState, player: number): Timing {
  const perRound = turnsPerRound(DECK);
  const board = state.boards[player] as Board;
  return {
    island: islandOf(state.options.island),
    round: state.turn.round,
    left: perRound - 1 - state.turn.turn,
    perRound,
    written: board.roundScores.reduce((a, b) => a + b, 0),
  };
}

/** The timing one turn later; `sights` is what the sheet's joined sights write if a round ends in between. */
export const nextTiming = (timing: Timing, sights: number): Timing =>
  timing.left > 0 ? { ...timing, left: timing.left - 1 } : { ...timing, round: timing.round + 1, left: timing.perRound - 1, written: timing.written + sights };

/** Whether a turn follows the one being played. */
export const turnsFollow = (timing: Timing): boolean => timing.left > 0 || timing.round + 1 < timing.island.rounds;
