// Tucana's connections and scores: sights joined to villages (values, bonus segments, chain
// reactions), village pairs and the blue cards, the red cards of the Special Bonus, round totals,
// the final score, its recount from the sheet, and the ranking. Each rulebook example is a test.
// Values are our islands' tuned tables (docs/balance-tucana.md), each sight one above the
// rulebook's: where Adam circles a 2 for his second obelisk, our sheet circles a 3.
import { describe, expect, it } from 'vitest';
import {
  beginDraft,
  draftAsk,
  draftDraw,
  Drawer,
  ISLA_PETIT,
  TERRAINS,
  apply,
  edgeBetween,
  groupsOf,
  expectedActors,
  play,
  randomMove,
  rankingOf,
  recount,
  scoreBoard,
  scoreSheet,
  sightValue,
  type Board,
  type Breakdown,
  type Edge,
  type Hex,
  type Island,
  type TucanaEvent,
  type TucanaState,
} from '../../rules/index';
import { readIsland } from '../../rules/island';
import { drawPath, ends, featureHexes, finishRound, islandFor, jokerTurn, newGame, pathBetween, quietEdge, quietRound, quietRoundEvents, sightsOf, turnAction, unwrap, withCards } from './fixtures';

const OBELISK = 0;
const YETI = 3;
const SEA_MONSTER = 4;
const BOOK = 1;

/** The village nearest to a hex (fewest steps). */
function nearestVillage(island: Island, hex: Hex, avoid: readonly Hex[] = []): Hex {
  let best = -1;
  let length = Infinity;
  for (const v of island.villages) {
    const path = pathBetween(island, v, hex, without(featureHexes(island), [v, hex]).concat(avoid));
    if (path.length < length) [best, length] = [v, path.length];
  }
  return best;
}
const without = (hexes: readonly Hex[], keep: readonly Hex[]) => hexes.filter((h) => !keep.includes(h));
/** A path from `from` to `to` that crosses no other village or sight and none of `used`. */
const clearPath = (island: Island, from: Hex, to: Hex, used: readonly Hex[] = []): Edge[] =>
  pathBetween(island, from, to, without(featureHexes(island), [from, to]).concat(without(used, [from, to])));
const hexesOf = (island: Island, path: readonly Edge[]): Hex[] => path.flatMap((e) => ends(island, e));

/** Joker turns drawing `path` for `player`; the events of the turn with its last edge. */
function drawWithEvents(state: TucanaState, player: number, path: readonly Edge[], extra: readonly Edge[] = []): { state: TucanaState; events: TucanaEvent[] } {
  const before = drawPath(state, player, path.slice(0, -1));
  const s = withCards(before, ['joker', 'joker']);
  const played = unwrap(play(s, turnAction(s, player, [path[path.length - 1] as Edge, ...extra])));
  let after = played.state;
  const events = [...played.events];
  // Others still to draw this turn draw quietly.
  while (after.turn.number === s.turn.number && after.phase !== 'over') {
    const p = after.turn.done.indexOf(false);
    const next = unwrap(play(after, turnAction(after, p, [quietEdge(islandFor(after), after.boards[p] as Board)])));
    events.push(...next.events);
    after = next.state;
  }
  return { state: after, events };
}
const scored = (events: readonly TucanaEvent[], player = 0) => events.filter((e) => e.type === 'sightScored' && e.player === player);

describe('sights', () => {
  it('a sight joined to any village circles the left value; the second of its kind the right one and gives a bonus segment at once (rulebook: Adam and the obelisks)', () => {
    let state = newGame();
    const island = islandFor(state);
    const [o1, o2] = sightsOf(island, OBELISK).map((s) => island.sights[s] as Hex) as [Hex, Hex];
    const village = nearestVillage(island, o1);
    const first = clearPath(island, village, o1);
    const one = drawWithEvents(state, 0, first);
    expect(scored(one.events)).toEqual([{ type: 'sightScored', player: 0, sight: island.sights.indexOf(o1), kind: 'obelisk', value: 2, bonusSegment: false, chain: false }]);
    state = one.state;
    expect(sightValue(island, (state.boards[0] as Board).sights)).toBe(2);
    // The second obelisk joins the same village: a village may serve any number of sights.
    const second = clearPath(island, village, o2, hexesOf(island, first));
    const ready = withCards(drawPath(state, 0, second.slice(0, -1)), ['joker', 'joker']);
    const last = second[second.length - 1] as Edge;
    const refused = apply(ready, { type: 'draw', player: 0, edges: [last] });
    expect(!refused.ok && refused.error.code).toBe('mustDrawBonus');
    // Adam draws his bonus segment between two mountain hexes: any terrains will do.
    const mountains = Array.from({ length: island.edgeCount }, (_, e) => e).find(
      (e) => ends(island, e).every((h) => TERRAINS[island.terrain[h] as number] === 'mountain' && !featureHexes(island).includes(h)) && ready.boards[0]?.segments[e] === 0,
    ) as Edge;
    const played = unwrap(play(ready, { type: 'draw', player: 0, edges: [last, mountains] }));
    expect(scored(played.events)).toEqual([{ type: 'sightScored', player: 0, sight: island.sights.indexOf(o2), kind: 'obelisk', value: 3, bonusSegment: true, chain: false }]);
    expect(played.events.filter((e) => e.type === 'segmentDrawn').map((e) => e.type === 'segmentDrawn' && e.bonus)).toEqual([false, true]);
    expect(sightValue(island, (played.state.boards[0] as Board).sights)).toBe(2 + 3);
    const extra = apply(ready, { type: 'draw', player: 0, edges: [last, mountains, quietEdge(island, played.state.boards[0] as Board)] });
    expect(!extra.ok && extra.error.code).toBe('noBonusOwed');
    const again = apply(ready, { type: 'draw', player: 0, edges: [last, last] });
    expect(!again.ok && again.error.code).toBe('alreadyDrawn');
  });

  it('a sight scores once, and only once joined to a village', () => {
    let state = newGame();
    const island = islandFor(state);
    const yeti = island.sights[sightsOf(island, YETI)[0] as number] as Hex;
    const village = nearestVillage(island, yeti);
    const path = clearPath(island, yeti, village);
    // Drawn from the sight towards the village: nothing scores until the last segment.
    const partial = drawPath(state, 0, path.slice(0, -1));
    expect(partial.boards[0]?.sights).toBe(0);
    state = drawWithEvents(partial, 0, path.slice(-1)).state;
    expect(sightValue(island, (state.boards[0] as Board).sights)).toBe(4);
    const onward = quietEdgeTouching(island, state.boards[0] as Board, yeti);
    const more = drawWithEvents(state, 0, [onward]);
    expect(scored(more.events)).toEqual([]);
    expect(sightValue(island, (more.state.boards[0] as Board).sights)).toBe(4);
  });

  it('a bonus segment that completes another kind earns another: a chain reaction', () => {
    let state = newGame();
    const island = islandFor(state);
    const [o1, o2] = sightsOf(island, OBELISK).map((s) => island.sights[s] as Hex) as [Hex, Hex];
    const [y1, y2] = sightsOf(island, YETI).map((s) => island.sights[s] as Hex) as [Hex, Hex];
    const used: Hex[] = [];
    const route = (to: Hex) => {
      const path = clearPath(island, nearestVillage(island, to, used), to, used);
      used.push(...hexesOf(island, path));
      return path;
    };
    for (const sight of [o1, y1]) state = drawPath(state, 0, route(sight));
    const toO2 = route(o2);
    const toY2 = route(y2);
    state = drawPath(state, 0, [...toO2.slice(0, -1), ...toY2.slice(0, -1)]);
    const { events, state: after } = drawWithEvents(state, 0, toO2.slice(-1), [toY2[toY2.length - 1] as Edge]);
    expect(scored(events).map((e) => e.type === 'sightScored' && [e.kind, e.value, e.bonusSegment, e.chain])).toEqual([
      ['obelisk', 3, true, false],
      ['yeti', 5, true, true],
    ]);
    // Three segments in all: the card's, the obelisk's bonus, the yeti's bonus.
    expect(events.filter((e) => e.type === 'segmentDrawn' && e.player === 0)).toHaveLength(3);
    expect(sightValue(island, (after.boards[0] as Board).sights)).toBe(2 + 3 + 4 + 5);
  });

  it('one segment completing two kinds gives two bonus segments; sights scored together count in any order', () => {
    let state = newGame();
    const island = islandFor(state);
    const [o1, o2] = sightsOf(island, OBELISK).map((s) => island.sights[s] as Hex) as [Hex, Hex];
    const [y1, y2] = sightsOf(island, YETI).map((s) => island.sights[s] as Hex) as [Hex, Hex];
    const used: Hex[] = [];
    for (const sight of [o1, y1]) {
      const path = clearPath(island, nearestVillage(island, sight, used), sight, used);
      used.push(...hexesOf(island, path));
      state = drawPath(state, 0, path);
    }
    // The second obelisk and the second yeti are joined to each other first, to no village.
    const link = clearPath(island, o2, y2, used);
    used.push(...hexesOf(island, link));
    state = drawPath(state, 0, link);
    expect(state.boards[0]?.sights).toBe((1 << island.sights.indexOf(o1)) | (1 << island.sights.indexOf(y1)));
    const toGroup = clearPath(island, nearestVillage(island, o2, used), o2, used);
    state = drawPath(state, 0, toGroup.slice(0, -1));
    const ready = withCards(state, ['joker', 'joker']);
    const last = toGroup[toGroup.length - 1] as Edge;
    const q1 = quietEdge(island, ready.boards[0] as Board);
    const oneBonus = apply(ready, { type: 'draw', player: 0, edges: [last, q1] });
    expect(!oneBonus.ok && oneBonus.error.code).toBe('mustDrawBonus');
    // The draft asks the screen for the card's segment, then for the bonus segments owed.
    const begun = unwrap(beginDraft(ready, 0));
    const drafted = unwrap(draftDraw(begun, last));
    expect([draftAsk(begun), draftAsk(drafted), drafted.owed]).toEqual(['draw', 'bonus', 2]);
    const played = unwrap(play(ready, turnAction(ready, 0, [last])));
    expect(scored(played.events).map((e) => e.type === 'sightScored' && [e.kind, e.value, e.bonusSegment])).toEqual([
      ['obelisk', 3, true],
      ['yeti', 5, true],
    ]);
    expect(played.events.filter((e) => e.type === 'segmentDrawn')).toHaveLength(3);
  });

  it('a bonus segment owed when no pair of hexes is left free is not drawn: the turn is complete', () => {
    // No game on the shipped islands runs out of free pairs, so a strip of four hexes stands in:
    // a village, an obelisk (circled already), a desert and the second obelisk, its segment drawn.
    const strip = readIsland({ ...ISLA_PETIT, rows: ['DV  DO  D.  DO'] }) as Island;
    const edge = (a: Hex, b: Hex): Edge => edgeBetween(strip, a, b);
    const segments = new Uint8Array(strip.edgeCount);
    for (const e of [edge(0, 1), edge(2, 3)]) segments[e] = 1;
    const base = newGame({ players: 1 });
    const board: Board = { ...(base.boards[0] as Board), segments, groups: groupsOf(strip, segments), sights: 1 };
    const state: TucanaState = { ...withCards(base, ['desert', 'desert']), boards: [board], settled: [board], letters: [['A', 'A']] };
    const drawer = unwrap(Drawer.begin(strip, state, 0));
    expect(unwrap(drawer.draw(edge(1, 2))).sights).toEqual([{ sight: 1, kind: 'obelisk', value: 3, bonusSegment: true }]);
    expect(drawer.owed).toBe(1);
    expect(drawer.legalEdges()).toEqual([]);
    expect(drawer.isDone()).toBe(true);
  });

  it('Isla Grande: each sight circles the leftmost free value; only the third of a kind gives a bonus segment (rulebook: Marie and the yetis)', () => {
    let state = newGame({ island: 'grande' });
    const island = islandFor(state);
    const yetis = sightsOf(island, YETI).map((s) => island.sights[s] as Hex);
    const used: Hex[] = [];
    const results: unknown[] = [];
    for (const yeti of yetis) {
      const path = clearPath(island, nearestVillage(island, yeti, used), yeti, used);
      used.push(...hexesOf(island, path));
      const step = drawWithEvents(state, 0, path);
      results.push(...scored(step.events).map((e) => e.type === 'sightScored' && [e.value, e.bonusSegment]));
      state = step.state;
    }
    expect(results).toEqual([
      [4, false],
      [5, false],
      [6, true],
    ]);
  });

  it('paths go through villages and sights freely', () => {
    let state = newGame({ players: 1 });
    const island = islandFor(state);
    const letters = state.letters[0] as string[];
    const [a, b] = island.villages.filter((_, v) => letters[v] === 'C') as [Hex, Hex];
    const book = island.sights[sightsOf(island, BOOK)[0] as number] as Hex;
    // Village → book → village: the book scores, and the pair too, through the book's hex.
    const first = clearPath(island, a, book);
    const second = clearPath(island, book, b, hexesOf(island, first));
    state = drawPath(state, 0, [...first, ...second]);
    expect(sightValue(island, (state.boards[0] as Board).sights)).toBe(3);
    expect(state.boards[0]?.pairs).toBe(1 << 2);
  });
});

/** A free edge from `hex` to a neighbour that carries nothing. */
function quietEdgeTouching(island: Island, board: Board, hex: Hex): Edge {
  for (let d = 0; d < 6; d++) {
    const n = island.neighbours[hex * 6 + d] as number;
    const e = island.edgeAt[hex * 6 + d] as number;
    if (n >= 0 && board.segments[e] === 0 && !featureHexes(island).includes(n)) return e;
  }
  throw new Error('no free edge');
}

describe('village pairs and the blue cards', () => {
  /** The path joining a seat's two villages of a letter. */
  const pairPath = (state: TucanaState, seat: number, letter: string): Edge[] => {
    const island = islandFor(state);
    const [a, b] = island.villages.filter((_, v) => state.letters[seat]?.[v] === letter) as [Hex, Hex];
    return clearPath(island, a, b);
  };

  it('a pair circles its value once per player (rulebook: Marie joins D–D for 11)', () => {
    const state = newGame({ players: 2 });
    const path = pairPath(state, 0, 'D');
    const { events, state: after } = drawWithEvents(state, 0, path);
    expect(events.filter((e) => e.type === 'pairConnected')).toEqual([{ type: 'pairConnected', player: 0, letter: 'D', points: 11 }]);
    expect(scoreBoard(after, 0).villages).toBe(11);
    const more = drawWithEvents(after, 0, [quietEdgeTouching(islandFor(after), after.boards[0] as Board, ends(islandFor(after), path[0] as Edge)[0])]);
    expect(more.events.filter((e) => e.type === 'pairConnected')).toEqual([]);
    expect(scoreBoard(more.state, 0).villages).toBe(11);
  });

  it('each sheet pairs its villages by its own letters', () => {
    let state = newGame({ players: 2 });
    const path = pairPath(state, 1, 'A');
    const [a, b] = (state.letters[1] ?? []).flatMap((letter, v) => (letter === 'A' ? [v] : []));
    // Seat 0 wrote other letters in seat 1's two A villages.
    expect(state.letters[0]?.[a as number]).not.toBe(state.letters[0]?.[b as number]);
    state = drawPath(state, 1, path);
    expect(scoreBoard(state, 1).villages).toBe(5);
    state = drawPath(state, 0, path);
    expect(scoreBoard(state, 0).villages).toBe(0);
  });

  it('5–8 players: those who join a pair first share the top blue card, later ones the next, then none (rulebook: Marie, David, then Alice)', () => {
    let state = newGame({ players: 5, symmetric: true });
    const path = pairPath(state, 0, 'D');
    // Marie (seat 0) and David (seat 1) join D–D in the same turn.
    state = drawPath(state, 0, []);
    for (const e of path.slice(0, -1)) state = jokerTurn(state, { 0: [e], 1: [e] });
    const last = path[path.length - 1] as Edge;
    let s = withCards(state, ['joker', 'joker']);
    const events: TucanaEvent[] = [];
    for (const p of [0, 1, 2, 3, 4]) {
      const played = unwrap(play(s, turnAction(s, p, p <= 1 ? [last] : [quietEdge(islandFor(s), s.boards[p] as Board)])));
      events.push(...played.events);
      s = played.state;
    }
    expect(events.filter((e) => e.type === 'blueBonus')).toEqual([{ type: 'blueBonus', letter: 'D', players: [0, 1], points: 6, shared: true, left: 1 }]);
    expect(s.blue[3]).toEqual([4]);
    // Alice (seat 2) joins D–D on a later turn: 4 points, and the last D card is gone.
    const alice = drawWithEvents(s, 2, path);
    expect(alice.events.filter((e) => e.type === 'blueBonus')).toEqual([{ type: 'blueBonus', letter: 'D', players: [2], points: 4, shared: false, left: 0 }]);
    // Seat 3 still scores the pair, with no bonus left.
    const late = drawWithEvents(alice.state, 3, path);
    expect(late.events.filter((e) => e.type === 'blueBonus')).toEqual([]);
    const scores = [0, 1, 2, 3].map((p) => scoreBoard(late.state, p));
    expect(scores.map((b) => [b.villages, b.bonuses])).toEqual([
      [11, 6],
      [11, 6],
      [11, 4],
      [11, 0],
    ]);
  });

  it('2–4 players: one blue card per letter, then the pair scores alone', () => {
    let state = newGame({ players: 2, symmetric: true });
    const path = pairPath(state, 0, 'A');
    const first = drawWithEvents(state, 0, path);
    expect(first.events.filter((e) => e.type === 'blueBonus')).toEqual([{ type: 'blueBonus', letter: 'A', players: [0], points: 3, shared: false, left: 0 }]);
    state = drawWithEvents(first.state, 1, path).state;
    expect(scoreBoard(state, 1)).toMatchObject({ villages: 5, bonuses: 0 });
  });
});

describe('the Special Bonus: red cards', () => {
  it('those who join two sights of its kind first, in the same turn, each score 6; no village needed; then it is gone (rulebook: Alice and Adam, yeti to yeti)', () => {
    const base = newGame({ players: 3, specialBonus: true });
    let state: TucanaState = { ...base, redCards: ['yeti'], redOpen: [true] };
    const island = islandFor(state);
    const [y1, y2] = sightsOf(island, YETI).map((s) => island.sights[s] as Hex) as [Hex, Hex];
    // The seats' letters differ but the sights are the same for all: one path serves both.
    const path = clearPath(island, y1, y2);
    for (const e of path.slice(0, -1)) state = jokerTurn(state, { 0: [e], 1: [e] });
    let s = withCards(state, ['joker', 'joker']);
    const events: TucanaEvent[] = [];
    for (const p of [0, 1, 2]) {
      const played = unwrap(play(s, turnAction(s, p, p <= 1 ? [path[path.length - 1] as Edge] : [quietEdge(island, s.boards[p] as Board)])));
      events.push(...played.events);
      s = played.state;
    }
    expect(events.filter((e) => e.type === 'redBonus')).toEqual([{ type: 'redBonus', kind: 'yeti', players: [0, 1], points: 6, shared: true }]);
    expect(s.redOpen).toEqual([false]);
    expect(s.boards[0]?.sights).toBe(0);
    for (const p of [0, 1]) expect(scoreBoard(s, p)).toMatchObject({ sights: 0, bonuses: 6, total: 6 });
    const late = drawWithEvents(s, 2, path);
    expect(late.events.filter((e) => e.type === 'redBonus')).toEqual([]);
  });

  it('Isla Grande: any two of the three sights of the kind will do', () => {
    const base = newGame({ players: 1, island: 'grande', specialBonus: true });
    const state: TucanaState = { ...base, redCards: ['seaMonster'], redOpen: [true] };
    const island = islandFor(state);
    const [, m2, m3] = sightsOf(island, SEA_MONSTER).map((s) => island.sights[s] as Hex) as [Hex, Hex, Hex];
    const { events } = drawWithEvents(state, 0, clearPath(island, m2, m3));
    expect(events.filter((e) => e.type === 'redBonus')).toEqual([{ type: 'redBonus', kind: 'seaMonster', players: [0], points: 6, shared: false }]);
  });
});

describe('round totals and the final score', () => {
  it('each round end writes the sum of the values circled so far: sights of round 1 count again in round 2 (rulebook: Alice writes her total again)', () => {
    let state = newGame();
    const island = islandFor(state);
    const used: Hex[] = [];
    for (const kind of [SEA_MONSTER, YETI, BOOK, OBELISK]) {
      const sight = island.sights[sightsOf(island, kind)[0] as number] as Hex;
      const path = clearPath(island, nearestVillage(island, sight, used), sight, used);
      used.push(...hexesOf(island, path));
      state = drawPath(state, 0, path);
    }
    expect(state.turn.round).toBe(0);
    expect(sightValue(island, (state.boards[0] as Board).sights)).toBe(5 + 4 + 3 + 2);
    state = quietRound(state);
    expect(state.boards[0]?.roundScores).toEqual([14]);
    state = quietRound(state);
    expect(state.phase).toBe('over');
    expect(state.boards[0]?.roundScores).toEqual([14, 14]);
    expect(scoreBoard(state, 0)).toEqual({ sights: 28, villages: 0, bonuses: 0, blue: 0, red: 0, total: 28 });
    expect(recount(state, 0)).toEqual(scoreBoard(state, 0));
  });

  it('each round end tells every player the total written that round', () => {
    const roundEnds = (events: readonly TucanaEvent[]) => events.filter((e) => e.type === 'roundScored');
    const first = quietRoundEvents(newGame());
    expect(roundEnds(first.events)).toEqual([{ type: 'roundScored', round: 0, sights: [0, 0] }]);
    const island = islandFor(first.state);
    const yeti = island.sights[sightsOf(island, YETI)[0] as number] as Hex;
    const second = quietRoundEvents(drawPath(first.state, 0, clearPath(island, nearestVillage(island, yeti), yeti)));
    expect(roundEnds(second.events)).toEqual([{ type: 'roundScored', round: 1, sights: [4, 0] }]);
  });

  it('the final score adds every round total, the pairs and the bonuses (rulebook: Marie on Isla Grande, 8 + 24 + 33)', () => {
    const island = islandFor(newGame({ island: 'grande' }));
    const board = { ...(newGame({ island: 'grande' }).boards[0] as Board), roundScores: [8, 24, 33], pairs: 0b10001, blue: [6, 0, 0, 0, 0], red: [0, 0, 0, 6, 0] };
    expect(scoreSheet(island, board)).toEqual({ sights: 65, villages: 6 + 14, bonuses: 12, blue: 6, red: 6, total: 97 });
  });

  it('splits the bonuses into the blue and the red boxes, each summed over its own boxes', () => {
    const game = newGame({ island: 'grande' });
    // Two blue boxes (letters A and C) and two red boxes (kinds 1 and 4), no two values alike.
    const board = { ...(game.boards[0] as Board), roundScores: [10], blue: [5, 0, 3, 0, 0], red: [0, 6, 0, 0, 1] };
    const score = scoreSheet(islandFor(game), board);
    expect(score).toMatchObject({ blue: 8, red: 7, bonuses: 15, total: 25 });
    const redOnly = scoreSheet(islandFor(game), { ...board, blue: [0, 0, 0, 0, 0] });
    expect(redOnly).toMatchObject({ blue: 0, red: 7, bonuses: 7, total: 17 });
  });

  it('the recount from the final sheet equals the running score, in games played at random', () => {
    for (const [island, players, seed] of [['petit', 4, 1], ['grande', 2, 2], ['petit', 1, 3]] as const) {
      let state = newGame({ island, players, seed, specialBonus: true });
      while (state.phase !== 'over') state = finishRound(state, seed + state.turn.round);
      for (let p = 0; p < players; p++) expect(recount(state, p)).toEqual(scoreBoard(state, p));
    }
  });
});

describe('the ranking', () => {
  const score = (total: number, bonuses: number): Breakdown => ({ sights: total - bonuses, villages: 0, bonuses, blue: bonuses, red: 0, total });

  it('most points first; on a tie, most bonus points; still tied, a shared win', () => {
    expect(rankingOf([score(40, 0), score(52, 3), score(47, 9)])).toMatchObject({ order: [1, 2, 0], winners: [1], tiedOnPoints: [1] });
    expect(rankingOf([score(50, 4), score(50, 9), score(12, 0)])).toMatchObject({ order: [1, 0, 2], winners: [1], tiedOnPoints: [1, 0] });
    expect(rankingOf([score(50, 6), score(44, 0), score(50, 6)])).toMatchObject({ order: [0, 2, 1], winners: [0, 2], tiedOnPoints: [0, 2] });
  });

  it('is announced when the game ends', () => {
    let state = newGame({ players: 3, seed: 4 });
    let events: readonly TucanaEvent[] = [];
    let rng = 9;
    while (state.phase !== 'over') {
      const move = randomMove(state, expectedActors(state)[0] as number, rng);
      rng = move.rng;
      const played = unwrap(play(state, move.action));
      events = played.events;
      state = played.state;
    }
    expect(events.map((e) => e.type).slice(-2)).toEqual(['roundScored', 'gameOver']);
    expect(events[events.length - 1]).toEqual({ type: 'gameOver', ranking: rankingOf([0, 1, 2].map((p) => scoreBoard(state, p))) });
  });
});
