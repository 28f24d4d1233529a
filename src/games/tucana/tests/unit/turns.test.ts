// Tucana's turns: two cards a turn until one is left, rounds per island, which segments the
// cards allow, one segment per pair of hexes, everyone drawing at once, and the game passing for
// a sheet with nothing to draw.
import { describe, expect, it } from 'vitest';
import { CARD_KINDS, TERRAINS, apply, beginDraft, draftDraw, draftStart, edgeBetween, edgesForCards, expectedActors, groupsOf, play, randomMove, type Board, type CardKind, type TucanaEvent, type TucanaState } from '../../rules/index';
import { ends, featureHexes, finishRound, islandFor, joinedAround, jokerTurn, newGame, quietEdge, turnAction, unwrap, withCards } from './fixtures';

/** The first free edge whose two hexes have these terrains (in that order or the other). */
function edgeOf(state: TucanaState, a: string, b: string, player = 0): number {
  const island = islandFor(state);
  const board = state.boards[player] as Board;
  for (let e = 0; e < island.edgeCount; e++) {
    const [x, y] = ends(island, e).map((h) => TERRAINS[island.terrain[h] as number]);
    if (board.segments[e] === 0 && ((x === a && y === b) || (x === b && y === a))) return e;
  }
  throw new Error(`no free ${a}-${b} edge`);
}

const refusal = (state: TucanaState, action: unknown) => {
  const next = apply(state, action);
  return next.ok ? 'accepted' : next.error.code;
};

describe('rounds and turns', () => {
  it('a round turns two cards a turn for 13 turns; the last card is never seen', () => {
    let state = newGame();
    const seen: CardKind[] = [...state.turn.cards];
    let rng = 5;
    while (state.turn.round === 0) {
      const events: TucanaEvent[] = [];
      for (const p of expectedActors(state)) {
        const move = randomMove(state, p, rng);
        rng = move.rng;
        const played = unwrap(play(state, move.action));
        events.push(...played.events);
        state = played.state;
      }
      for (const e of events) if (e.type === 'cardsRevealed' && e.round === 0) seen.push(...e.cards);
      if (state.turn.round === 0) expect(state.turn.number).toBe(seen.length / 2);
    }
    expect(seen).toHaveLength(26);
    const counts = CARD_KINDS.map((k) => seen.filter((c) => c === k).length);
    expect(counts.reduce((a, b) => a + b)).toBe(26);
    expect([8, 7, 6, 4, 2].map((n, k) => n - (counts[k] as number)).filter((missing) => missing === 1)).toHaveLength(1);
    expect(state.turn).toMatchObject({ round: 1, turn: 0, number: 14 });
  });

  it('each round shuffles the whole deck again: its cards are all 27 but one, in another order than the round before', () => {
    for (const seed of [1, 2]) {
      let state = newGame({ island: 'grande', seed });
      const rounds: CardKind[][] = [[...state.turn.cards]];
      let rng = seed;
      while (state.phase !== 'over') {
        for (const p of expectedActors(state)) {
          const move = randomMove(state, p, rng);
          rng = move.rng;
          const played = unwrap(play(state, move.action));
          for (const e of played.events) if (e.type === 'cardsRevealed') (rounds[e.round] ??= []).push(...e.cards);
          state = played.state;
        }
      }
      expect(rounds.map((cards) => cards.length)).toEqual([26, 26, 26]);
      for (const cards of rounds) expect(CARD_KINDS.map((k, i) => ([8, 7, 6, 4, 2][i] as number) - cards.filter((c) => c === k).length).sort()).toEqual([0, 0, 0, 0, 1]);
      for (let r = 1; r < rounds.length; r++) expect(rounds[r]).not.toEqual(rounds[r - 1]);
    }
  });

  it('Isla Petit lasts two rounds, Isla Grande three', () => {
    for (const [island, rounds] of [['petit', 2], ['grande', 3]] as const) {
      let state = newGame({ island });
      for (let r = 0; r < rounds; r++) {
        expect(state.phase).toBe('draw');
        state = finishRound(state, r + 1);
      }
      expect(state.phase).toBe('over');
      expect(state.turn.number).toBe(13 * rounds);
      expect(state.boards[0]?.roundScores).toHaveLength(rounds);
    }
  });
});

describe('the segment the cards ask for', () => {
  it('joins two adjacent hexes of the two terrains, in either order', () => {
    const state = withCards(newGame(), ['desert', 'water']);
    expect(refusal(state, { type: 'draw', player: 0, edges: [edgeOf(state, 'desert', 'desert')] })).toBe('wrongTerrain');
    expect(refusal(state, { type: 'draw', player: 0, edges: [edgeOf(state, 'forest', 'water')] })).toBe('wrongTerrain');
    expect(refusal(state, { type: 'draw', player: 0, edges: [edgeOf(state, 'desert', 'water')] })).toBe('accepted');
    expect(refusal(state, { type: 'draw', player: 0, edges: [edgeOf(state, 'water', 'desert')] })).toBe('accepted');
    const island = islandFor(state);
    const mixed = Array.from({ length: island.edgeCount }, (_, e) => e).filter((e) => {
      const [a, b] = ends(island, e).map((h) => TERRAINS[island.terrain[h] as number]);
      return (a === 'water' && b === 'desert') || (a === 'desert' && b === 'water');
    });
    const waterFirst = mixed.find((e) => TERRAINS[island.terrain[ends(island, e)[0]] as number] === 'water');
    const desertFirst = mixed.find((e) => TERRAINS[island.terrain[ends(island, e)[0]] as number] === 'desert');
    for (const e of [waterFirst, desertFirst]) expect(refusal(state, { type: 'draw', player: 0, edges: [e] })).toBe('accepted');
  });

  it('two cards of one terrain ask for two hexes of that terrain', () => {
    const state = withCards(newGame(), ['forest', 'forest']);
    expect(refusal(state, { type: 'draw', player: 1, edges: [edgeOf(state, 'forest', 'forest')] })).toBe('accepted');
    expect(refusal(state, { type: 'draw', player: 1, edges: [edgeOf(state, 'forest', 'mountain')] })).toBe('wrongTerrain');
  });

  it('a joker stands for any terrain the player likes; two jokers allow any pair', () => {
    const one = withCards(newGame(), ['joker', 'mountain']);
    for (const t of TERRAINS) expect(refusal(one, { type: 'draw', player: 0, edges: [edgeOf(one, t, 'mountain')] })).toBe('accepted');
    expect(refusal(one, { type: 'draw', player: 0, edges: [edgeOf(one, 'desert', 'forest')] })).toBe('wrongTerrain');
    const two = withCards(newGame(), ['joker', 'joker']);
    for (const a of TERRAINS) for (const b of TERRAINS) expect(refusal(two, { type: 'draw', player: 0, edges: [edgeOf(two, a, b)] })).toBe('accepted');
  });

  it('one segment at most per pair of hexes; a segment need not touch the earlier ones', () => {
    let state = newGame();
    const island = islandFor(state);
    const first = quietEdge(island, state.boards[0] as Board);
    const apart = (e: number, from: number) => ends(island, e).every((h) => !ends(island, from).includes(h));
    const far = Array.from({ length: island.edgeCount }, (_, e) => e).find((e) => apart(e, first) && ends(island, e).every((h) => !island.villages.includes(h))) as number;
    state = jokerTurn(state, { 0: [first], 1: [far] });
    expect(refusal(withCards(state, ['joker', 'joker']), { type: 'draw', player: 0, edges: [first] })).toBe('alreadyDrawn');
    state = jokerTurn(state, { 0: [far], 1: [first] });
    expect(state.boards[0]?.segments[far]).toBe(1);
    // Each sheet is its own: the pair seat 0 drew first was still free on seat 1's.
    expect(state.boards[1]?.segments[first]).toBe(1);
  });

  it('is found from its two hexes, in either order; hexes that are not neighbours have none', () => {
    const island = islandFor(newGame());
    for (const e of [0, 17, island.edgeCount - 1]) {
      const [a, b] = ends(island, e);
      expect(edgeBetween(island, a, b)).toBe(e);
      expect(edgeBetween(island, b, a)).toBe(e);
    }
    expect(edgeBetween(island, 0, 0)).toBe(-1);
    expect(edgeBetween(island, 0, island.size - 1)).toBe(-1);
    expect(edgeBetween(island, -1, 0)).toBe(-1);
    const cards = edgesForCards(island, ['water', 'joker']);
    expect(cards.every((e) => ends(island, e).some((h) => TERRAINS[island.terrain[h] as number] === 'water'))).toBe(true);
    expect(edgesForCards(island, ['joker', 'water'])).toEqual(cards);
  });

  it('is compulsory: an empty turn is refused', () => {
    expect(refusal(newGame(), { type: 'draw', player: 0, edges: [] })).toBe('mustDraw');
  });

  it('records its round on the sheet', () => {
    let state = newGame();
    state = finishRound(state, 3);
    const e = quietEdge(islandFor(state), state.boards[0] as Board);
    state = jokerTurn(state, { 0: [e] });
    expect(state.boards[0]?.segments[e]).toBe(2);
    expect(Array.from(state.boards[0]?.segments ?? []).filter((x) => x === 1).length).toBeGreaterThanOrEqual(13);
  });
});

describe('where a segment may start (the first hex a player taps)', () => {
  const started = (state: TucanaState, hex: number): string => {
    const start = draftStart(unwrap(beginDraft(state, 0)), hex);
    return start.ok ? 'accepted' : start.error.code;
  };

  it('is any hex at one end of a pair the rules allow now, and no other', () => {
    const island = islandFor(newGame());
    for (const cards of [['water', 'water'], ['forest', 'mountain'], ['joker', 'desert'], ['joker', 'joker']] as const) {
      const state = withCards(newGame(), cards);
      const draft = unwrap(beginDraft(state, 0));
      const starts = new Set(draft.legalEdges.flatMap((e) => ends(island, e)));
      const codes = Array.from({ length: island.size }, (_, hex) => started(state, hex));
      expect(codes.map((code, hex) => [hex, code === 'accepted'])).toEqual(codes.map((_, hex) => [hex, starts.has(hex)]));
      expect(new Set(codes.filter((code) => code !== 'accepted'))).toEqual(new Set(starts.size < island.size ? ['noSegmentHere'] : []));
    }
  });

  it('is refused at a hex joined to all its neighbours, and once the turn owes nothing more', () => {
    const state = withCards(newGame(), ['joker', 'joker']);
    const island = islandFor(state);
    const hex = Array.from({ length: island.size }, (_, h) => h).find((h) => !featureHexes(island).includes(h) && island.coast[h] === 0) as number;
    const joined = joinedAround(state, hex);
    expect(started(joined, hex)).toBe('hexAllJoined');
    // Its neighbours still have other pairs to join.
    expect(started(joined, island.neighbours[hex * 6] as number)).toBe('accepted');
    const drawn = unwrap(draftDraw(unwrap(beginDraft(state, 0)), quietEdge(island, state.boards[0] as Board)));
    expect(drawn.done).toBe(true);
    const over = draftStart(drawn, hex);
    expect(over.ok || over.error.code).toBe('noBonusOwed');
    expect([-1, island.size, 0.5].map((h) => started(state, h))).toEqual(['badAction', 'badAction', 'badAction']);
  });
});

describe('everyone draws at once', () => {
  it('in any order; the turn closes and the next cards come when the last one has drawn', () => {
    let state = withCards(newGame({ players: 3 }), ['joker', 'joker']);
    expect(expectedActors(state)).toEqual([0, 1, 2]);
    const island = islandFor(state);
    for (const p of [2, 0]) {
      state = unwrap(apply(state, turnAction(state, p, [quietEdge(island, state.boards[p] as Board)])));
      expect(state.turn.number).toBe(1);
    }
    expect(expectedActors(state)).toEqual([1]);
    expect(refusal(state, turnAction(withCards(newGame({ players: 3 }), ['joker', 'joker']), 2, [quietEdge(island, state.boards[1] as Board)]))).toBe('alreadyDone');
    const played = unwrap(play(state, turnAction(state, 1, [quietEdge(island, state.boards[1] as Board)])));
    expect(played.events.map((e) => e.type)).toEqual(['segmentDrawn', 'playerDone', 'turnClosed', 'cardsRevealed']);
    expect(played.state.turn.number).toBe(2);
    expect(expectedActors(played.state)).toEqual([0, 1, 2]);
  });
});

describe('a sheet with nothing to draw', () => {
  /** Seat 1's sheet with every water–water pair drawn, and the next turn's cards water and water. */
  function waterless(players: number, full: readonly number[]): TucanaState {
    const state = newGame({ players });
    const island = islandFor(state);
    const boards = state.boards.map((b, p) => {
      if (!full.includes(p)) return b;
      const segments = Uint8Array.from(b.segments);
      for (let e = 0; e < island.edgeCount; e++) if (ends(island, e).every((h) => TERRAINS[island.terrain[h] as number] === 'water')) segments[e] = 1;
      return { ...b, segments, groups: groupsOf(island, segments) };
    });
    return withCards({ ...state, boards, settled: boards, pile: ['water', 'water', ...state.pile.slice(2)] }, ['joker', 'joker']);
  }

  it('the game passes for it, says so, and waits only for the others', () => {
    let state = waterless(3, [1]);
    const island = islandFor(state);
    for (const p of [0, 1]) state = unwrap(apply(state, turnAction(state, p, [quietEdge(island, state.boards[p] as Board)])));
    const played = unwrap(play(state, turnAction(state, 2, [quietEdge(island, state.boards[2] as Board)])));
    expect(played.events.slice(-2)).toEqual([
      { type: 'cardsRevealed', round: 0, turn: 1, number: 2, cards: ['water', 'water'] },
      { type: 'noSegment', player: 1 },
    ]);
    state = played.state;
    expect(state.turn.passed).toEqual([false, true, false]);
    expect(expectedActors(state)).toEqual([0, 2]);
    expect(refusal(state, { type: 'draw', player: 1, edges: [0] })).toBe('nothingToDraw');
  });

  it('when every sheet has nothing to draw, the turn passes by itself', () => {
    let state = waterless(2, [0, 1]);
    const island = islandFor(state);
    state = unwrap(apply(state, turnAction(state, 0, [quietEdge(island, state.boards[0] as Board)])));
    const played = unwrap(play(state, turnAction(state, 1, [quietEdge(island, state.boards[1] as Board)])));
    expect(played.events.map((e) => e.type)).toEqual([
      'segmentDrawn',
      'playerDone',
      'turnClosed',
      'cardsRevealed',
      'noSegment',
      'noSegment',
      'turnClosed',
      'cardsRevealed',
    ]);
    expect(played.state.turn.number).toBe(3);
  });
});
