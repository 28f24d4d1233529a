// The score over the rounds, replayed from a record for the scoring screen's chart: one breakdown
// per seat after each round, the last the final score, the sights adding up the written totals.
import { describe, expect, it } from 'vitest';
import { ranking, scoreBoard, scoreHistory, toRecord, type TucanaRecord, type TucanaState } from '../../rules/index';
import { finishRound, newGame, unwrap } from './fixtures';

const playAll = (state: TucanaState): TucanaState => {
  let s = state;
  for (let rng = 1; s.phase !== 'over'; rng += 7) s = finishRound(s, rng);
  return s;
};

describe('score history', () => {
  const finished = playAll(newGame({ players: 3, seed: 31, island: 'grande', specialBonus: true }));

  it('has one breakdown per seat after each round, the last being the final score', () => {
    const history = unwrap(scoreHistory(toRecord(finished)));
    expect(history).toHaveLength(finished.boards[0]?.roundScores.length ?? 0);
    expect(history.length).toBeGreaterThan(1);
    for (const round of history) expect(round).toHaveLength(3);
    expect(history.at(-1)).toEqual(ranking(finished).scores);
  });

  it('adds up the sight totals written at each round end', () => {
    const history = unwrap(scoreHistory(toRecord(finished)));
    finished.boards.forEach((board, p) => {
      history.forEach((round, r) => expect(round[p]?.sights).toBe(board.roundScores.slice(0, r + 1).reduce((a, b) => a + b, 0)));
    });
  });

  it('stops at the last round played in a game still going', () => {
    const roundEnd = finishRound(newGame({ players: 2, seed: 8 }), 3);
    const history = unwrap(scoreHistory(toRecord(roundEnd)));
    expect(history).toEqual([[0, 1].map((p) => scoreBoard(roundEnd, p))]);
  });

  it('refuses a damaged record like a replay does', () => {
    const record = toRecord(finished);
    const broken: TucanaRecord = { ...record, actions: [...record.actions.slice(0, 5), record.actions[0]!] };
    const result = scoreHistory(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('badRecord');
  });
});
