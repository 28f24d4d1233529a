// What a sheet is worth: the final score it promises. Points already secured (round totals
// written, sights joined counted for every round end still to come, pairs, bonus cards) plus
// every goal still open, priced by the cheapest way to reach it: each free pair of hexes on the
// way costs more the rarer the cards that allow it, and a goal keeps `decay` of its value per
// unit of cost. Goals are also placed in time, nearest first, each after a share (`queue`) of
// the work on those before it: a sight reached later misses round ends, a pair reached after
// the last turn scores nothing.
import { LETTERS, RED_POINTS, SIGHT_KINDS, bitCount, pairHexes, pairPoints, sightValue, type Board, type Letter, type TucanaState } from '../rules/index';
import { infoOf, type IslandInfo } from './island-info';
import { Paths } from './paths';
import type { Timing } from './timing';

export interface Weights {
  /** Share of a goal's value kept per unit of cost (a free pair of the commonest terrains costs 1). */
  readonly decay: number;
  /** Turns per unit of cost, to tell in which round a goal is reached. */
  readonly pace: number;
  /** Turns of doubt around that estimate. */
  readonly spread: number;
  /** How much rarer terrain pairs cost: (commonest chance / its chance) ^ rarity. */
  readonly rarity: number;
  /** Points of a bonus segment (earned by the last sight of a kind) with a round or more to play. */
  readonly bonusSegment: number;
  /** Share of a blue card counted for a pair not joined yet when others may take it first. */
  readonly blueShare: number;
  /** Share of the cost of the goals reached before it that delays a goal (paths are partly shared). */
  readonly queue: number;
}

/** A pair of terrains no card left can allow costs this much per segment. */
const MAX_COST = 12;
const paths = new Paths();
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Values a player's sheets for one decision (built once, asked for every candidate). */
export class Evaluator {
  readonly info: IslandInfo;
  /** Per edge: what drawing it costs while free. */
  readonly costs: Float64Array;
  private readonly weights: Weights;
  private readonly timing: Timing;
  private readonly pairs: Int16Array;
  private readonly board: Board;
  /** Rounds the game has, turns per round. */
  private readonly rounds: number;
  private readonly perRound: number;
  /** Per letter: the blue card the pair would bring now, and whether others compete for it. */
  private readonly blueNow: readonly number[];
  /** Per sight kind: the red card's points still to take by joining two of its sights (0: none). */
  private readonly redNow: readonly number[];
  private readonly solo: boolean;
  // Scratch, per evaluation.
  private readonly netLabel = new Uint8Array(256);
  private readonly sightCost = new Float64Array(32);
  /** Open goals of the sheet being valued: cost, points per round end, points once. */
  private goalCount = 0;
  private readonly goalCost = new Float64Array(64);
  private readonly goalRound = new Float64Array(64);
  private readonly goalOnce = new Float64Array(64);
  private readonly order = new Int32Array(64);

  constructor(state: TucanaState, player: number, weights: Weights, timing: Timing, classChances: Float64Array) {
    this.board = state.boards[player] as Board;
    this.info = infoOf(timing.island);
    this.weights = weights;
    this.timing = timing;
    this.rounds = timing.island.rounds;
    this.perRound = timing.perRound;
    this.pairs = pairHexes(timing.island, state.letters[player] as readonly Letter[]);
    this.solo = state.options.players === 1;
    this.blueNow = LETTERS.map((_, l) => state.blue[l]?.[0] ?? 0);
    this.redNow = SIGHT_KINDS.map((kind, k) => {
      const open = state.redCards.some((card, i) => card === kind && state.redOpen[i]);
      return open && this.board.red[k] === 0 ? RED_POINTS : 0;
    });
    let best = 0;
    for (const c of classChances) best = Math.max(best, c);
    const classCost = Array.from(classChances, (c) => (c > 0 ? Math.min(MAX_COST, (best / c) ** weights.rarity) : MAX_COST));
    const { edgeClass } = this.info;
    this.costs = Float64Array.from(edgeClass, (c) => classCost[c] as number);
  }

  /** Share of a round's sight totals a goal `cost` away will be in, summed over the round ends to come. */
  private roundsCounted(cost: number): number {
    const { pace, spread } = this.weights;
    let total = 0;
    for (let j = this.timing.round; j < this.rounds; j++) total += sigmoid((this.timing.left + (j - this.timing.round) * this.perRound - cost * pace + 0.5) / spread);
    return total;
  }

  /** Chance that a goal `cost` away is reached before the game ends. */
  private inTime(cost: number): number {
    const left = this.timing.left + (this.rounds - 1 - this.timing.round) * this.perRound;
    return sigmoid((left - cost * this.weights.pace + 0.5) / this.weights.spread);
  }

  /** When set, `value` marks the free edges on each goal's cheapest path here. */
  private marks: Uint8Array | null = null;

  /** The free edges on the cheapest paths to the sheet's goals: where its next segments matter. */
  pathEdges(segments: ArrayLike<number>, groups: Uint8Array): Uint8Array {
    this.marks = new Uint8Array(this.info.island.edgeCount);
    this.value(segments, groups);
    const marks = this.marks;
    this.marks = null;
    return marks;
  }

  private markPath(target: number): void {
    const { island } = this.info;
    const marks = this.marks as Uint8Array;
    for (let h = target; paths.via[h] !== -1 && (paths.dist[h] as number) > 0; ) {
      const e = paths.via[h] as number;
      marks[e] = 1;
      const a = island.edgeHexes[2 * e] as number;
      h = a === h ? (island.edgeHexes[2 * e + 1] as number) : a;
    }
  }

  private addGoal(cost: number, perRound: number, once: number): void {
    const g = this.goalCount++;
    this.goalCost[g] = cost;
    this.goalRound[g] = perRound;
    this.goalOnce[g] = once;
  }

  /**
   * A red card of sight kind `k` worth `points`: taken when the turn closes if two of its sights are
   * joined now (returned), else a goal as far as the cheapest way between two of them.
   */
  private redGoal(k: number, points: number, segments: ArrayLike<number>, groups: Uint8Array): number {
    const { island } = this.info;
    let cost = Infinity;
    let target = -1;
    for (let s = 0; s < island.sights.length; s++) {
      if (island.sightKinds[s] !== k) continue;
      paths.reset(island);
      paths.addSource(island.sights[s] as number);
      paths.spread(segments, this.costs);
      for (let t = s + 1; t < island.sights.length; t++) {
        if (island.sightKinds[t] !== k) continue;
        const hex = island.sights[t] as number;
        if (groups[hex] === groups[island.sights[s] as number]) return points;
        if ((paths.dist[hex] as number) < cost) [cost, target] = [paths.dist[hex] as number, hex];
      }
      if (this.marks && target >= 0) this.markPath(target);
    }
    if (target >= 0) this.addGoal(cost, 0, points);
    return 0;
  }

  /** The final score this sheet promises (its segments and their groups). */
  value(segments: ArrayLike<number>, groups: Uint8Array): number {
    const { island } = this.info;
    const { decay, bonusSegment } = this.weights;
    const roundsLeft = this.rounds - this.timing.round;
    const netLabel = this.netLabel;
    netLabel.fill(0, 0, island.size);
    for (const v of island.villages) netLabel[groups[v] as number] = 1;

    // Sights joined to a village now, and the cheapest way from the villages' groups to the others.
    paths.reset(island);
    let scored = 0;
    for (let h = 0; h < island.size; h++) if (netLabel[groups[h] as number]) paths.addSource(h);
    paths.spread(segments, this.costs);
    for (let s = 0; s < island.sights.length; s++) {
      const d = paths.dist[island.sights[s] as number] as number;
      this.sightCost[s] = d;
      if (this.marks) this.markPath(island.sights[s] as number);
      if (d === 0 && netLabel[groups[island.sights[s] as number] as number]) scored |= 1 << s;
    }
    let value = this.timing.written + sightValue(island, scored) * roundsLeft;

    // Open goals: the sights, kind by kind (the nearest takes the next value of its row), and the pairs.
    this.goalCount = 0;
    for (let k = 0; k < SIGHT_KINDS.length; k++) {
      const mask = island.kindMasks[k] as number;
      const values = island.sightValues[k] as readonly number[];
      let count = bitCount(scored & mask);
      let taken = scored;
      while (count < values.length) {
        let pick = -1;
        for (let s = 0; s < island.sights.length; s++) {
          if (!(mask & (1 << s)) || taken & (1 << s)) continue;
          if (pick < 0 || (this.sightCost[s] as number) < (this.sightCost[pick] as number)) pick = s;
        }
        taken |= 1 << pick;
        count++;
        const last = count === values.length;
        this.addGoal(this.sightCost[pick] as number, values[count - 1] as number, last ? bonusSegment * Math.min(1, roundsLeft - 1 + this.timing.left / this.perRound) : 0);
      }
    }

    // Village pairs and their blue cards.
    let joined = 0;
    for (let l = 0; l < LETTERS.length; l++) {
      const a = this.pairs[2 * l] as number;
      const b = this.pairs[2 * l + 1] as number;
      if (groups[a] === groups[b]) {
        joined |= 1 << l;
        // Joined this turn: the card on top of its pile now is taken when the turn closes.
        if ((this.board.blue[l] as number) === 0) value += this.blueNow[l] as number;
        continue;
      }
      paths.reset(island);
      paths.addSource(a);
      const d = paths.spread(segments, this.costs, b);
      if (this.marks) this.markPath(b);
      const blue = (this.blueNow[l] as number) * (this.solo ? 1 : this.weights.blueShare);
      this.addGoal(d, 0, (island.pairValues[l] as number) + blue);
    }

    // Red cards (the Special Bonus): the cheapest way between two sights of the card's kind.
    for (let k = 0; k < SIGHT_KINDS.length; k++) {
      const points = this.redNow[k] as number;
      if (points > 0) value += this.redGoal(k, points * (this.solo ? 1 : this.weights.blueShare), segments, groups);
    }

    // Goals are reached one after another, nearest first: each waits for part of the work before it.
    const order = this.order.subarray(0, this.goalCount);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((x, y) => (this.goalCost[x] as number) - (this.goalCost[y] as number));
    let before = 0;
    for (const g of order) {
      const d = this.goalCost[g] as number;
      const time = d + this.weights.queue * before;
      before += d;
      const keep = decay ** d;
      value += keep * ((this.goalRound[g] as number) * this.roundsCounted(time) + (this.goalOnce[g] as number) * this.inTime(time));
    }
    value += pairPoints(island, joined);
    for (const points of this.board.blue) value += points;
    for (const points of this.board.red) value += points;
    return value;
  }
}
