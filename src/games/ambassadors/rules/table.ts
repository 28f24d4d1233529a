// A transition's working copy of the state: each array is copied the first time an action changes
// it (copy on write: most actions touch a few), changed in place by the rule modules, then frozen
// into the next state. The state passed in is never touched.
import type { Board } from './content';
import type { AmbassadorsEvent } from './events';
import type { AmbassadorsState, BonusKind, LogEntry, Outcome, Phase, PlayerState, Trip, TurnState } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A player being changed; its hand is shared with the state before until `hand` copies it. */
export type WorkingPlayer = Mutable<PlayerState>;

export interface Table {
  readonly board: Board;
  readonly options: AmbassadorsState['options'];
  readonly first: number;
  phase: Phase;
  turn: Mutable<TurnState>;
  /** Read freely; change a seat only through `player` (its hand through `hand`), piles through `deck`, `bonusDeck` and `bonusDiscard`, embassies through `setEmbassy`. */
  players: readonly PlayerState[];
  embassies: readonly number[];
  claims: readonly number[];
  ambushes: readonly number[];
  decks: readonly (readonly number[])[];
  bonusDeck: readonly BonusKind[];
  bonusDiscard: readonly BonusKind[];
  outcome: Outcome | null;
  rng: number;
  /**
   * What the action caused; null when nobody listens (bots, replays). Rule modules write
   * `table.out?.push(event)`, which builds no event when nobody listens.
   */
  readonly out: AmbassadorsEvent[] | null;
  /** What this action has copied already: bits per seat (players, hands) and per wonder's deck, and flags. */
  copiedPlayers: number;
  copiedHands: number;
  copiedDecks: number;
  copiedDeckList: boolean;
  copiedBonusDeck: boolean;
  copiedBonusDiscard: boolean;
  copiedEmbassies: boolean;
}

export function openTable(state: AmbassadorsState, board: Board, out: AmbassadorsEvent[] | null): Table {
  return {
    board,
    options: state.options,
    first: state.first,
    phase: state.phase,
    turn: copyTurn(state.turn),
    players: state.players,
    embassies: state.embassies,
    claims: state.claims,
    ambushes: state.ambushes,
    decks: state.decks,
    bonusDeck: state.bonusDeck,
    bonusDiscard: state.bonusDiscard,
    outcome: state.outcome,
    rng: state.rng,
    out,
    copiedPlayers: 0,
    copiedHands: 0,
    copiedDecks: 0,
    copiedDeckList: false,
    copiedBonusDeck: false,
    copiedBonusDiscard: false,
    copiedEmbassies: false,
  };
}

/** Field by field: one object shape, and faster than a spread. */
const copyTurn = (t: TurnState): Mutable<TurnState> => ({ player: t.player, round: t.round, dice: t.dice, points: t.points, tolled: t.tolled, drawn: t.drawn, swapped: t.swapped, debt: t.debt });

export function closeTable(table: Table, log: LogEntry | null): AmbassadorsState {
  return {
    options: table.options,
    phase: table.phase,
    first: table.first,
    turn: table.turn,
    players: table.players,
    embassies: table.embassies,
    claims: table.claims,
    ambushes: table.ambushes,
    decks: table.decks,
    bonusDeck: table.bonusDeck,
    bonusDiscard: table.bonusDiscard,
    outcome: table.outcome,
    rng: table.rng,
    log,
  };
}

/** Seat `seat` as it stands now, to read (no copy). */
export const seatOf = (table: Table, seat: number): PlayerState => table.players[seat] as PlayerState;

/** Seat `seat`, to change. */
export function player(table: Table, seat: number): WorkingPlayer {
  if (!(table.copiedPlayers & (1 << seat))) {
    if (table.copiedPlayers === 0) table.players = table.players.slice();
    const p = table.players[seat] as PlayerState;
    // Field by field: one object shape, and faster than a spread.
    (table.players as PlayerState[])[seat] = { spot: p.spot, gold: p.gold, hand: p.hand, trip: p.trip, supply: p.supply };
    table.copiedPlayers |= 1 << seat;
  }
  return table.players[seat] as WorkingPlayer;
}

/** Seat `seat`'s hand (counts per kind), to change: most actions leave it as it was, so it is copied apart. */
export function hand(table: Table, seat: number): number[] {
  const p = player(table, seat);
  if (!(table.copiedHands & (1 << seat))) {
    p.hand = p.hand.slice();
    table.copiedHands |= 1 << seat;
  }
  return p.hand as number[];
}

/** Wonder `wonder`'s exploration deck, to change (top first). */
export function deck(table: Table, wonder: number): number[] {
  if (!table.copiedDeckList) {
    table.decks = table.decks.slice();
    table.copiedDeckList = true;
  }
  if (!(table.copiedDecks & (1 << wonder))) {
    (table.decks as number[][])[wonder] = (table.decks[wonder] as readonly number[]).slice();
    table.copiedDecks |= 1 << wonder;
  }
  return table.decks[wonder] as number[];
}

/** The bonus deck, to change (a draw leaves the discard as it was). */
export function bonusDeck(table: Table): BonusKind[] {
  if (!table.copiedBonusDeck) {
    table.bonusDeck = table.bonusDeck.slice();
    table.copiedBonusDeck = true;
  }
  return table.bonusDeck as BonusKind[];
}

/** The bonus discard, to change (a card played leaves the deck as it was). */
export function bonusDiscard(table: Table): BonusKind[] {
  if (!table.copiedBonusDiscard) {
    table.bonusDiscard = table.bonusDiscard.slice();
    table.copiedBonusDiscard = true;
  }
  return table.bonusDiscard as BonusKind[];
}

/** Sets a wonder's embassies and first-ambassador card holder (−1: the pile). */
export function setEmbassy(table: Table, wonder: number, mask: number, holder: number): void {
  if (!table.copiedEmbassies) {
    table.embassies = table.embassies.slice();
    table.claims = table.claims.slice();
    table.copiedEmbassies = true;
  }
  (table.embassies as number[])[wonder] = mask;
  (table.claims as number[])[wonder] = holder;
}

/** A fresh trip on `card`, its roll count at 0. */
export const tripOn = (board: Board, card: number): Trip => ({ card, target: board.cards[card]?.target ?? 0, rolls: 0, failed: false });

/** Seats holding an ambassador on `wonder`, as a bit mask. */
export const holds = (embassies: readonly number[], wonder: number, seat: number): boolean => ((embassies[wonder] as number) & (1 << seat)) !== 0;
