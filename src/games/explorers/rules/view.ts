// What one seat, or a spectator, may know of a game: plain JSON, never the deck order, the card
// set aside, the RNG or the seed. A seat sees its own board as it is now and the others' as of
// the last settled step, so their Xs of the open turn appear when the turn closes. Screens and
// bots read views; a bot rebuilds a full state from a view plus a sample of the hidden parts.
import { usableScrolls, unusedKeys } from './board';
import { createGame, expectedActors, tiedVillages, unseenCards } from './game';
import { ok, type Result } from './result';
import { assembleMap } from './map';
import { nextInt, shuffle } from './rng';
import { achievementPointsEach, ranking, scoreSheet, type Breakdown, type Ranking } from './scoring';
import { printedSheet, type PrintedSheet } from './sheet';
import { TILES } from './tiles';
import type {
  AchievementId,
  Card,
  Cell,
  GameMap,
  GameOptions,
  GameState,
  OptionIndex,
  Phase,
  PlacementMark,
  PlayerBoard,
  ScoringPart,
  Side,
  TilePlacement,
  Track,
} from './types';

/** A board as JSON, with what the rules derive from it for display. */
export interface BoardView {
  /** Per cell: 0 unmarked, otherwise 1 + the round it was marked in (setup is round 0). */
  readonly marks: readonly number[];
  readonly keysFound: number;
  readonly keysUsed: number;
  readonly scrollsFound: readonly number[];
  readonly scrollsUsed: number;
  readonly provisions: readonly (readonly [number, number, number])[];
  readonly gems: number;
  readonly temples: readonly number[];
  readonly races: readonly number[];
  readonly roundScores: { readonly provisions: readonly number[]; readonly gemstones: readonly number[] };
  /** Scrolls that may be used this turn (found on an earlier turn, not used). */
  readonly usableScrolls: number;
  /** Scrolls found this turn: usable from the next turn on. */
  readonly scrollsNotYet: number;
  /** Per achievement in play: what it gives this board now (a race: the value won, or 0). */
  readonly achievementPoints: readonly number[];
  readonly unusedKeys: number;
  /** The running score of this board as the viewer sees it. */
  readonly score: Breakdown;
}

export interface TurnView {
  readonly round: number;
  readonly turn: number;
  readonly number: number;
  readonly card: Card | null;
  readonly facing: OptionIndex | null;
  readonly active: number | null;
  readonly activeChoice: OptionIndex | null;
  /** Who has finished the open step (public: the table shows who is still placing). */
  readonly done: readonly boolean[];
  /** The viewer's own temples reached this turn (not settled yet); empty for everyone else. */
  readonly templesReached: readonly number[];
  readonly bonusOwed: readonly number[];
}

export interface PlayerView {
  readonly game: 'explorers';
  /** The seat this view is for, or null for a spectator. */
  readonly seat: number | null;
  readonly players: number;
  readonly sides: Readonly<Record<ScoringPart, Side>>;
  /** What the score sheet prints for these sides. */
  readonly sheet: PrintedSheet;
  /** The map's tiles, A to D (the map itself is `mapOf(view)`). */
  readonly tiles: readonly TilePlacement[];
  readonly achievements: readonly AchievementId[];
  readonly startVillage: Cell | null;
  /** While the start village is being chosen: the villages to choose from. */
  readonly tiedVillages: readonly Cell[];
  readonly phase: Phase['kind'];
  readonly firstPlayer: number;
  readonly turn: TurnView;
  /** Players who must act now. */
  readonly expected: readonly number[];
  readonly boards: readonly BoardView[];
  /** The viewer's own Xs of the open step, in order, with what each triggered. */
  readonly stepMarks: readonly PlacementMark[];
  readonly temples: readonly Track[];
  readonly raceTracks: readonly Track[];
  /** Cards not revealed yet this round, in id order (which one is set aside is hidden). */
  readonly unseenCards: readonly number[];
  /** Cards still face down in this round's pile (the set-aside card is not one of them). */
  readonly cardsLeft: number;
  /** The final ranking once the game is over. */
  readonly ranking: Ranking | null;
}

function boardView(state: GameState, board: PlayerBoard): BoardView {
  return {
    marks: Array.from(board.marks),
    keysFound: board.keysFound,
    keysUsed: board.keysUsed,
    scrollsFound: board.scrollsFound.slice(),
    scrollsUsed: board.scrollsUsed,
    provisions: board.provisions.map((column) => [column[0], column[1], column[2]] as const),
    gems: board.gems,
    temples: board.temples.slice(),
    races: board.races.slice(),
    roundScores: { provisions: board.roundScores.provisions.slice(), gemstones: board.roundScores.gemstones.slice() },
    usableScrolls: usableScrolls(board, state.turn.number),
    scrollsNotYet: board.scrollsFound.filter((t) => t >= state.turn.number).length,
    achievementPoints: achievementPointsEach(state, board),
    unusedKeys: unusedKeys(board),
    score: scoreSheet(state, board),
  };
}

/** What `seat` (or a spectator, `null`) may know of the game now. */
export function viewFor(state: GameState, seat: number | null): PlayerView {
  const over = state.phase.kind === 'over';
  const own = seat !== null && seat >= 0 && seat < state.options.players ? seat : null;
  const boardShown = (p: number): PlayerBoard => (over || p === own ? state.boards[p] : state.settled[p]) as PlayerBoard;
  const { turn } = state;
  return {
    game: 'explorers',
    seat: own,
    players: state.options.players,
    sides: { ...state.options.sides },
    sheet: printedSheet(state.options.sides),
    tiles: state.map.tiles.map((t) => ({ tile: t.tile, rotation: t.rotation })),
    achievements: state.achievements.slice(),
    startVillage: state.startVillage,
    tiedVillages: state.phase.kind === 'startVillage' ? tiedVillages(state) : [],
    phase: state.phase.kind,
    firstPlayer: state.firstPlayer,
    turn: {
      round: turn.round,
      turn: turn.turn,
      number: turn.number,
      card: turn.card,
      facing: turn.facing,
      active: turn.active,
      activeChoice: turn.activeChoice,
      done: turn.done.slice(),
      templesReached: own === null ? [] : (turn.templesReached[own] ?? []).slice(),
      bonusOwed: turn.bonusOwed.slice(),
    },
    expected: expectedActors(state),
    boards: state.boards.map((_, p) => boardView(state, boardShown(p))),
    stepMarks: own === null ? [] : (state.stepMarks[own] ?? []).slice(),
    temples: state.temples.map((t) => ({ open: t.open.slice() })),
    raceTracks: state.raceTracks.map((t) => ({ open: t.open.slice() })),
    unseenCards: unseenCards(state),
    cardsLeft: state.deck.pile.length,
    ranking: over ? ranking(state) : null,
  };
}

/** What a game with these options would show before anyone plays (its map, its achievements): for setup screens. */
export function previewGame(options: GameOptions): Result<PlayerView> {
  const created = createGame(options);
  return created.ok ? ok(viewFor(created.value, null)) : created;
}

/** A board as the viewer sees it, with `board` in place of its own (a draft in progress). */
export function withBoard(view: PlayerView, state: GameState, player: number, board: PlayerBoard): PlayerView {
  const boards = view.boards.slice();
  boards[player] = boardView(state, board);
  return { ...view, boards };
}

// ---- from a view back to a state -----------------------------------------------------------

const MAPS = new Map<string, GameMap>();

/** The map of a view's tiles (built once per layout). */
export function mapOf(view: Pick<PlayerView, 'tiles'>): GameMap {
  const key = view.tiles.map((t) => `${t.tile}.${t.rotation}`).join(',');
  let map = MAPS.get(key);
  if (!map) {
    if (MAPS.size > 32) MAPS.clear();
    map = assembleMap(TILES, view.tiles);
    MAPS.set(key, map);
  }
  return map;
}

/** The parts of a state no seat sees: the deck order, the card set aside, the RNG. */
export interface Hidden {
  readonly pile: readonly number[];
  readonly aside: number | null;
  readonly rng: number;
}

/** A guess at the hidden parts that fits the view: the unseen cards shuffled, one set aside. */
export function sampleHidden(view: PlayerView, rng: number): { readonly hidden: Hidden; readonly rng: number } {
  const drawn = shuffle(rng, view.unseenCards.slice());
  const seed = nextInt(drawn.rng, 0x7fffffff);
  // Before the first round no card is dealt: the deck is shuffled when round 1 begins.
  if (view.turn.number === 0) return { hidden: { pile: [], aside: null, rng: seed.value }, rng: seed.rng };
  const cards = drawn.value;
  const aside = cards.length > 0 ? (cards.pop() as number) : null;
  return { hidden: { pile: cards, aside, rng: seed.value }, rng: seed.rng };
}

const NO_HIDDEN: Hidden = { pile: [], aside: null, rng: 0 };

/**
 * A full state that agrees with `view` and with `hidden` (default: an empty deck). Everything the
 * rules decide for the viewer now (legal picks, legal cells, scores) is the same as in the true state.
 */
export function stateFromView(view: PlayerView, hidden: Hidden = NO_HIDDEN): GameState {
  const boards: PlayerBoard[] = view.boards.map((b) => ({
    marks: Uint8Array.from(b.marks),
    keysFound: b.keysFound,
    keysUsed: b.keysUsed,
    scrollsFound: b.scrollsFound.slice(),
    scrollsUsed: b.scrollsUsed,
    provisions: b.provisions.map((column) => [column[0], column[1], column[2]] as const),
    gems: b.gems,
    temples: b.temples.slice(),
    races: b.races.slice(),
    roundScores: { provisions: b.roundScores.provisions.slice(), gemstones: b.roundScores.gemstones.slice() },
  }));
  const n = view.players;
  const t = view.turn;
  const own = view.seat;
  return {
    options: { players: n, seed: 0, sides: view.sides, map: view.tiles, achievements: view.achievements },
    map: mapOf(view),
    achievements: view.achievements,
    startVillage: view.startVillage,
    phase: { kind: view.phase },
    firstPlayer: view.firstPlayer,
    turn: {
      round: t.round,
      turn: t.turn,
      number: t.number,
      card: t.card,
      facing: t.facing,
      active: t.active,
      activeChoice: t.activeChoice,
      done: t.done.slice(),
      templesReached: boards.map((_, p) => (p === own ? t.templesReached.slice() : [])),
      bonusOwed: t.bonusOwed.slice(),
    },
    boards,
    settled: boards,
    stepMarks: boards.map((_, p) => (p === own ? view.stepMarks.slice() : [])),
    temples: view.temples,
    raceTracks: view.raceTracks,
    deck: { pile: hidden.pile, aside: hidden.aside },
    rng: hidden.rng,
    log: [],
  };
}
