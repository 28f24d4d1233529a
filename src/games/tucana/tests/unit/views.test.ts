// Tucana's views and events: plain JSON, no pile order, unseen card or RNG; the other seats'
// segments of the open turn hidden until it closes; legal moves from a view alone; a state
// rebuilt from a view decides the same for its seat.
import { describe, expect, it } from 'vitest';
import { tucanaRules } from '../../contract-rules';
import {
  Drawer,
  beginDraft,
  draftDraw,
  eventsFor,
  legalMoves,
  play,
  sampleHidden,
  scoreBoard,
  stateFromView,
  viewFor,
  apply,
  type Board,
  type Edge,
  type Hex,
  type TucanaState,
} from '../../rules/index';
import { drawPath, featureHexes, finishRound, islandFor, newGame, pathBetween, quietEdge, turnAction, unwrap, withCards } from './fixtures';

/** Seat 0 has drawn this turn (a segment scoring a pair would do as well); seats 1 and 2 not yet. */
function midTurn(): TucanaState {
  const state = withCards(newGame({ players: 3, seed: 5 }), ['joker', 'joker']);
  return unwrap(play(state, turnAction(state, 0, [quietEdge(islandFor(state), state.boards[0] as Board)]))).state;
}

/** Seat 0 of 2 one segment short of joining its two A villages, on a turn of two jokers; that segment. */
function oneFromPair(): { state: TucanaState; last: Edge } {
  const start = newGame({ players: 2 });
  const island = islandFor(start);
  const [a, b] = island.villages.filter((_, v) => start.letters[0]?.[v] === 'A') as [Hex, Hex];
  const path = pathBetween(island, a, b, featureHexes(island).filter((h) => h !== a && h !== b));
  return { state: withCards(drawPath(start, 0, path.slice(0, -1)), ['joker', 'joker']), last: path[path.length - 1] as Edge };
}

describe('views', () => {
  it('are plain JSON, with none of the hidden parts', () => {
    const state = midTurn();
    for (const seat of [0, 1, null]) {
      const view = viewFor(state, seat);
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
      const text = JSON.stringify(view);
      for (const hidden of ['"pile"', '"rng"', '"seed"', '"log"']) expect(text).not.toContain(hidden);
    }
  });

  it('count the unseen cards by kind, not in order; the unused card is not told apart', () => {
    const state = midTurn();
    const view = viewFor(state, 1);
    expect(Object.values(view.unseen).reduce((a, b) => a + b)).toBe(state.pile.length);
    const reordered: TucanaState = { ...state, pile: state.pile.slice().reverse(), rng: state.rng ^ 1234 };
    expect(viewFor(reordered, 1)).toEqual(view);
    let over = state;
    while (over.phase !== 'over') over = finishRound(over, 3);
    expect(Object.values(viewFor(over, 0).unseen).every((n) => n === 0)).toBe(true);
  });

  it("show a seat its own segments of the open turn, and the others' only once the turn closes", () => {
    const state = midTurn();
    const drawn = state.turnSegments[0]?.[0]?.edge as number;
    expect(viewFor(state, 0).boards[0]?.segments[drawn]).toBe(1);
    expect(viewFor(state, 0).turnSegments).toHaveLength(1);
    expect(viewFor(state, 1).boards[0]?.segments[drawn]).toBe(0);
    expect(viewFor(state, 1).turnSegments).toEqual([]);
    expect(viewFor(state, null).boards[0]?.segments[drawn]).toBe(0);
    expect(viewFor(state, 1).turn.done).toEqual([true, false, false]);
    let closed = state;
    for (const p of [1, 2]) closed = unwrap(play(closed, turnAction(closed, p, [quietEdge(islandFor(closed), closed.boards[p] as Board)]))).state;
    expect(viewFor(closed, 1).boards[0]?.segments[drawn]).toBe(1);
    expect(viewFor(closed, null).boards[0]?.segments[drawn]).toBe(1);
  });

  it('carry each sheet’s running score and what its circled sights are worth now', () => {
    let state = newGame({ seed: 6 });
    state = finishRound(state, 4);
    const view = viewFor(state, 0);
    expect(view.boards[0]?.score).toEqual(scoreBoard(state, 0));
    expect(view.boards[0]?.roundScores).toHaveLength(1);
  });
});

describe('events', () => {
  it("give a seat its own segments at once and the others' with the turn's close", () => {
    const state = withCards(newGame({ players: 2 }), ['joker', 'joker']);
    const first = unwrap(play(state, turnAction(state, 0, [quietEdge(islandFor(state), state.boards[0] as Board)])));
    expect(eventsFor(first.events, 0).map((e) => e.type)).toEqual(['segmentDrawn', 'playerDone']);
    expect(eventsFor(first.events, 1).map((e) => e.type)).toEqual(['playerDone']);
    expect(eventsFor(first.events, null).map((e) => e.type)).toEqual(['playerDone']);
    const second = unwrap(play(first.state, turnAction(first.state, 1, [quietEdge(islandFor(state), first.state.boards[1] as Board)])));
    const seen = eventsFor(second.events, 0);
    expect(seen.map((e) => e.type)).toEqual(['playerDone', 'turnClosed', 'cardsRevealed']);
    const closed = seen[1];
    expect(closed?.type === 'turnClosed' && closed.segments.map((s) => s.length)).toEqual([1, 1]);
  });
  it("keep a seat's pair to itself until the turn closes; then everyone hears who took the blue card", () => {
    const { state, last } = oneFromPair();
    const first = unwrap(play(state, turnAction(state, 0, [last])));
    expect(eventsFor(first.events, 0).map((e) => e.type)).toEqual(['segmentDrawn', 'pairConnected', 'playerDone']);
    for (const seat of [1, null]) expect(eventsFor(first.events, seat).map((e) => e.type)).toEqual(['playerDone']);
    const second = unwrap(play(first.state, turnAction(first.state, 1, [quietEdge(islandFor(state), first.state.boards[1] as Board)])));
    expect(eventsFor(second.events, null).map((e) => e.type)).toEqual(['playerDone', 'turnClosed', 'blueBonus', 'cardsRevealed']);
  });
});

describe('legal moves from a view', () => {
  it('list the free pairs of hexes the cards allow on the seat’s own sheet; nothing once it has drawn', () => {
    const state = midTurn();
    const island = islandFor(state);
    for (const seat of [1, 2]) {
      const moves = legalMoves(viewFor(state, seat), seat);
      expect(moves.map((m) => m.edge)).toEqual(unwrap(Drawer.begin(island, state, seat)).legalEdges());
      expect(moves).toHaveLength(island.edgeCount);
    }
    expect(legalMoves(viewFor(state, 0), 0)).toEqual([]);
    const cards = withCards(state, ['water', 'desert']);
    expect(legalMoves(viewFor(cards, 1), 1).length).toBeLessThan(40);
  });

  it('a state rebuilt from a view, with any hidden parts, lets the seat play what the true state lets it', () => {
    let state = newGame({ players: 3, seed: 8 });
    state = finishRound(state, 2);
    const view = viewFor(state, 2);
    const rebuilt = stateFromView(view, sampleHidden(view, 77).hidden);
    expect(viewFor(rebuilt, 2)).toEqual(view);
    const edge = legalMoves(view, 2)[0]?.edge as number;
    const action = turnAction(rebuilt, 2, [edge]);
    const real = unwrap(play(state, action));
    const guessed = unwrap(play(rebuilt, action));
    expect(Array.from(guessed.state.boards[2]?.segments ?? [])).toEqual(Array.from(real.state.boards[2]?.segments ?? []));
    expect(scoreBoard(guessed.state, 2)).toEqual(scoreBoard(real.state, 2));
  });

  it('a state rebuilt from a view mid-turn closes the turn as the true state does: the pair just joined takes its blue card', () => {
    const { state, last } = oneFromPair();
    const drawn = unwrap(apply(state, turnAction(state, 0, [last])));
    const view = viewFor(drawn, 0);
    const rebuilt = stateFromView(view, sampleHidden(view, 3).hidden);
    const other = turnAction(drawn, 1, [quietEdge(islandFor(drawn), drawn.boards[1] as Board)]);
    const real = unwrap(apply(drawn, other));
    const guessed = unwrap(apply(rebuilt, other));
    expect(real.boards[0]?.blue[0]).toBe(3);
    expect(guessed.boards[0]?.blue).toEqual(real.boards[0]?.blue);
    expect(guessed.blue).toEqual(real.blue);
  });

  it('drafts draw one segment at a time and never change the earlier draft', () => {
    const state = midTurn();
    const island = islandFor(state);
    const start = unwrap(beginDraft(state, 1));
    expect(start.done).toBe(false);
    const edge = start.legalEdges[0] as number;
    const next = unwrap(draftDraw(start, edge));
    expect(next.done).toBe(true);
    expect(next.action).toEqual({ type: 'draw', player: 1, edges: [edge] });
    expect(start.board.segments[edge]).toBe(0);
    expect(next.board.segments[edge]).toBe(1);
    const again = draftDraw(next, quietEdge(island, next.board));
    expect(!again.ok && again.error.code).toBe('noBonusOwed');
  });
});

describe('the game contract', () => {
  it('plays a whole game through tucanaRules, each seat deciding from its view alone', () => {
    const created = tucanaRules.create(unwrap(tucanaRules.validateOptions({ players: 3, seed: 21, island: 'petit', specialBonus: true, randomStart: true, counterClockwise: false, symmetric: false })));
    let state = unwrap(created);
    let rng = 5;
    while (!tucanaRules.isOver(state)) {
      const seat = tucanaRules.expectedActors(state)[0] as number;
      const view = tucanaRules.view(state, seat);
      const moves = tucanaRules.legalMoves(view, seat);
      expect(moves.length).toBeGreaterThan(0);
      // Decide on a state rebuilt from the view: a random first segment, then random bonus ones.
      const guess = stateFromView(view, sampleHidden(view, rng).hidden);
      let draft = unwrap(beginDraft(guess, seat));
      rng = (rng * 1103515245 + 12345) >>> 0;
      draft = unwrap(draftDraw(draft, (moves[rng % moves.length] as { edge: number }).edge));
      while (!draft.done) draft = unwrap(draftDraw(draft, draft.legalEdges[rng % draft.legalEdges.length] as number));
      state = unwrap(tucanaRules.play(state, draft.action)).state;
    }
    const final = tucanaRules.view(state, null);
    expect(tucanaRules.ranking(final)?.winners.length).toBeGreaterThan(0);
    expect(tucanaRules.scores(final)).toHaveLength(3);
    const replayed = unwrap(tucanaRules.loadRecord(JSON.parse(JSON.stringify(tucanaRules.toRecord(state)))));
    expect(tucanaRules.view(replayed, null)).toEqual(final);
  });
});
