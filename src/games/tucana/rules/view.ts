// What one seat, or a spectator, may know of a game: plain JSON, never the order of the pile,
// the card left unseen or the RNG. A seat sees its own sheet as it is now and the others' as of
// the last closed turn, so their segments of the open turn appear when the turn closes. Screens
// and bots read views; a bot rebuilds a full state from a view plus a sample of the hidden parts.
import { groupsOf, nextBoard, sightValue } from './board';
import { islandOf } from './content';
import type { Island } from './island';
import { expectedActors } from './game';
import { ranking, scoreSheet, type Breakdown, type Ranking } from './scoring';
import { nextInt, replaceAt, shuffle } from './shared';
import { CARD_KINDS, LETTERS, type Board, type CardKind, type DrawnSegment, type IslandId, type Letter, type SightKind, type TucanaState } from './types';

/** A sheet as JSON, with what the rules derive from it for display. */
export interface BoardView {
  /** Per edge: 0, or 1 + the round its segment was drawn in. */
  readonly segments: readonly number[];
  /** Per sight: scored (circled) or not. */
  readonly sights: readonly boolean[];
  /** Per letter (A–E): its two villages joined. */
  readonly pairs: readonly boolean[];
  /** Per letter: blue bonus points taken (0: none). */
  readonly blue: readonly number[];
  /** Per sight kind: red bonus points taken (0: none). */
  readonly red: readonly number[];
  readonly roundScores: readonly number[];
  /** What the circled sight values add up to now (written at the next round end). */
  readonly sightValue: number;
  /** The running score of this sheet as the viewer sees it. */
  readonly score: Breakdown;
}

export interface TurnView {
  readonly round: number;
  readonly turn: number;
  readonly number: number;
  readonly cards: readonly [CardKind, CardKind];
  /** Who has drawn (public: the table shows who is still drawing). */
  readonly done: readonly boolean[];
  /** Who had nothing to draw: the game passed for them. */
  readonly passed: readonly boolean[];
}

export interface TucanaView {
  readonly game: 'tucana';
  /** The seat this view is for, or null for a spectator. */
  readonly seat: number | null;
  readonly players: number;
  readonly island: IslandId;
  readonly specialBonus: boolean;
  readonly randomStart: boolean;
  readonly counterClockwise: boolean;
  readonly symmetric: boolean;
  readonly rounds: number;
  readonly setupCard: number;
  readonly startVillage: number;
  /** Per seat, per village: the letter written there. */
  readonly letters: readonly (readonly Letter[])[];
  readonly phase: TucanaState['phase'];
  readonly turn: TurnView;
  /** Players who must draw now. */
  readonly expected: readonly number[];
  readonly boards: readonly BoardView[];
  /** The viewer's own segments of the open turn, in order, with what each caused. */
  readonly turnSegments: readonly DrawnSegment[];
  /** Per letter: the blue cards still in its pile, top first. */
  readonly blue: readonly (readonly number[])[];
  readonly redCards: readonly SightKind[];
  readonly redOpen: readonly boolean[];
  /** Cards of this round not revealed yet, by kind (the order, and which is never seen, are hidden). */
  readonly unseen: Readonly<Record<CardKind, number>>;
  /** The final ranking once the game is over. */
  readonly ranking: Ranking | null;
}

function boardView(state: TucanaState, board: Board): BoardView {
  const island = islandOf(state.options.island);
  return {
    segments: Array.from(board.segments),
    sights: island.sights.map((_, s) => (board.sights & (1 << s)) !== 0),
    pairs: LETTERS.map((_, l) => (board.pairs & (1 << l)) !== 0),
    blue: board.blue.slice(),
    red: board.red.slice(),
    roundScores: board.roundScores.slice(),
    sightValue: sightValue(island, board.sights),
    score: scoreSheet(island, board),
  };
}

/** Unseen cards by kind: the pile, whatever its order. */
export function unseenCards(pile: readonly CardKind[]): Record<CardKind, number> {
  const counts = Object.fromEntries(CARD_KINDS.map((kind) => [kind, 0])) as Record<CardKind, number>;
  for (const card of pile) counts[card]++;
  return counts;
}

/** What `seat` (or a spectator, `null`) may know of the game now. */
export function viewFor(state: TucanaState, seat: number | null): TucanaView {
  const over = state.phase === 'over';
  const own = seat !== null && seat >= 0 && seat < state.options.players ? seat : null;
  const shown = (p: number): Board => (over || p === own ? state.boards[p] : state.settled[p]) as Board;
  const { options, turn } = state;
  return {
    game: 'tucana',
    seat: own,
    players: options.players,
    island: options.island,
    specialBonus: options.specialBonus,
    randomStart: options.randomStart,
    counterClockwise: options.counterClockwise,
    symmetric: options.symmetric,
    rounds: islandOf(options.island).rounds,
    setupCard: state.setupCard,
    startVillage: state.startVillage,
    letters: state.letters.map((l) => l.slice()),
    phase: state.phase,
    turn: { round: turn.round, turn: turn.turn, number: turn.number, cards: [turn.cards[0], turn.cards[1]], done: turn.done.slice(), passed: turn.passed.slice() },
    expected: expectedActors(state),
    boards: state.boards.map((_, p) => boardView(state, shown(p))),
    turnSegments: own === null ? [] : (state.turnSegments[own] ?? []).slice(),
    blue: state.blue.map((pile) => pile.slice()),
    redCards: state.redCards.slice(),
    redOpen: state.redOpen.slice(),
    unseen: unseenCards(over ? [] : state.pile),
    ranking: over ? ranking(state) : null,
  };
}

// ---- from a view back to a state -----------------------------------------------------------

/** A sheet without the segments of the open turn and what they scored: the sheet as the others see it. */
function before(island: Island, board: Board, drawn: readonly DrawnSegment[]): Board {
  const segments = board.segments.slice();
  let { sights, pairs } = board;
  for (const s of drawn) {
    segments[s.edge] = 0;
    for (const sight of s.sights) sights &= ~(1 << sight.sight);
    for (const pair of s.pairs) pairs &= ~(1 << LETTERS.indexOf(pair.letter));
  }
  return nextBoard(board, { segments, groups: groupsOf(island, segments), sights, pairs });
}

/** The parts of a state no seat sees: the order of the pile (its last card never revealed) and the RNG. */
export interface Hidden {
  readonly pile: readonly CardKind[];
  readonly rng: number;
}

/** A guess at the hidden parts that fits the view: the unseen cards shuffled. */
export function sampleHidden(view: TucanaView, rng: number): { readonly hidden: Hidden; readonly rng: number } {
  const cards = CARD_KINDS.flatMap((kind) => new Array<CardKind>(view.unseen[kind]).fill(kind));
  const drawn = shuffle(rng, cards);
  const seed = nextInt(drawn.rng, 0x7fffffff);
  return { hidden: { pile: drawn.value, rng: seed.value }, rng: seed.rng };
}

const NO_HIDDEN: Hidden = { pile: [], rng: 0 };

/**
 * A full state that agrees with `view` and with `hidden` (default: an empty pile). Everything the
 * rules decide for the viewer now (legal segments, bonus segments, scores) is as in the true state.
 */
export function stateFromView(view: TucanaView, hidden: Hidden = NO_HIDDEN): TucanaState {
  const island = islandOf(view.island);
  const boards: Board[] = view.boards.map((b) => {
    const segments = Uint8Array.from(b.segments);
    return {
      segments,
      groups: groupsOf(island, segments),
      sights: b.sights.reduce((mask, scored, s) => (scored ? mask | (1 << s) : mask), 0),
      pairs: b.pairs.reduce((mask, joined, l) => (joined ? mask | (1 << l) : mask), 0),
      blue: b.blue.slice(),
      red: b.red.slice(),
      roundScores: b.roundScores.slice(),
    };
  });
  const own = view.seat;
  const t = view.turn;
  const settled = own === null || view.turnSegments.length === 0 ? boards : replaceAt(boards, own, before(island, boards[own] as Board, view.turnSegments));
  return {
    options: {
      players: view.players,
      seed: 0,
      island: view.island,
      specialBonus: view.specialBonus,
      randomStart: view.randomStart,
      counterClockwise: view.counterClockwise,
      symmetric: view.symmetric,
    },
    setupCard: view.setupCard,
    startVillage: view.startVillage,
    letters: view.letters.map((l) => l.slice()),
    phase: view.phase,
    turn: { round: t.round, turn: t.turn, number: t.number, cards: [t.cards[0], t.cards[1]], done: t.done.slice(), passed: t.passed.slice() },
    boards,
    settled,
    turnSegments: boards.map((_, p) => (p === own ? view.turnSegments.slice() : [])),
    blue: view.blue.map((pile) => pile.slice()),
    redCards: view.redCards.slice(),
    redOpen: view.redOpen.slice(),
    pile: hidden.pile.slice(),
    rng: hidden.rng,
    log: [],
  };
}

/** The points a turn's segments scored as they were drawn: their sights' values and the pairs they joined. */
export const drawnPoints = (drawn: readonly DrawnSegment[]): number =>
  drawn.reduce((sum, s) => sum + s.sights.reduce((a, sight) => a + sight.value, 0) + s.pairs.reduce((a, pair) => a + pair.points, 0), 0);

/** A sheet as its owner sees it mid-turn: the sights and pairs the drafted segments reached are marked already. */
export function withDraft(board: BoardView, drawn: readonly DrawnSegment[]): BoardView {
  if (drawn.length === 0) return board;
  const sights = board.sights.slice();
  const pairs = board.pairs.slice();
  for (const s of drawn) {
    for (const sight of s.sights) sights[sight.sight] = true;
    for (const pair of s.pairs) pairs[LETTERS.indexOf(pair.letter)] = true;
  }
  return { ...board, sights, pairs };
}
