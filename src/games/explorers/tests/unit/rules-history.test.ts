// The score over the rounds, replayed from a record: one breakdown per player after each round,
// the last one the final score, the round parts adding up the recorded round scores.
import { describe, expect, it } from 'vitest';
import { ranking, scoreBoard, scoreHistory, toRecord, type GameRecord } from '../../rules/index';
import { EXPERT, advance, newGame, playThrough, unwrap } from './engine-fixtures';

const finished = playThrough(newGame({ sides: EXPERT, seed: 21, achievements: ['race-edges', 'largest-square', 'avoid-gem'] })).end;

describe('score history', () => {
  it('has one breakdown per player after each of the four rounds, the last being the final score', () => {
    const history = unwrap(scoreHistory(toRecord(finished)));
    expect(history).toHaveLength(4);
    for (const round of history) expect(round).toHaveLength(4);
    expect(history[3]).toEqual(ranking(finished).scores);
  });

  it('adds up the round scores recorded at each round end', () => {
    const history = unwrap(scoreHistory(toRecord(finished)));
    finished.boards.forEach((board, p) => {
      history.forEach((round, r) => {
        const upTo = (scores: readonly number[]) => scores.slice(0, r + 1).reduce((a, b) => a + b, 0);
        expect(round[p]?.provisions).toBe(upTo(board.roundScores.provisions));
        expect(round[p]?.gemstones).toBe(upTo(board.roundScores.gemstones));
      });
    });
    // Marks only accumulate: a later round never has fewer village points on the basic side.
    const basic = playThrough(newGame({ seed: 5 })).end;
    const villages = unwrap(scoreHistory(toRecord(basic))).map((round) => round[0]?.villages ?? 0);
    expect(villages).toEqual([...villages].sort((a, b) => a - b));
  });

  it('stops at the last round played in a game still going, and works solo', () => {
    const roundEnd = advance(newGame({ players: 2, seed: 8 }), (s) => s.turn.round === 2);
    // A few turns into the third round: its score is not in the history yet.
    const midway = advance(roundEnd, (s) => s.turn.number > roundEnd.turn.number + 2);
    const history = unwrap(scoreHistory(toRecord(midway)));
    expect(history).toHaveLength(2);
    expect(history[1]).toEqual([0, 1].map((p) => scoreBoard(roundEnd, p)));
    const solo = playThrough(newGame({ players: 1, seed: 3 })).end;
    const soloHistory = unwrap(scoreHistory(toRecord(solo)));
    expect(soloHistory.map((round) => round.length)).toEqual([1, 1, 1, 1]);
    expect(soloHistory[3]?.[0]).toEqual(scoreBoard(solo, 0));
  });

  it('refuses a damaged record like a replay does', () => {
    const record = toRecord(finished);
    const broken: GameRecord = { ...record, actions: [...record.actions.slice(0, 10), record.actions[0]!] };
    const result = scoreHistory(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('badRecord');
  });
});
