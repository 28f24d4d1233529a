// The solo variant: the card's orientation decides 3 or 2 Xs, unvisited temples and unmet races
// lose their best value at the start of rounds 2–4, and the final score gives a rank.
import { describe, expect, it } from 'vitest';
import { expectedActors, legalPicks, scoreBoard, soloRank, xsForPick, type GameState } from '../../rules/index';
import {
  advance,
  afterSetup,
  at,
  card,
  newGame,
  nextTo,
  play,
  playThrough,
  refused,
  templeOf,
  turn,
  withBoard,
  withCard,
  withMarks,
  withTurn,
} from './engine-fixtures';

const solo = (achievements: GameState['achievements'] = []) => afterSetup(newGame({ players: 1, achievements }));

describe('solo turns', () => {
  it('have no active player: the card faces the player, 3 Xs on that option or 2 on the other', () => {
    const s = solo();
    expect(s.turn.active).toBeNull();
    expect(s.phase.kind).toBe('place');
    expect(expectedActors(s)).toEqual([0]);
    expect(refused(s, { type: 'choose', player: 0, option: 0 }).code).toBe('wrongPhase');
    expect(legalPicks(s, 0)).toEqual([card(0), card(1)]);
    for (const facing of [0, 1] as const) {
      const faced = withTurn(s, { facing });
      expect(xsForPick(faced, 0, card(facing))).toBe(3);
      expect(xsForPick(faced, 0, card(facing === 0 ? 1 : 0))).toBe(2);
    }
  });

  it('last 28 turns, and the orientation is drawn at random from the seed', () => {
    const { starts, end } = playThrough(newGame({ players: 1, seed: 3 }));
    expect(starts.map((x) => x.turn.number)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(starts.every((x) => x.phase.kind === 'place' && x.turn.active === null)).toBe(true);
    expect(new Set(starts.map((x) => x.turn.facing))).toEqual(new Set([0, 1]));
    expect(end.phase.kind).toBe('over');
  });
});

describe('solo strikes at the start of rounds 2, 3 and 4', () => {
  const open = (s: GameState) => [...s.temples, ...s.raceTracks].map((t) => t.open.filter(Boolean).length);
  const atRound = (s: GameState, round: number) => advance(s, (x) => x.turn.round === round);
  // Three marks in each of quadrants A, B, C meet race-quadrants (D holds the start); none on an edge.
  const spread = [at(2, 2), at(2, 3), at(3, 2), at(2, 12), at(2, 13), at(3, 12), at(13, 5), at(13, 6), at(14, 5)];

  it('remove the best value of every temple not visited and every race not met', () => {
    // race-quadrants is met at the end of turn 1; race-edges never is.
    const s = withMarks(solo(['race-edges', 'race-quadrants']), 0, spread);
    const round1 = advance(s, (x) => x.turn.number === 2);
    expect(round1.boards[0]!.races).toEqual([-1, 0]);
    expect(open(round1)).toEqual([4, 4, 4, 4, 4, 3]);

    // Round 2: temple D (desert) is entered, for 10 now that 12 is struck.
    const round2 = atRound(round1, 1);
    expect(open(round2)).toEqual([3, 3, 3, 3, 3, 3]);
    const temple = templeOf(round2, 'D');
    const ready = withCard(withBoard(nextTo(round2, [0], temple), 0, { keysFound: 1 }), 1); // prairie | desert
    const visited = play(ready, turn(ready, 0, card(1), [temple]));
    expect(visited.boards[0]!.temples[3]).toBe(1);
    expect(scoreBoard(visited, 0).temples).toBe(10);

    // Temple D and the met race lose nothing more; the rest lose one value per round.
    expect(open(atRound(visited, 2))).toEqual([2, 2, 2, 2, 2, 3]);
    const round4 = atRound(visited, 3);
    expect(open(round4)).toEqual([1, 1, 1, 2, 1, 3]);
    expect(round4.temples[0]!.open).toEqual([false, false, false, true]);

    // A race met in round 4 gets the only value left: 4.
    const edges = withMarks(round4, 0, [at(0, 7), at(15, 7), at(7, 0), at(7, 15)]);
    const met = advance(edges, (x) => x.turn.number > round4.turn.number);
    expect(met.boards[0]!.races).toEqual([3, 0]);
    expect(scoreBoard(met, 0).achievements).toBe(4 + 10);
  });
});

describe('the solo rank', () => {
  it('has bounds 80/90/100/110/120, with 10 more per achievement in play', () => {
    const totals = [-5, 80, 81, 90, 91, 100, 101, 110, 111, 120, 121, 200];
    expect(totals.map((t) => soloRank(t, 0))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(totals.map((t) => soloRank(t + 10, 1))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect([110, 111, 150, 151].map((t) => soloRank(t, 3))).toEqual([0, 1, 4, 5]);
  });

  it('is read from the final score of a solo game', () => {
    const { end } = playThrough(newGame({ players: 1, seed: 9, achievements: ['longest-line'] }));
    const total = scoreBoard(end, 0).total;
    const rank = soloRank(total, 1);
    expect(rank).toBe([90, 100, 110, 120, 130].filter((bound) => total > bound).length);
  });
});
