// What the AI's seat may expect, in gold, from where it stands: the trip's reward by the rolls it
// will likely take, the ambassador it leaves (more so when it shortens the chain to the City, and
// most when it wins), less the rolls spent, the tolls paid and the ambushes met. Read from the
// seat's view only.
import { board, isWonder, missingOnChain, pathOfStep, pathOpen, reward, stepsAround, stepsTo, wonderDistances, type AmbassadorsView, type Board, type SeatView, type TripCard } from '../rules/index';
import type { Profile } from './levels';
import { covers, MAX_ROLLS } from './odds';

/** Linking the chain wins the game: worth more than any gold. */
export const WIN_GOLD = 1_000_000;
/** An ambassador on the board, apart from the chain: the round cap's tie-break and a toll card. */
const AMBASSADOR_GOLD = 30;
/** Ambassadors kept in supply beyond what the chain still needs: a trip's card may go astray. */
const SPARE_AMBASSADORS = 2;
/** Placing an ambassador the chain needs elsewhere: the game can no longer be won. */
const STRANDED_GOLD = 100_000;
/** A spot from which the target cannot be reached now. */
const LOST_GOLD = -1_000;
/** A step nearer the target, all else equal. */
const NEARER_GOLD = 0.1;
/** Points a roll brings on average. */
export const MEAN_ROLL = 7;

export class Valuer {
  readonly board: Board = board();
  readonly me: SeatView;
  readonly start: number;
  private readonly missing: number;
  private readonly bonuses = new Map<number, number>();

  constructor(
    readonly view: AmbassadorsView,
    readonly seat: number,
    readonly profile: Profile,
    /** Routes go around rivals' figures standing on dots (else through them, as they will move on). */
    private readonly aroundRivals = false,
  ) {
    this.me = view.boards[seat] as SeatView;
    this.start = this.board.starts[(view.starts[seat] as number) - 1] as number;
    this.missing = missingOnChain(this.board, view.embassies, seat, this.start);
  }

  /** Steps from every spot to `target` over the paths open now (−1: out of reach). */
  stepsTo(target: number): Int16Array {
    if (!this.aroundRivals) return stepsTo(this.board, this.view.embassies, target);
    const walls = this.view.boards.flatMap((p, s) => (s === this.seat || isWonder(this.board, p.spot) ? [] : [p.spot]));
    return stepsAround(this.board, this.view.embassies, target, walls);
  }

  /** Every step that gets closer to the target is onto a rival's figure. */
  blocked(): boolean {
    const dist = this.stepsTo(this.me.trip.target);
    const at = this.me.spot;
    const closer = (this.board.neighbours[at] as readonly number[]).filter((n) => dist[n] === (dist[at] as number) - 1);
    return closer.length > 0 && closer.every((n) => this.view.boards.some((p, s) => s !== this.seat && p.spot === n && !isWonder(this.board, n)));
  }

  /** A shortest route from `from` to `target` (the spots entered), the lowest-numbered step at each fork. */
  route(from: number, target: number): number[] {
    const dist = this.stepsTo(target);
    const out: number[] = [];
    let at = from;
    while ((dist[at] as number) > 0) {
      const next = (this.board.neighbours[at] as readonly number[]).find((n) => dist[n] === (dist[at] as number) - 1);
      if (next === undefined) break;
      out.push(next);
      at = next;
    }
    return out;
  }

  /** Gold the ambassador left at `target` is worth: its share of the chain, a win, nothing where one of ours already stands. */
  arrivalBonus(target: number): number {
    const cached = this.bonuses.get(target);
    if (cached !== undefined) return cached;
    let bonus = 0;
    if (!(((this.view.embassies[target] as number) >> this.seat) & 1) && this.me.supply > 0) {
      const after = missingOnChain(this.board, this.view.embassies, this.seat, this.start, target);
      const claim = this.view.claims[target] === -1 ? (this.board.tolls[target] as number) : 0;
      if (after === 0) bonus = WIN_GOLD;
      else if (after < this.missing) bonus = AMBASSADOR_GOLD + claim + this.profile.progressGold * (this.missing - after);
      // Off the chain, an ambassador is one fewer for it: a loss once the supply runs short, and
      // the game itself once the chain would lack one (only a debt gives one back).
      else if (this.me.supply > this.missing + SPARE_AMBASSADORS) bonus = AMBASSADOR_GOLD + claim;
      else bonus = this.me.supply > this.missing ? -this.profile.progressGold : -STRANDED_GOLD;
    }
    this.bonuses.set(target, bonus);
    return bonus;
  }

  /** Arriving on roll `roll` of a trip on `card`: its band's gold and the ambassador, or the fine once it failed. */
  private arrival(card: TripCard | null, target: number, roll: number): number {
    if (!card) return 0;
    return roll <= card.mid ? reward(card, roll) + this.arrivalBonus(target) : -card.fine;
  }

  /** An arrival still to come: one that would cost dear may wait for the trip to fail (its fine, and the rolls to wait). */
  private laterArrival(card: TripCard | null, target: number, roll: number): number {
    const now = this.arrival(card, target, roll);
    return card && roll <= card.mid ? Math.max(now, -card.fine - this.profile.turnGold * (card.mid + 1 - roll)) : now;
  }

  /** A trip on `card` (null: failed) `d` steps from `target`, `rolls` rolled so far: its worth as the dice will go. */
  trip(card: TripCard | null, target: number, d: number, rolls: number): number {
    if (d < 0) return LOST_GOLD;
    if (d === 0) return this.arrival(card, target, rolls);
    const turn = this.profile.turnGold;
    if (!this.profile.diceOdds) {
      // The band by whole rolls, the time by the steps: a step nearer always counts.
      return this.laterArrival(card, target, rolls + Math.ceil(d / MEAN_ROLL)) - (turn * d) / MEAN_ROLL;
    }
    let value = 0;
    let before = 0;
    for (let n = 1; n <= MAX_ROLLS; n++) {
      const now = covers(n, d);
      value += (now - before) * (this.laterArrival(card, target, rolls + n) - turn * n);
      before = now;
    }
    return value + (1 - before) * ((card ? -card.fine : 0) - turn * (MAX_ROLLS + 1));
  }

  /** The current trip's worth with the figure at `spot`. */
  tripFrom(spot: number): number {
    const { trip } = this.me;
    const card = trip.card === null ? null : (this.board.cards[trip.card] ?? null);
    const d = this.stepsTo(trip.target)[spot] as number;
    // A step nearer is worth a little even where the odds of the rolls to come do not change.
    return this.trip(card, trip.target, d, trip.rolls) - this.hazards(spot, trip.target) - d * NEARER_GOLD;
  }

  /** Careful levels: ambushes on the route ahead (a joker each, or most of a roll lost). */
  private hazards(spot: number, target: number): number {
    if (!this.profile.careful || this.view.ambushes.length === 0) return 0;
    let jokers = (this.me.hand?.[3] as number | undefined) ?? 0;
    let cost = 0;
    for (const at of this.route(spot, target)) {
      if (!this.view.ambushes.includes(at)) continue;
      if (jokers > 0) {
        jokers--;
        cost += this.cardGold(2);
      } else cost += this.profile.turnGold * 0.6;
    }
    return cost;
  }

  /** Tolls a walk pays to rivals (once per wonder per move, counting those paid already). */
  tolls(path: readonly number[]): number {
    const b = this.board;
    const paid = new Set(this.view.turn.tolled);
    let gold = 0;
    let at = this.me.spot;
    for (const to of path) {
      const info = b.paths[pathOfStep(b, at, to)];
      at = to;
      if (!info?.orange) continue;
      for (const end of [info.a, info.b]) {
        const holder = this.view.claims[end] as number;
        if (holder < 0 || holder === this.seat || paid.has(end)) continue;
        paid.add(end);
        gold += b.tolls[end] as number;
      }
    }
    return gold;
  }

  /** What a card worth `points` movement points is worth kept in hand. */
  cardGold(points: number): number {
    return (points * this.profile.turnGold) / MEAN_ROLL;
  }

  /** A drawn card's worth as the next trip from `from`: its gold and ambassador, and how near the City it leads. */
  nextTrip(card: number, from: number): number {
    const info = this.board.cards[card] as TripCard;
    const d = this.stepsTo(info.target)[from] as number;
    return this.trip(info, info.target, d, 0) - this.cityRolls(info.target) * this.profile.turnGold * 0.5;
  }

  /** Rolls from `wonder` to the City over the shortcuts open now and those an ambassador at `wonder` opens. */
  private cityRolls(wonder: number): number {
    const b = this.board;
    const soon = this.view.embassies.map((mask, w) => (w === wonder ? mask | (1 << this.seat) : mask));
    const paths = b.paths.filter((p, i) => !p.orange || pathOpen(b, soon, i));
    return (wonderDistances({ wonders: b.wonders, paths }, wonder, true)[b.city] as number) / MEAN_ROLL;
  }
}
