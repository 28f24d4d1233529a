// The game as one pure transition: apply(state, action) → the next state, or why it is refused.
// Turn flow: two cards are revealed; every player draws at once (the card's segment and the
// bonus segments it earns, in one action); when the last has drawn the turn closes: segments are
// shown, blue and red bonuses settled, then the next turn, or the round's sight totals, the solo
// cut and a new round, or the end.
import { readAction } from './action-shape';
import { emptyBoard, kindJoined, nextBoard, sightValue } from './board';
import { CONTENT, checkedContent, islandOf, turnsPerRound } from './content';
import { canAnswer, Drawer } from './drawer';
import { segmentEvents, type TucanaEvent } from './events';
import type { Island } from './island';
import { validateOptions } from './options';
import { err, ok, type Result } from './result';
import { filled, nextInt, replaceAt, shuffle } from './shared';
import { ranking } from './scoring';
import { villageLetters } from './setup';
import { CARD_KINDS, LETTERS, SIGHT_KINDS, type Board, type CardKind, type DrawnSegment, type Letter, type SightKind, type TucanaAction, type TucanaOptions, type TucanaState, type TurnInfo } from './types';

/** Where a transition reports what it caused; `null` when nobody listens (bots, replays). */
type Sink = TucanaEvent[] | null;

function noSegments(n: number): DrawnSegment[][] {
  const out: DrawnSegment[][] = [];
  for (let p = 0; p < n; p++) out.push([]);
  return out;
}

// States are only built by this one, field by field: V8 then sees one object shape.
function nextState(state: TucanaState, change: Partial<TucanaState>): TucanaState {
  return {
    options: state.options,
    setupCard: state.setupCard,
    startVillage: state.startVillage,
    letters: state.letters,
    phase: change.phase ?? state.phase,
    turn: change.turn ?? state.turn,
    boards: change.boards ?? state.boards,
    settled: change.settled ?? state.settled,
    turnSegments: change.turnSegments ?? state.turnSegments,
    blue: change.blue ?? state.blue,
    redCards: state.redCards,
    redOpen: change.redOpen ?? state.redOpen,
    pile: change.pile ?? state.pile,
    rng: change.rng ?? state.rng,
    log: change.log ?? state.log,
  };
}

/** The blue piles by player count: solo #2 only, 2–4 players #1 only, 5–8 #1 on top of #2. */
function bluePiles(players: number, first: readonly number[], second: readonly number[]): number[][] {
  return LETTERS.map((_, l) => {
    if (players === 1) return [second[l] as number];
    if (players <= 4) return [first[l] as number];
    return [first[l] as number, second[l] as number];
  });
}

/** The cards of a whole deck, in CARD_KINDS order (shuffled at each round start), made once. */
const FULL_DECKS = new WeakMap<Readonly<Record<CardKind, number>>, readonly CardKind[]>();
function fullDeck(deck: Readonly<Record<CardKind, number>>): readonly CardKind[] {
  let cards = FULL_DECKS.get(deck);
  if (!cards) {
    cards = CARD_KINDS.flatMap((kind) => filled(deck[kind], () => kind));
    FULL_DECKS.set(deck, cards);
  }
  return cards;
}

export function createGame(input: TucanaOptions): Result<TucanaState> {
  if (!CONTENT.ok) return CONTENT;
  const checked = validateOptions(input);
  if (!checked.ok) return checked;
  const options = checked.value;
  const content = CONTENT.value;
  const n = options.players;
  let rng = options.seed;
  const card = nextInt(rng, content.setupCards.length);
  rng = card.rng;
  let startVillage = 0;
  if (options.randomStart) {
    const drawn = nextInt(rng, content.islands[options.island].villages.length);
    rng = drawn.rng;
    startVillage = drawn.value;
  }
  let redCards: SightKind[] = [];
  if (options.specialBonus) {
    const drawn = shuffle(rng, SIGHT_KINDS);
    rng = drawn.rng;
    redCards = drawn.value.slice(0, n <= 4 ? 1 : 2);
  }
  const boards = filled(n, () => emptyBoard(content.islands[options.island]));
  const state: TucanaState = {
    options,
    setupCard: card.value,
    startVillage,
    letters: villageLetters(content.setupCards[card.value] as string, startVillage, options),
    phase: 'draw',
    // Replaced when the first round starts.
    turn: { round: 0, turn: 0, number: 0, cards: ['joker', 'joker'], done: [], passed: [] },
    boards,
    settled: boards,
    turnSegments: noSegments(n),
    blue: bluePiles(n, content.blue.first, content.blue.second),
    redCards,
    redOpen: redCards.map(() => true),
    pile: [],
    rng,
    log: [],
  };
  return ok(startRound(state, 0, null));
}

/** Players who must draw now (those the game passed for are done already). */
export function expectedActors(state: TucanaState): number[] {
  if (state.phase === 'over') return [];
  const actors: number[] = [];
  const { done } = state.turn;
  for (let p = 0; p < done.length; p++) if (!done[p]) actors.push(p);
  return actors;
}

function startRound(state: TucanaState, round: number, out: Sink): TucanaState {
  const drawn = shuffle(state.rng, fullDeck(checkedContent().deck));
  return reveal(nextState(state, { rng: drawn.rng, pile: drawn.value }), round, 0, out);
}

function reveal(state: TucanaState, round: number, turn: number, out: Sink): TucanaState {
  const island = islandOf(state.options.island);
  const cards: [CardKind, CardKind] = [state.pile[0] as CardKind, state.pile[1] as CardKind];
  const number = round * turnsPerRound(checkedContent().deck) + turn + 1;
  out?.push({ type: 'cardsRevealed', round, turn, number, cards });
  const passed: boolean[] = [];
  let everyone = true;
  for (let player = 0; player < state.boards.length; player++) {
    const none = !canAnswer(island, state.boards[player] as Board, cards);
    if (none) out?.push({ type: 'noSegment', player });
    passed.push(none);
    everyone &&= none;
  }
  const turnInfo: TurnInfo = { round, turn, number, cards, done: passed.slice(), passed };
  const next = nextState(state, { pile: state.pile.slice(2), turn: turnInfo });
  return everyone ? closeTurn(next, out) : next;
}

/** Everyone has drawn: show the turn's segments, settle the bonus cards, move on. */
function closeTurn(state: TucanaState, out: Sink): TucanaState {
  out?.push({ type: 'turnClosed', segments: state.turnSegments });
  const island = islandOf(state.options.island);
  const boards = state.boards.slice();
  const blue = settleBlue(state, boards, out);
  const redOpen = state.redCards.length === 0 ? state.redOpen : settleRed(state, island, boards, out);
  const closed = nextState(state, { boards, settled: boards, blue, redOpen, turnSegments: noSegments(boards.length) });
  if (closed.pile.length < 2) return endRound(closed, island, out);
  return reveal(closed, closed.turn.round, closed.turn.turn + 1, out);
}

/** Blue cards: those who joined a pair this turn share the top card of its letter (`boards` is updated). */
function settleBlue(state: TucanaState, boards: Board[], out: Sink): readonly (readonly number[])[] {
  let blue = state.blue;
  for (let l = 0; l < LETTERS.length; l++) {
    const pile = blue[l] as readonly number[];
    const bit = 1 << l;
    if (pile.length === 0) continue;
    const players: number[] = [];
    for (let p = 0; p < boards.length; p++) if ((boards[p] as Board).pairs & bit && !((state.settled[p] as Board).pairs & bit)) players.push(p);
    if (players.length === 0) continue;
    const points = pile[0] as number;
    for (const p of players) boards[p] = nextBoard(boards[p] as Board, { blue: replaceAt((boards[p] as Board).blue, l, points) });
    blue = replaceAt(blue, l, pile.slice(1));
    out?.push({ type: 'blueBonus', letter: LETTERS[l] as Letter, players, points, shared: players.length > 1, left: pile.length - 1 });
  }
  return blue;
}

/** Red cards: those who have joined two sights of its kind share it (`boards` is updated). */
function settleRed(state: TucanaState, island: Island, boards: Board[], out: Sink): readonly boolean[] {
  const redOpen = state.redOpen.slice();
  state.redCards.forEach((kind, i) => {
    if (!redOpen[i]) return;
    const k = SIGHT_KINDS.indexOf(kind);
    const players = boards.flatMap((b, p) => (kindJoined(island, b.groups, k) ? [p] : []));
    if (players.length === 0) return;
    const points = checkedContent().redPoints;
    for (const p of players) boards[p] = nextBoard(boards[p] as Board, { red: replaceAt((boards[p] as Board).red, k, points) });
    redOpen[i] = false;
    out?.push({ type: 'redBonus', kind, players, points, shared: players.length > 1 });
  });
  return redOpen;
}

function endRound(state: TucanaState, island: Island, out: Sink): TucanaState {
  const { round } = state.turn;
  const boards = state.boards.map((b) => nextBoard(b, { roundScores: [...b.roundScores, sightValue(island, b.sights)] }));
  out?.push({ type: 'roundScored', round, sights: boards.map((b) => b.roundScores[round] as number) });
  const scored = nextState(state, { boards, settled: boards });
  if (round === island.rounds - 1) {
    const over = nextState(scored, { phase: 'over' });
    out?.push({ type: 'gameOver', ranking: ranking(over) });
    return over;
  }
  const cut = state.options.players === 1 && round === island.rounds - 2 ? soloCut(scored, out) : scored;
  return startRound(cut, round + 1, out);
}

/** Solo, before the last round: the blue cards left are shuffled and two kept, unless three were taken. */
export const SOLO_KEPT = 2;
export const SOLO_CUT_SPARED_AT = 3;
function soloCut(state: TucanaState, out: Sink): TucanaState {
  const left = LETTERS.flatMap((_, l) => ((state.blue[l] as readonly number[]).length > 0 ? [l] : []));
  const taken = (state.boards[0] as Board).blue.filter((points) => points > 0).length;
  if (taken >= SOLO_CUT_SPARED_AT) {
    out?.push({ type: 'soloCut', kept: left.map((l) => LETTERS[l] as (typeof LETTERS)[number]), removed: [] });
    return state;
  }
  const drawn = shuffle(state.rng, left);
  const kept = drawn.value.slice(0, SOLO_KEPT).sort((a, b) => a - b);
  const removed = drawn.value.slice(SOLO_KEPT).sort((a, b) => a - b);
  out?.push({ type: 'soloCut', kept: kept.map((l) => LETTERS[l] as (typeof LETTERS)[number]), removed: removed.map((l) => LETTERS[l] as (typeof LETTERS)[number]) });
  return nextState(state, { rng: drawn.rng, blue: state.blue.map((pile, l) => (removed.includes(l) ? [] : pile)) });
}

function commit(state: TucanaState, drawer: Drawer, action: TucanaAction, out: Sink): TucanaState {
  const p = drawer.player;
  if (out) {
    out.push(...segmentEvents(p, drawer.drawn));
    out.push({ type: 'playerDone', player: p });
  }
  const done = replaceAt(state.turn.done, p, true);
  const next = nextState(state, {
    boards: replaceAt(state.boards, p, drawer.board()),
    // The drawer is done with: its list of segments becomes the state's (never written again).
    turnSegments: replaceAt(state.turnSegments, p, drawer.drawn),
    log: state.log.concat([action]),
    turn: { round: state.turn.round, turn: state.turn.turn, number: state.turn.number, cards: state.turn.cards, done, passed: state.turn.passed },
  });
  return done.includes(false) ? next : closeTurn(next, out);
}

/** The one transition: the state after `input`, or why it is refused (the state is never changed). */
export function apply(state: TucanaState, input: unknown): Result<TucanaState> {
  return step(state, input, null);
}

export interface Played {
  readonly state: TucanaState;
  /** What the action caused, in order (filter with `eventsFor` before showing a seat). */
  readonly events: readonly TucanaEvent[];
}

/** `apply`, also returning what the action caused. */
export function play(state: TucanaState, input: unknown): Result<Played> {
  const events: TucanaEvent[] = [];
  const next = step(state, input, events);
  return next.ok ? ok({ state: next.value, events }) : next;
}

function step(state: TucanaState, input: unknown, out: Sink): Result<TucanaState> {
  if (state.phase === 'over') return err('gameOver', 'The game is over.');
  const island = islandOf(state.options.island);
  const read = readAction(input, state.options.players, island.edgeCount);
  if (!read.ok) return read;
  const action: TucanaAction = read.value;
  const begun = Drawer.begin(island, state, action.player);
  if (!begun.ok) return begun;
  const drawer = begun.value;
  if (action.edges.length === 0) return err('mustDraw', 'A turn starts with a segment between two hexes the cards allow.');
  for (const edge of action.edges) {
    const drawn = drawer.draw(edge);
    if (!drawn.ok) return drawn;
  }
  if (!drawer.isDone()) return err('mustDrawBonus', `${drawer.owed} bonus segment(s) still owed, and free pairs of hexes remain.`);
  return ok(commit(state, drawer, action, out));
}
