// The Tucana AI: legal turns at every level, the same turn for the same view and seed, and the
// obvious segment where one is obvious.
import { describe, expect, it } from 'vitest';
import { tucanaAi } from '../../ai/entry';
import { decide } from '../../ai/index';
import { LEVELS, type Level } from '../../ai/levels';
import { playOut } from '../../ai/play-out';
import { LETTERS, SIGHT_KINDS, TERRAINS, legalMoves, ranking, viewFor, type Edge, type Hex, type TucanaOptions, type TucanaState } from '../../rules/index';
import { drawPath, featureHexes, islandFor, newGame, pathBetween, withCards } from './fixtures';

const options = (players: number, island: TucanaOptions['island'], seed: number): TucanaOptions => ({
  players,
  seed,
  island,
  specialBonus: true,
  randomStart: true,
  counterClockwise: seed % 2 === 0,
  symmetric: false,
});

/** The cards that allow exactly the terrains of `edge`'s two hexes. */
function cardsFor(state: TucanaState, edge: Edge): TucanaState {
  const island = islandFor(state);
  const [a, b] = [island.edgeHexes[2 * edge] as Hex, island.edgeHexes[2 * edge + 1] as Hex];
  return withCards(state, [TERRAINS[island.terrain[a] as number] as (typeof TERRAINS)[number], TERRAINS[island.terrain[b] as number] as (typeof TERRAINS)[number]]);
}

/**
 * A solo game where the path from `from` to `to` lacks only its last segment, on the last turn of
 * `round` (what is not joined now misses that round's end), with cards that allow that segment.
 */
function oneShort(from: Hex, to: Hex, state: TucanaState, round: number): { state: TucanaState; last: Edge } {
  const island = islandFor(state);
  const path = pathBetween(island, from, to, featureHexes(island));
  const last = path[path.length - 1] as Edge;
  const drawn = drawPath(state, 0, path.slice(0, -1));
  const lastTurn = { ...drawn, turn: { ...drawn.turn, round, turn: 12 }, pile: drawn.pile.slice(0, 1) };
  return { state: cardsFor(lastTurn, last), last };
}

describe.each(LEVELS)('the Tucana AI at the %s level', (level: Level) => {
  it('plays whole games with legal turns only, from its seat views', () => {
    const games: TucanaOptions[] = level === 'hard' ? [options(2, 'petit', 3)] : [options(3, 'grande', 4), options(1, 'petit', 5)];
    for (const o of games) {
      const final = playOut(o, o.players === 1 ? [bot(level)] : Array.from({ length: o.players }, () => bot(level)));
      expect(final.phase).toBe('over');
      expect(ranking(final).scores.every((s) => s.total > 0)).toBe(true);
    }
  });

  it('decides the same turn for the same view and seed', () => {
    const state = newGame({ players: 3, seed: 11 });
    const view = viewFor(state, 1);
    expect(decide(view, level, 99)).toEqual(decide(view, level, 99));
    expect(tucanaAi.decide(view, level, 99)).toEqual(decide(view, level, 99));
  });
});

/** A bot that asks the AI with its seat's view and checks the turn starts with a legal segment. */
function bot(level: Level) {
  return (state: TucanaState, seat: number, rng: number) => {
    const view = viewFor(state, seat);
    const decision = decide(view, level, rng);
    expect(legalMoves(view, seat).map((m) => m.edge)).toContain(decision.action.edges[0]);
    expect(decision.action.player).toBe(seat);
    return decision;
  };
}

describe.each<Level>(['normal', 'hard'])('the Tucana AI at the %s level, where the right segment is clear,', (level) => {
  it('joins a village pair it lacks one segment for on the last turn', () => {
    const game = newGame({ players: 1, seed: 21 });
    const island = islandFor(game);
    const letters = game.letters[0] as readonly string[];
    const e = LETTERS.indexOf('E');
    const [a, b] = island.villages.filter((_, v) => letters[v] === LETTERS[e]) as [Hex, Hex];
    const { state, last } = oneShort(a, b, game, island.rounds - 1);
    expect(decide(viewFor(state, 0), level, 5).action.edges[0]).toBe(last);
  });

  it('joins two sights of the red card kind it lacks one segment for on the last turn (Special Bonus)', () => {
    const game = newGame({ players: 1, seed: 23, specialBonus: true });
    const island = islandFor(game);
    const kind = SIGHT_KINDS.indexOf(game.redCards[0] as (typeof SIGHT_KINDS)[number]);
    const [a, b] = island.sights.filter((_, s) => island.sightKinds[s] === kind) as [Hex, Hex];
    const { state, last } = oneShort(a, b, game, island.rounds - 1);
    expect(decide(viewFor(state, 0), level, 5).action.edges[0]).toBe(last);
  });

  it('joins a sea monster to the village it lacks one segment to before the round ends', () => {
    const game = newGame({ players: 1, seed: 22 });
    const island = islandFor(game);
    const sight = island.sights[island.sightKinds.indexOf(4)] as Hex;
    const village = island.villages.reduce((best, v) => (pathBetween(island, v, sight).length < pathBetween(island, best, sight).length ? v : best));
    const { state, last } = oneShort(village, sight, game, 0);
    expect(decide(viewFor(state, 0), level, 5).action.edges[0]).toBe(last);
  });
});
