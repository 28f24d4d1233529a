// Race to 10, a game that exists only to prove the platform: two seats take strict turns adding
// 1 to 3 to their count; each holds one secret bonus card (+1 to +3) it may play once, on top of
// a move. The first count to reach the target wins. Pure and deterministic like any game's rules.
import { isInt, isObject } from '../../../src/games/common/input';
import { recordBook } from '../../../src/games/common/record';
import { ok, refuse, shown, type Result as AnyResult, type RuleError } from '../../../src/games/common/result';
import { nextInt } from '../../../src/games/common/rng';
import type { SeatRanking, Transition } from '../../../src/games/contract';

export const TARGET = 10;
const SEATS = 2;
const MOST = 3;

export const RACE_ERRORS = ['badOptions', 'badAction', 'notYourTurn', 'badAmount', 'noCard', 'gameOver', 'badRecord', 'unknownRecord'] as const;
export type RaceErrorCode = (typeof RACE_ERRORS)[number];

export interface RaceOptions {
  readonly players: 2;
  readonly seed: number;
}

export interface RaceAction {
  readonly type: 'add';
  readonly player: number;
  readonly amount: number;
  /** Plays the seat's bonus card on top of the amount. */
  readonly card: boolean;
}

export type RaceMove = Omit<RaceAction, 'type' | 'player'>;

export interface RaceState {
  readonly options: RaceOptions;
  readonly counts: readonly number[];
  /** Each seat's secret bonus, or null once played. */
  readonly cards: readonly (number | null)[];
  readonly turn: number;
  readonly winner: number | null;
  readonly actions: readonly RaceAction[];
}

export type RaceEvent =
  | { readonly type: 'added'; readonly seat: number; readonly amount: number; readonly bonus: number | null }
  | { readonly type: 'won'; readonly seat: number };

export interface RaceView {
  readonly seat: number | null;
  readonly turn: number;
  readonly over: boolean;
  /** The viewer's own unplayed card only: the other seat's stays secret. */
  readonly myCard: number | null;
  readonly cardsLeft: readonly boolean[];
  readonly boards: readonly { readonly score: { readonly total: number } }[];
  readonly ranking: SeatRanking | null;
}

const err = refuse<RaceErrorCode>;
type Result<T> = AnyResult<T, RuleError<RaceErrorCode>>;

export function validateOptions(input: unknown): Result<RaceOptions> {
  if (!isObject(input)) return err('badOptions', 'Options must be an object.');
  if (input.players !== SEATS) return err('badOptions', 'Race to 10 is played by 2.');
  if (!isInt(input.seed, 0, 0xffffffff)) return err('badOptions', 'seed must be a whole number from 0 to 4294967295.');
  return ok({ players: SEATS, seed: input.seed });
}

export function createGame(options: RaceOptions): Result<RaceState> {
  const checked = validateOptions(options);
  if (!checked.ok) return checked;
  const first = nextInt(checked.value.seed, MOST);
  const second = nextInt(first.rng, MOST);
  return ok({ options: checked.value, counts: [0, 0], cards: [first.value + 1, second.value + 1], turn: 0, winner: null, actions: [] });
}

function readAction(input: unknown): Result<RaceAction> {
  if (!isObject(input) || input.type !== 'add') return err('badAction', `Not a Race to 10 action (${shown(isObject(input) ? input.type : input)}).`);
  if (!isInt(input.player, 0, SEATS - 1)) return err('badAction', `No seat ${shown(input.player)}.`);
  if (!isInt(input.amount, 1, MOST)) return err('badAmount', `A move adds 1 to ${MOST}, not ${shown(input.amount)}.`);
  if (typeof input.card !== 'boolean') return err('badAction', 'card must be true or false.');
  return ok({ type: 'add', player: input.player, amount: input.amount, card: input.card });
}

function apply(state: RaceState, action: RaceAction): Result<Transition<RaceState, RaceEvent>> {
  if (state.winner !== null) return err('gameOver', 'The race is over.');
  if (action.player !== state.turn) return err('notYourTurn', `It is seat ${state.turn}'s turn.`);
  const bonus = action.card ? state.cards[action.player] ?? null : null;
  if (action.card && bonus === null) return err('noCard', 'This seat has played its card already.');
  const count = (state.counts[action.player] ?? 0) + action.amount + (bonus ?? 0);
  const won = count >= TARGET;
  const events: RaceEvent[] = [{ type: 'added', seat: action.player, amount: action.amount, bonus }];
  if (won) events.push({ type: 'won', seat: action.player });
  return ok({
    state: {
      ...state,
      counts: state.counts.map((c, seat) => (seat === action.player ? count : c)),
      cards: state.cards.map((c, seat) => (seat === action.player && action.card ? null : c)),
      turn: won ? state.turn : (state.turn + 1) % SEATS,
      winner: won ? action.player : null,
      actions: [...state.actions, action],
    },
    events,
  });
}

export function play(state: RaceState, input: unknown): Result<Transition<RaceState, RaceEvent>> {
  const action = readAction(input);
  return action.ok ? apply(state, action.value) : action;
}

export const expectedActors = (state: RaceState): readonly number[] => (state.winner === null ? [state.turn] : []);

export function viewFor(state: RaceState, seat: number | null): RaceView {
  const over = state.winner !== null;
  const loser = ((state.winner ?? 0) + 1) % SEATS;
  return {
    seat,
    turn: state.turn,
    over,
    myCard: seat === null ? null : state.cards[seat] ?? null,
    cardsLeft: state.cards.map((card) => card !== null),
    boards: state.counts.map((total) => ({ score: { total } })),
    ranking: over ? { order: [state.winner as number, loser], winners: [state.winner as number] } : null,
  };
}

// Nothing an event shows is secret: a card is revealed as it is played.
export const eventsFor = (events: readonly RaceEvent[]): RaceEvent[] => [...events];

export function legalMoves(view: RaceView, seat: number): readonly RaceMove[] {
  if (view.over || view.turn !== seat || view.seat !== seat) return [];
  const withCard = view.myCard === null ? [false] : [false, true];
  return [1, 2, 3].flatMap((amount) => withCard.map((card) => ({ amount, card })));
}

/** One of `seat`'s legal moves drawn evenly (the contract's `randomAction`); a seat not expected gets an action the rules refuse. */
export function randomAction(state: RaceState, seat: number, rng: number): { readonly action: RaceAction; readonly rng: number } {
  const moves = legalMoves(viewFor(state, seat), seat);
  const drawn = nextInt(rng, moves.length);
  const move = moves[drawn.value] ?? { amount: 1, card: false };
  return { action: { type: 'add', player: seat, ...move }, rng: drawn.rng };
}

const records = recordBook({
  format: 'race-record',
  game: 'race',
  version: 1,
  engine: 1,
  notThisFormat: 'This is not a Race to 10 game record.',
  migrations: {},
  validateOptions,
  createGame,
  apply: (state: RaceState, action: RaceAction) => {
    const read = readAction(action);
    if (!read.ok) return read;
    const next = apply(state, read.value);
    return next.ok ? ok(next.value.state) : next;
  },
  optionsOf: (state) => state.options,
  actionsOf: (state) => state.actions,
});

export const { toRecord, loadRecord } = records;

export const CONTENT = ok({ target: TARGET, bonuses: [1, 2, MOST] });
