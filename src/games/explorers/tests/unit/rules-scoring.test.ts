// Scoring: provisions and gemstones at each round end, villages and temples at game end, both
// sides of every tile, the final breakdown and the winner.
import { describe, expect, it } from 'vitest';
import { NEIGHBOURS, ranking, recount, scoreBoard, type Cell, type GameState } from '../../rules/index';
import { gemPoints, provisionPoints } from '../../rules/scoring';
import {
  BASIC,
  EXPERT,
  advance,
  afterSetup,
  at,
  card,
  cellsWith,
  chosen,
  newGame,
  nextTo,
  play,
  playThrough,
  turn,
  withBoard,
  withMarks,
} from './engine-fixtures';

/** Runs the game on with default moves until round `round` (0-based) has begun. */
const toRound = (s: GameState, round: number) => advance(s, (x) => x.turn.round === round);

describe('provisions, at each round end', () => {
  it('basic side: 1, 2 or 3 different kinds crossed this round score 2, 5, 10', () => {
    expect([[0, 0, 0], [1, 0, 0], [0, 1, 1], [1, 1, 1]].map((col) => provisionPoints('basic', col))).toEqual([0, 2, 5, 10]);
  });

  it('basic side in play: an apple, a carrot and a fish in round 1 score 10 then', () => {
    const s = afterSetup(newGame());
    const food = [cellsWith(s, 'apple')[1]!, cellsWith(s, 'carrot')[1]!, cellsWith(s, 'fish')[3]!];
    const near = food.reduce((x, c) => nextTo(x, [0], c), s);
    const first = chosen(near, 0, 0); // prairie | water: player 0 is active and takes prairie
    const second = chosen(advance(play(first, turn(first, 0, card(0), food.slice(0, 2))), (x) => x.turn.number === 2), 0, 0);
    const third = play(second, turn(second, 0, card(1), food.slice(2)));
    expect(third.boards[0]!.provisions[0]).toEqual([1, 1, 1]);
    expect(toRound(third, 1).boards[0]!.roundScores.provisions).toEqual([10]);
  });

  it('expert side: 1, 2, 3, 4 crossed this round score 1, 4, 9, 16; round 1 has none', () => {
    expect([0, 1, 2, 3, 4].map((n) => provisionPoints('expert', [0, n, 0]))).toEqual([0, 1, 4, 9, 16]);
    const s = toRound(afterSetup(newGame({ sides: EXPERT })), 1);
    expect(s.boards.map((b) => b.roundScores.provisions)).toEqual([[0], [0], [0], [0]]);
  });
});

describe('gemstones, at each round end', () => {
  it('rulebook example, basic side: 2 gemstones in round 1 score 2; one more in round 2 scores 3', () => {
    const s = afterSetup(newGame());
    const gems = [at(10, 14), at(13, 11), at(6, 9)]; // all in the mountains
    const near = gems.reduce((x, c) => nextTo(x, [0], c), s);
    const first = chosen(near, 2, 1); // prairie | mountain: player 0 takes mountain
    const round2 = chosen(toRound(play(first, turn(first, 0, card(1), gems.slice(0, 2))), 1), 2, 1);
    const later = play(round2, turn(round2, 0, card(1), gems.slice(2)));
    expect(later.boards[0]!.gems).toBe(3);
    expect(toRound(later, 2).boards[0]!.roundScores.gemstones).toEqual([2, 3]);
  });

  it('basic side: 1 point per gemstone crossed so far, up to 12', () => {
    expect([0, 1, 5, 12, 13].map((n) => gemPoints('basic', n))).toEqual([0, 1, 5, 12, 12]);
  });

  it('expert side: the uncrossed negatives (−9 with none), 0 once all three are crossed, then the circled positives', () => {
    expect(Array.from({ length: 11 }, (_, n) => gemPoints('expert', n))).toEqual([-9, -4, -1, 0, 1, 3, 6, 10, 15, 21, 28]);
    const s = toRound(afterSetup(newGame({ sides: EXPERT })), 1);
    expect(s.boards[0]!.roundScores.gemstones).toEqual([-9]);
  });
});

describe('villages, at game end', () => {
  const s = newGame();
  const [v1, v2, v3, v4] = s.map.villages as [Cell, Cell, Cell, Cell];
  const around = (v: Cell, n: number) => (NEIGHBOURS[v] as readonly Cell[]).slice(0, n);
  // Villages with 1, 2, 3 and 4 orthogonal neighbours marked, plus a diagonal that never counts.
  const staged = withMarks(s, 0, [...around(v1, 1), ...around(v2, 2), ...around(v3, 3), ...around(v4, 4), v1 + 17]);

  it('basic side: each village scores 3, 5, 7 or 10 for 1 to 4 adjacent Xs', () => {
    expect(NEIGHBOURS[v1]).toHaveLength(4);
    expect(scoreBoard(staged, 0).villages).toBe(3 + 5 + 7 + 10);
    expect(scoreBoard(withMarks(s, 0, around(v2, 2)), 0).villages).toBe(5);
  });

  it('expert side: only the village with the fewest adjacent Xs scores, 12/18/26/40', () => {
    const expert = { ...staged, options: { ...staged.options, sides: EXPERT } };
    expect(scoreBoard(expert, 0).villages).toBe(12);
    const all = (n: number) => s.map.villages.flatMap((v) => around(v, n));
    const withAll = (n: number) => scoreBoard({ ...withMarks(s, 0, all(n)), options: expert.options }, 0).villages;
    expect([1, 2, 3, 4].map(withAll)).toEqual([12, 18, 26, 40]);
    expect(scoreBoard({ ...withMarks(s, 0, around(v1, 4)), options: expert.options }, 0).villages).toBe(0);
  });
});

describe('temples and the total', () => {
  it('temples: the circled values (basic), or 8 per temple (expert)', () => {
    const s = withBoard(newGame(), 0, { temples: [0, 2, -1, 1] });
    expect(scoreBoard(s, 0).temples).toBe(12 + 8 + 10);
    expect(scoreBoard({ ...s, options: { ...s.options, sides: EXPERT } }, 0).temples).toBe(24);
  });

  it('the total adds every category, and matches a recount from the board at game end', () => {
    for (const sides of [BASIC, EXPERT]) {
      const { end } = playThrough(newGame({ sides, seed: 5, achievements: ['longest-line', 'race-edges'] }));
      for (const p of [0, 1, 2, 3]) {
        const score = scoreBoard(end, p);
        expect(score.total).toBe(score.provisions + score.gemstones + score.villages + score.temples + score.achievements);
        expect(recount(end, p)).toEqual(score);
        expect(end.boards[p]!.roundScores.provisions).toHaveLength(4);
      }
    }
  });
});

describe('the winner', () => {
  /** Player p's provisions total set to points[p] (everything else scores 0 on a fresh board). */
  const withScores = (points: number[], scrolls: number[]) =>
    points.reduce(
      (s, total, p) => withBoard(s, p, { roundScores: { provisions: [total], gemstones: [] }, scrollsUsed: scrolls[p]! }),
      newGame({ players: points.length }),
    );

  it('has the most points', () => {
    const r = ranking(withScores([10, 30, 20], [0, 3, 0]));
    expect(r.order).toEqual([1, 2, 0]);
    expect(r.winners).toEqual([1]);
    expect(r.scores.map((b) => b.total)).toEqual([10, 30, 20]);
    expect(r.tieBroken).toBe(false);
  });

  it('on a tie, is the one who used fewer scrolls', () => {
    const r = ranking(withScores([30, 30, 20, 30], [2, 1, 0, 3]));
    expect(r.order).toEqual([1, 0, 3, 2]);
    expect(r.winners).toEqual([1]);
    expect(r.tieBroken).toBe(true);
  });

  it('still tied, the win is shared', () => {
    const r = ranking(withScores([30, 30, 20, 30], [1, 1, 0, 1]));
    expect(r.winners).toEqual([0, 1, 3]);
    expect(r.tieBroken).toBe(false);
  });
});
