// Tucana solo: the #2 blue cards, the cut before the last round (or none after three cards
// taken), one red card with the Special Bonus, and the six ranks.
import { describe, expect, it } from 'vitest';
import { soloRank, type Edge, type Hex, type TucanaState } from '../../rules/index';
import { drawPath, featureHexes, islandFor, newGame, pathBetween, quietRound, quietRoundEvents } from './fixtures';

/** Seat 0 joins the villages of these letters, in order (paths crossing no other village or sight). */
function joinPairs(state: TucanaState, letters: readonly string[]): TucanaState {
  const island = islandFor(state);
  let s = state;
  for (const letter of letters) {
    const [a, b] = island.villages.filter((_, v) => s.letters[0]?.[v] === letter) as [Hex, Hex];
    const avoid = featureHexes(island).filter((h) => h !== a && h !== b);
    s = drawPath(s, 0, pathBetween(island, a, b, avoid).filter((e: Edge) => s.boards[0]?.segments[e] === 0));
  }
  return s;
}

const endRound = quietRoundEvents;

describe('solo', () => {
  it('a pair joined while its card (#2) is on the table scores the card', () => {
    const state = joinPairs(newGame({ players: 1 }), ['E']);
    expect(state.boards[0]?.blue).toEqual([0, 0, 0, 0, 5]);
    expect(state.blue[4]).toEqual([]);
  });

  it('Isla Petit: after round 1 the blue cards left are shuffled and two kept for round 2', () => {
    const start = joinPairs(newGame({ players: 1, seed: 3 }), ['A']);
    const { state, events } = endRound(start);
    const cut = events.find((e) => e.type === 'soloCut');
    expect(cut).toBeDefined();
    if (cut?.type !== 'soloCut') return;
    expect(cut.kept).toHaveLength(2);
    expect(cut.removed).toHaveLength(2);
    expect([...cut.kept, ...cut.removed].sort()).toEqual(['B', 'C', 'D', 'E']);
    expect(state.turn.round).toBe(1);
    const letters = ['A', 'B', 'C', 'D', 'E'];
    expect(state.blue.map((pile, l) => (pile.length > 0 ? letters[l] : null)).filter(Boolean)).toEqual(cut.kept);
    // A pair whose card was removed still scores, without the card.
    const removed = cut.removed[0] as string;
    const after = joinPairs(state, [removed]);
    expect(after.boards[0]?.blue[letters.indexOf(removed)]).toBe(0);
    expect(after.boards[0]?.pairs).toBe(after.boards[0]!.pairs | (1 << letters.indexOf(removed)));
  });

  it('the cut differs from game to game', () => {
    const kept = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { events } = endRound(newGame({ players: 1, seed }));
      const cut = events.find((e) => e.type === 'soloCut');
      if (cut?.type === 'soloCut') kept.add(cut.kept.join(''));
    }
    expect(kept.size).toBeGreaterThan(1);
  });

  it('rare case: with three cards or more taken before the last round, nothing is removed', () => {
    // As if A, B and C had been joined in round 1 (their paths would take more turns than a round has).
    const start = newGame({ players: 1, seed: 8 });
    const board = { ...(start.boards[0] as TucanaState['boards'][number]), blue: [2, 2, 3, 0, 0] };
    const taken: TucanaState = { ...start, boards: [board], settled: [board], blue: [[], [], [], [4], [5]] };
    const { state, events } = endRound(taken);
    expect(events.find((e) => e.type === 'soloCut')).toEqual({ type: 'soloCut', kept: ['D', 'E'], removed: [] });
    expect(state.blue.slice(3)).toEqual([[4], [5]]);
    expect(state.turn.round).toBe(1);
    // Two cards taken are not enough: of the three left, one is removed.
    const two = { ...board, blue: [2, 2, 0, 0, 0] };
    const cut = endRound({ ...start, boards: [two], settled: [two], blue: [[], [], [3], [4], [5]] }).events.find((e) => e.type === 'soloCut');
    expect(cut?.type === 'soloCut' && [cut.kept.length, cut.removed.length]).toEqual([2, 1]);
  });

  it('Isla Grande: the cut comes after round 2, not after round 1', () => {
    let state = newGame({ players: 1, island: 'grande' });
    const first = endRound(state);
    expect(first.events.some((e) => e.type === 'soloCut')).toBe(false);
    state = first.state;
    const second = endRound(state);
    expect(second.events.some((e) => e.type === 'soloCut')).toBe(true);
    expect(second.state.blue.filter((pile) => pile.length > 0)).toHaveLength(2);
  });

  it('one red card with the Special Bonus', () => {
    expect(newGame({ players: 1, specialBonus: true }).redCards).toHaveLength(1);
  });

  it('ranks: six bounds per island, none under the first', () => {
    expect([49, 50, 59, 60, 70, 80, 90, 99, 100, 140].map((t) => soloRank('petit', t))).toEqual([0, 1, 1, 2, 3, 4, 5, 5, 6, 6]);
    expect([109, 110, 125, 140, 155, 170, 184, 185].map((t) => soloRank('grande', t))).toEqual([0, 1, 2, 3, 4, 5, 5, 6]);
  });

  it('plays to the end, scored like any game', () => {
    let state = newGame({ players: 1, seed: 2 });
    while (state.phase !== 'over') state = quietRound(state);
    expect(state.boards[0]?.roundScores).toEqual([0, 0]);
  });
});
