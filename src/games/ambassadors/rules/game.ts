// The game as one pure transition: apply(state, action) → the next state, or why it is refused.
// A turn is a sequence of small actions by one seat: roll; play +2/+3 cards and walk; at the
// target, arrive and choose the next trip; place an ambush; buy at the shop; pass to end an
// optional step. Debts that gold cannot cover open a step of sales in the middle of the turn.
import { readAction } from './action-shape';
import { ambushAllowed } from './ambush';
import { arrive } from './arrival';
import { canDrawBonus, discardBonus, drawBonus } from './bonus';
import { CONTENT, type Board } from './content';
import type { AmbassadorsEvent } from './events';
import { checkWalk, isWonder, pathOfStep } from './movement';
import { validateOptions } from './options';
import { charge, placeAmbassador, sellFor, START_GOLD } from './payment';
import { err, ok, type Result, type RuleError } from './result';
import { finish } from './scoring';
import { nextInt, replaceAt, shuffle } from './shared';
import { closeTable, deck, holds, openTable, player, seatOf, tripOn, type Table } from './table';
import { BONUS_KINDS, type AmbassadorsAction, type AmbassadorsOptions, type AmbassadorsState } from './types';

export const AMBASSADORS_PER_PLAYER = 12;
export const SETUP_BONUS_CARDS = 3;
export const BONUS_PRICE = 25;
/** After this round the game ends (our rule, so that every game ends). */
export const ROUND_CAP = 80;

const PLUS = { plus2: 2, plus3: 3 } as const;

/** The 36 throws of two dice and an empty list, built once: states and events share them, as nobody changes them. */
const THROWS: readonly (readonly [number, number])[] = Array.from({ length: 36 }, (_, i) => Object.freeze([Math.floor(i / 6) + 1, (i % 6) + 1] as const));
const NONE: readonly never[] = Object.freeze([]);

export function createGame(input: AmbassadorsOptions): Result<AmbassadorsState> {
  if (!CONTENT.ok) return CONTENT;
  const checked = validateOptions(input);
  if (!checked.ok) return checked;
  const options = checked.value;
  const board = CONTENT.value;
  let rng = options.seed;
  const decks: number[][] = [];
  for (const cards of board.deckCards) {
    const drawn = shuffle(rng, cards);
    rng = drawn.rng;
    decks.push(drawn.value);
  }
  const bonus = shuffle(rng, board.bonus);
  const startOf = (seat: number) => board.starts[(options.starts[seat] as number) - 1] as number;
  // The seat whose start is farthest from the City (shortcuts counted, open or not) plays first,
  // its tempo making up for the longer way; a tie is drawn from the seed. Games recorded before
  // that rule draw among every seat (`firstPlayer: 'drawn'`).
  const toCity = options.starts.map((start) => board.startsToCity[start - 1] as number);
  const far = Math.max(...toCity);
  const farthest = options.starts.map((_, seat) => seat).filter((seat) => options.firstPlayer === 'drawn' || toCity[seat] === far);
  const drawn = nextInt(bonus.rng, farthest.length);
  const first = { value: farthest[drawn.value] as number, rng: drawn.rng };
  const skeleton: AmbassadorsState = {
    options,
    phase: 'roll',
    first: first.value,
    turn: { player: first.value, round: 1, dice: null, points: 0, tolled: NONE, drawn: NONE, swapped: NONE, debt: null },
    players: options.starts.map((_, seat) => ({
      spot: startOf(seat),
      gold: START_GOLD,
      hand: BONUS_KINDS.map(() => 0),
      trip: { card: null, target: startOf(seat), rolls: 0, failed: true },
      supply: AMBASSADORS_PER_PLAYER,
    })),
    embassies: board.wonderIds.map(() => 0),
    claims: board.wonderIds.map(() => -1),
    ambushes: [],
    decks,
    bonusDeck: bonus.value,
    bonusDiscard: [],
    outcome: null,
    rng: first.rng,
    log: null,
  };
  const table = openTable(skeleton, board, null);
  for (let seat = 0; seat < options.players; seat++) {
    placeAmbassador(table, seat, startOf(seat));
    player(table, seat).trip = tripOn(board, deck(table, startOf(seat)).shift() as number);
  }
  // The first player draws 3 bonus cards, then each next player clockwise.
  for (let k = 0; k < options.players; k++) for (let c = 0; c < SETUP_BONUS_CARDS; c++) drawBonus(table, (first.value + k) % options.players, false);
  return ok(closeTable(table, null));
}

export const expectedActors = (state: AmbassadorsState): number[] => (state.phase === 'over' ? [] : [state.turn.player]);

function startTurn(table: Table, seat: number, round: number): void {
  table.turn = { player: seat, round, dice: null, points: 0, tolled: NONE, drawn: NONE, swapped: NONE, debt: null };
  table.phase = 'roll';
  table.out?.push({ type: 'turnStarted', player: seat, round });
}

export function endTurn(table: Table): void {
  const next = (table.turn.player + 1) % table.players.length;
  const round = table.turn.round + (next === table.first ? 1 : 0);
  if (round > ROUND_CAP) finish(table, 'roundCap', null);
  else startTurn(table, next, round);
}

/** After the roll's fine (if any): a double draws a bonus card, then the move. */
function startMove(table: Table): void {
  const dice = table.turn.dice as readonly [number, number];
  const a = dice[0];
  const b = dice[1];
  if (a === b) drawBonus(table, table.turn.player, false);
  table.phase = 'move';
  table.turn.points = a + b;
  moveGoesOn(table);
}

/** The move ends by itself when no point is left and no +2/+3 card could add some. */
function moveGoesOn(table: Table): void {
  const hand = seatOf(table, table.turn.player).hand;
  if (table.turn.points === 0 && hand[0] === 0 && hand[1] === 0) endMove(table);
}

export function endMove(table: Table): void {
  if ((seatOf(table, table.turn.player).hand[2] as number) > 0) table.phase = 'ambush';
  else openShop(table);
}

function openShop(table: Table): void {
  const p = seatOf(table, table.turn.player);
  if (isWonder(table.board, p.spot) && p.gold >= BONUS_PRICE && canDrawBonus(table)) table.phase = 'shop';
  else endTurn(table);
}

function roll(table: Table, seat: number): void {
  const a = nextInt(table.rng, 6);
  const b = nextInt(a.rng, 6);
  table.rng = b.rng;
  const dice = THROWS[a.value * 6 + b.value] as readonly [number, number];
  const p = player(table, seat);
  const trip = { card: p.trip.card, target: p.trip.target, rolls: p.trip.rolls + 1, failed: p.trip.failed };
  p.trip = trip;
  table.turn.dice = dice;
  table.out?.push({ type: 'rolled', player: seat, dice, roll: trip.rolls });
  const card = trip.card === null ? null : (table.board.cards[trip.card] ?? null);
  if (card && !trip.failed && trip.rolls > card.mid) {
    table.out?.push({ type: 'tripFailed', player: seat, card: trip.card as number, fine: card.fine });
    deck(table, card.start).push(trip.card as number);
    p.trip = { card: null, target: trip.target, rolls: trip.rolls, failed: true };
    const paid = charge(table, seat, card.fine, null, { next: 'afterFine', joker: false, path: -1 });
    if (paid === 'ruined') endTurn(table);
    if (paid !== 'paid') return;
  }
  startMove(table);
}

/** Tolls of the path just travelled (once per wonder per move), then what waits on the spot. */
function tollsThenSpot(table: Table, seat: number, path: number, joker: boolean): 'on' | 'stopped' {
  const info = table.board.paths[path];
  if (info?.orange) {
    for (const end of [info.a, info.b]) {
      const holder = table.claims[end] as number;
      if (holder < 0 || holder === seat || table.turn.tolled.includes(end)) continue;
      table.turn.tolled = [...table.turn.tolled, end];
      const amount = table.board.tolls[end] as number;
      table.out?.push({ type: 'tollCharged', player: seat, to: holder, wonder: end, amount });
      const paid = charge(table, seat, amount, holder, { next: 'afterToll', joker, path });
      if (paid === 'ruined') endTurn(table);
      if (paid !== 'paid') return 'stopped';
    }
  }
  return spotReached(table, seat, joker);
}

/** `items` but `item` (a loop: a filter's closure would make every call of its caller allocate a scope). */
function without(items: readonly number[], item: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) if (items[i] !== item) out.push(items[i] as number);
  return out;
}

/** An ambush stops the figure and ends the turn (a joker passes it); the target ends the move. */
function spotReached(table: Table, seat: number, joker: boolean): 'on' | 'stopped' {
  const spot = seatOf(table, seat).spot;
  if (table.ambushes.includes(spot)) {
    table.ambushes = without(table.ambushes, spot);
    const passed = joker && discardBonus(table, seat, 'joker');
    table.out?.push({ type: 'ambushSprung', player: seat, dot: spot, joker: passed });
    if (!passed) {
      endTurn(table);
      return 'stopped';
    }
  }
  if (spot === seatOf(table, seat).trip.target) {
    arrive(table, seat, spot);
    if (table.phase !== 'over' && table.phase !== 'choose') endMove(table);
    return 'stopped';
  }
  return 'on';
}

function walk(table: Table, seat: number, path: readonly number[], joker: boolean): void {
  const p = player(table, seat);
  for (let i = 0; i < path.length; i++) {
    const to = path[i] as number;
    const from = p.spot;
    p.spot = to;
    table.turn.points--;
    table.out?.push({ type: 'stepped', player: seat, from, to });
    if (tollsThenSpot(table, seat, pathOfStep(table.board, from, to), joker) === 'stopped') return;
  }
  moveGoesOn(table);
}

function sell(table: Table, seat: number, wonder: number): void {
  const debt = table.turn.debt;
  const sold = sellFor(table, seat, wonder);
  if (sold === 'ruined') return endTurn(table);
  if (sold === 'selling' || !debt) return;
  if (debt.next === 'afterFine') return startMove(table);
  table.phase = 'move';
  if (tollsThenSpot(table, seat, debt.path, debt.joker) === 'on') moveGoesOn(table);
}

function keep(table: Table, seat: number, index: number): void {
  const drawn = table.turn.drawn;
  const card = drawn[index] as number;
  player(table, seat).trip = tripOn(table.board, card);
  for (let i = 0; i < drawn.length; i++) {
    const other = drawn[i] as number;
    if (other !== card) deck(table, table.board.cards[other]?.start as number).push(other);
  }
  table.turn.drawn = NONE;
  table.turn.swapped = NONE;
  table.out?.push({ type: 'tripChosen', player: seat, card });
  endMove(table);
}

function swap(table: Table, seat: number, index: number): void {
  const card = table.turn.drawn[index] as number;
  const pile = deck(table, table.board.cards[card]?.start as number);
  const replacement = pile.shift() as number;
  pile.push(card);
  table.turn.drawn = replaceAt(table.turn.drawn, index, replacement);
  table.turn.swapped = replaceAt(table.turn.swapped, index, true);
  table.out?.push({ type: 'tripCardSwapped', player: seat, index, card: replacement });
}

/** The phase each action belongs to (pass: any optional step). */
const PHASE_OF: Readonly<Record<AmbassadorsAction['type'], readonly AmbassadorsState['phase'][]>> = {
  roll: ['roll'],
  boost: ['move'],
  move: ['move'],
  ambush: ['ambush'],
  buy: ['shop'],
  swap: ['choose'],
  keep: ['choose'],
  sell: ['sell'],
  pass: ['move', 'ambush', 'shop'],
};

/** Why `seat` may not act now: the game is over, or the turn is another seat's (null: it may). */
export function turnRefusal(state: Pick<AmbassadorsState, 'phase' | 'turn'>, seat: number): RuleError | null {
  if (state.phase === 'over') return { code: 'gameOver', detail: 'The game is over.' };
  return seat === state.turn.player ? null : { code: 'notYourTurn', detail: `It is seat ${state.turn.player}'s turn.` };
}

/** Why `action` is refused in `table` (nothing changed yet), or null. */
function refusal(table: Table, action: AmbassadorsAction): Result<never> | null {
  const { board } = table;
  const seat = action.player;
  const turn = turnRefusal(table, seat);
  if (turn) return err(turn.code, turn.detail);
  if (!PHASE_OF[action.type].includes(table.phase))
    return table.phase === 'sell' ? err('mustSell', 'Sell ambassadors to pay the debt first.') : err('wrongPhase', `No ${action.type} in the ${table.phase} step.`);
  const p = seatOf(table, seat);
  switch (action.type) {
    case 'boost':
      return (p.hand[BONUS_KINDS.indexOf(action.card)] as number) > 0 ? null : err('noSuchCard', `No ${action.card} card in hand.`);
    case 'move': {
      const rule = { seat, from: p.spot, points: table.turn.points, target: p.trip.target, jokers: p.hand[3] as number };
      const checked = checkWalk(board, table, rule, action.path, action.joker);
      return checked.ok ? null : checked;
    }
    case 'ambush':
      if (p.hand[2] === 0) return err('noSuchCard', 'No ambush card in hand.');
      return ambushAllowed(board, table, action.dot) ? null : err('ambushNotAllowed', 'An ambush goes on a free dot of a stretch where no figure stands.');
    case 'buy':
      if (p.gold < BONUS_PRICE) return err('cannotAfford', `A bonus card costs ${BONUS_PRICE} gold.`);
      return canDrawBonus(table) ? null : err('deckEmpty', 'No bonus card is left to buy.');
    case 'swap': {
      const card = table.turn.drawn[action.index];
      if (card === undefined) return err('badIndex', 'No drawn card there.');
      if (table.turn.swapped[action.index] || !holds(table.embassies, board.cards[card]?.target as number, seat))
        return err('swapNotAllowed', 'Only a drawn card whose target holds your ambassador may be swapped, once.');
      return (table.decks[board.cards[card]?.start as number] as number[]).length > 0 ? null : err('deckEmpty', 'The deck has no card to swap in.');
    }
    case 'keep':
      return table.turn.drawn[action.index] === undefined ? err('badIndex', 'No drawn card there.') : null;
    case 'sell':
      return holds(table.embassies, action.wonder, seat) ? null : err('noEmbassy', 'You hold no ambassador there.');
    default:
      return null;
  }
}

function perform(table: Table, action: AmbassadorsAction): void {
  const seat = action.player;
  switch (action.type) {
    case 'roll':
      return roll(table, seat);
    case 'boost':
      discardBonus(table, seat, action.card);
      table.turn.points += PLUS[action.card];
      table.out?.push({ type: 'boosted', player: seat, card: action.card });
      return;
    case 'move':
      return walk(table, seat, action.path, action.joker);
    case 'ambush':
      discardBonus(table, seat, 'ambush');
      table.ambushes = [...table.ambushes, action.dot];
      table.out?.push({ type: 'ambushPlaced', player: seat, dot: action.dot });
      return openShop(table);
    case 'buy': {
      const p = player(table, seat);
      p.gold -= BONUS_PRICE;
      drawBonus(table, seat, true);
      if (p.gold < BONUS_PRICE || !canDrawBonus(table)) endTurn(table);
      return;
    }
    case 'swap':
      return swap(table, seat, action.index);
    case 'keep':
      return keep(table, seat, action.index);
    case 'sell':
      return sell(table, seat, action.wonder);
    case 'pass':
      if (table.phase === 'move') return endMove(table);
      if (table.phase === 'ambush') return openShop(table);
      return endTurn(table);
  }
}

function step(state: AmbassadorsState, input: unknown, out: AmbassadorsEvent[] | null): Result<AmbassadorsState> {
  if (state.phase === 'over') return err('gameOver', 'The game is over.');
  if (!CONTENT.ok) return CONTENT;
  const board: Board = CONTENT.value;
  const read = readAction(input, state.options.players, board);
  if (!read.ok) return read;
  const action = read.value;
  const table = openTable(state, board, out);
  const refused = refusal(table, action);
  if (refused) return refused;
  perform(table, action);
  return ok(closeTable(table, { action, previous: state.log }));
}

/** The one transition: the state after `input`, or why it is refused (the state is never changed). */
export const apply = (state: AmbassadorsState, input: unknown): Result<AmbassadorsState> => step(state, input, null);

export interface Played {
  readonly state: AmbassadorsState;
  readonly events: readonly AmbassadorsEvent[];
}

/** `apply`, also returning what the action caused. */
export function play(state: AmbassadorsState, input: unknown): Result<Played> {
  const events: AmbassadorsEvent[] = [];
  const next = step(state, input, events);
  return next.ok ? ok({ state: next.value, events }) : next;
}
