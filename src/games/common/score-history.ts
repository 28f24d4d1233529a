// A game's running score after each round, replayed from its record: what a scoring screen's
// chart draws. A round ends inside the action that closes its last turn, so the scores are taken
// after the first action that finds one more round scored.
import { ok, type Result } from './result';

/** `history[round][player]`: every player's score at the end of each round played (0-based). */
export function scoresByRound<State, Score, E>(
  replay: (visit: (state: State) => void) => Result<State, E>,
  roundsScored: (state: State) => number,
  scores: (state: State) => Score[],
): Result<Score[][], E> {
  const history: Score[][] = [];
  const replayed = replay((state) => {
    if (roundsScored(state) > history.length) history.push(scores(state));
  });
  return replayed.ok ? ok(history) : replayed;
}
