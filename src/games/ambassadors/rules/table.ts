// A transition's working copy of the state: arrays copied once when an action starts, changed in
// place by the rule modules, then frozen into the next state. The state passed in is never touched.
import type { Board } from './content';
import type { AmbassadorsEvent } from './events';
import type { AmbassadorsAction, AmbassadorsState, BonusKind, Outcome, Phase, PlayerState, Trip, TurnState } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A player being changed: its hand is changed in place. */
export type WorkingPlayer = Omit<Mutable<PlayerState>, 'hand'> & { hand: number[] };

export interface Table {
  readonly board: Board;
  readonly options: AmbassadorsState['options'];
  readonly first: number;
  phase: Phase;
  turn: Mutable<TurnState>;
  players: WorkingPlayer[];
  embassies: number[];
  claims: number[];
  ambushes: number[];
  decks: number[][];
  bonusDeck: BonusKind[];
  bonusDiscard: BonusKind[];
  outcome: Outcome | null;
  rng: number;
  /** What the action caused; null when nobody listens (bots, replays). */
  readonly out: AmbassadorsEvent[] | null;
}

export function openTable(state: AmbassadorsState, board: Board, out: AmbassadorsEvent[] | null): Table {
  return {
    board,
    options: state.options,
    first: state.first,
    phase: state.phase,
    turn: { ...state.turn },
    players: state.players.map((p) => ({ ...p, hand: p.hand.slice() })),
    embassies: state.embassies.slice(),
    claims: state.claims.slice(),
    ambushes: state.ambushes.slice(),
    decks: state.decks.map((d) => d.slice()),
    bonusDeck: state.bonusDeck.slice(),
    bonusDiscard: state.bonusDiscard.slice(),
    outcome: state.outcome,
    rng: state.rng,
    out,
  };
}

export function closeTable(table: Table, log: readonly AmbassadorsAction[]): AmbassadorsState {
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

export const emit = (table: Table, event: AmbassadorsEvent): void => {
  table.out?.push(event);
};

export const player = (table: Table, seat: number): WorkingPlayer => table.players[seat] as WorkingPlayer;

/** A fresh trip on `card`, its roll count at 0. */
export const tripOn = (board: Board, card: number): Trip => ({ card, target: board.cards[card]?.target ?? 0, rolls: 0, failed: false });

/** Seats holding an ambassador on `wonder`, as a bit mask. */
export const holds = (embassies: readonly number[], wonder: number, seat: number): boolean => ((embassies[wonder] as number) & (1 << seat)) !== 0;
