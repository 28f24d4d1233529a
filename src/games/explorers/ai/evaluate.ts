// The position evaluation: what a sheet is expected to be worth at the end of the game, from
// the points already secured plus every goal still in reach, each discounted by the Xs it takes
// to get there and priced at the time it would be reached (gemstones score at every round end
// still to come, solo temples lose a place each round, provisions only score in their round).
import * as engine from '../rules/index';
import type { GameState, Side, Track } from '../rules/index';
import { achievementOutlook, type GoalView } from './achievement-outlook';
import { AchievementStatus } from './achievement-status';
import * as distance from './distance';
import { mapInfo, type MapInfo } from './map-info';
import { sheetOf, type Sheet } from './sheet';
import { SquareWindows } from './square-windows';
import * as timing from './timing';

// Read once: evaluations run thousands of times per decision, and a module's exports may be
// reached through accessors (as when the benchmark and the server run the sources directly).
const { CELLS, MAP_SIZE, TERRAINS, isRace, tables, gemPoints, gemSlots, provisionPointsFor, villagePointsFor } = engine;
const { FAR, SearchDistances, distancesFrom } = distance;
const { LAST_TURN, roundOfTurn, turnIndexOf } = timing;
const { ROUNDS, TURNS_PER_ROUND, KEY_SLOTS, SCROLL_SLOTS, RACE_VALUES, TEMPLE_VALUES, TEMPLE_BONUS_XS, PROVISION_COLUMNS, AVOID_POINTS } = tables;

/** How a level values the future. */
export interface Weights {
  /** Share of a goal's value kept per X of distance (an X can be spent only once, and the card may not allow it). */
  readonly decay: number;
  /** Xs per turn a player can steer towards one goal. */
  readonly pace: number;
  /** Points an extra X is worth (horses, expert temple bonus Xs). */
  readonly xValue: number;
  /** Points an unused scroll is worth while turns remain to use it. */
  readonly scrollValue: number;
  /** Points per terrain with free cells at the edge of the explored land (room to use any card). */
  readonly mobility: number;
  /**
   * Share kept of the outlook of the goals many cells offer (gemstones, provisions, horses,
   * scrolls): each is priced as if the Xs went to it alone, but they compete for the same Xs.
   */
  readonly commonGoals: number;
  /**
   * How those goals crowd each other out besides: ranked by value, the k-th (from 0) keeps
   * 1 / (1 + crowding × k) of its share (0: every one keeps it all).
   */
  readonly crowding: number;
  /** Temple places are priced knowing which opponents will get there first. */
  readonly rivals: boolean;
  /** Progress towards achievements counts before they score. */
  readonly achievements: boolean;
}

/** Open positions of a shared track, best first. */
const openPositions = (track: Track): number[] => track.open.flatMap((open, i) => (open ? [i] : []));
/** Goals whose value is discounted below this share are treated as out of reach. */
const NEGLIGIBLE = 0.004;

/** Sorts the first `n` numbers of `xs` in place, ascending (short lists: insertion sort). */
function sortPrefix(xs: number[], n: number): void {
  for (let i = 1; i < n; i++) {
    const x = xs[i] as number;
    let j = i - 1;
    while (j >= 0 && (xs[j] as number) > x) {
      xs[j + 1] = xs[j] as number;
      j--;
    }
    xs[j + 1] = x;
  }
}
const NONE_CROSSED = [0, 0, 0] as const;

export class Evaluator implements GoalView {
  readonly info: MapInfo;
  readonly dist = new Uint8Array(CELLS);
  /** The free cells one X away from the position being evaluated, one bit mask per row. */
  private readonly ring = new Uint16Array(MAP_SIZE);
  private readonly terrainCounts = new Int32Array(TERRAINS.length);
  /** Xs to each temple not visited yet in the position being evaluated (reused by achievements). */
  readonly templeCost: number[] = [FAR, FAR, FAR, FAR];
  private readonly templeOrder = [0, 0, 0, 0];
  private readonly sides: Readonly<Record<'temples' | 'provisions' | 'villages' | 'gemstones', Side>>;
  private readonly solo: boolean;
  private readonly round: number;
  private readonly turnNow: number;
  private readonly discount: Float64Array;
  /** Distances beyond this are not worth computing (see NEGLIGIBLE). */
  private readonly horizon: number;
  /** The values of the goals many cells offer in the position being evaluated (see `crowdedGoals`). */
  private readonly goals: number[] = [];
  private goalCount = 0;
  /** Scratch lists of distances, one per use, so evaluations allocate nothing. */
  private readonly scratch = Array.from({ length: 8 }, () => [] as number[]);
  /** Per provision kind: its unmarked cells, and the first of them not yet planned. */
  private readonly counts = new Int32Array(3);
  private readonly next = new Int32Array(3);
  private readonly templeOpen: readonly number[][];
  private readonly raceOpen: readonly number[][];
  /** Per quadrant: the turns at which opponents are expected to reach the temple. */
  private readonly rivalArrivals: readonly number[][];
  private readonly status: AchievementStatus;
  private readonly distances: distance.SearchDistances;
  readonly squares: SquareWindows;
  /** Per achievement in play, in the position being evaluated: points, or 1/0 for a race met. */
  private readonly achieved: number[];
  private readonly races: readonly boolean[];

  constructor(
    readonly state: GameState,
    readonly player: number,
    readonly weights: Weights,
  ) {
    this.info = mapInfo(state.map);
    this.sides = state.options.sides;
    this.solo = state.options.players === 1;
    this.round = state.turn.round;
    this.turnNow = turnIndexOf(state);
    this.horizon = Math.min(FAR - 1, Math.ceil(Math.log(NEGLIGIBLE) / Math.log(weights.decay)));
    this.discount = Float64Array.from({ length: FAR + 1 }, (_, d) => (d > this.horizon ? 0 : weights.decay ** d));
    this.templeOpen = state.temples.map(openPositions);
    this.raceOpen = state.raceTracks.map(openPositions);
    this.rivalArrivals = weights.rivals ? this.rivals() : state.temples.map(() => []);
    this.distances = new SearchDistances(state.map, this.horizon);
    this.squares = new SquareWindows(state.map);
    this.status = new AchievementStatus(state.map, state.achievements, this.squares);
    this.achieved = state.achievements.map(() => 0);
    this.races = state.achievements.map(isRace);
  }

  /** Expected final score of `sheet`, `ahead` turns after the current one. */
  value(sheet: Sheet, ahead = 0): number {
    const now = this.turnNow + ahead;
    this.distances.measure(sheet.baseMarks, sheet.rows, sheet.added, this.dist, this.ring);
    this.templeCosts(sheet, this.dist, this.templeCost);
    this.status.measure(sheet.baseMarks, sheet.marks, sheet.added, this.achieved);
    this.goalCount = 0;
    this.gemOutlook(sheet, now);
    this.provisionOutlook(sheet, now);
    this.extrasOutlook(sheet, now);
    let total =
      this.secured(sheet) +
      this.crowdedGoals() +
      this.villageOutlook(sheet.marks, now) +
      this.templeOutlook(now) +
      // Room to play matters only while turns remain.
      (now < LAST_TURN ? this.mobility() : 0);
    if (this.weights.achievements) total += achievementOutlook(this, sheet.races, this.achieved, sheet, now);
    return total;
  }

  /** Share of a goal's value kept when it lies `cost` Xs away. */
  weight(cost: number): number {
    return this.discount[Math.min(cost, FAR)] as number;
  }

  /** Turn index at which a goal `cost` Xs away is reached, counting from turn `now`. */
  arrival(cost: number, now: number): number {
    return now + Math.ceil(cost / this.weights.pace);
  }

  /** Value of a goal `cost` Xs away that must be reached by turn `deadline`. */
  reachable(cost: number, now: number, deadline = LAST_TURN): number {
    return cost >= FAR || this.arrival(cost, now) > deadline ? 0 : this.weight(cost);
  }

  // ---- points already secured ---------------------------------------------------------------

  private secured(sheet: Sheet): number {
    const { sides } = this;
    const { column, marks } = sheet;
    let total = sheet.recorded + provisionPointsFor(sides.provisions, (column[0] as number) + (column[1] as number) + (column[2] as number));
    // Round ends the searched steps crossed score as the rules score them.
    for (let i = 0; i < sheet.closedGems.length; i++) {
      total += provisionPointsFor(sides.provisions, sheet.closedProvisions[i] as number) + gemPoints(sides.gemstones, sheet.closedGems[i] as number);
    }
    total += gemPoints(sides.gemstones, sheet.gems) * (ROUNDS - sheet.round);
    total += this.villagesNow(marks);
    for (const position of sheet.temples) if (position >= 0) total += this.templePlace(position);
    for (let i = 0; i < sheet.reached.length; i++) total += this.templeValueAt(sheet.reached[i] as number, sheet.reachedAt[i] as number);
    for (let i = 0; i < this.achieved.length; i++) {
      const won = sheet.races[i] as number;
      const achieved = this.achieved[i] as number;
      if (!this.races[i]) total += achieved;
      else if (won >= 0) total += RACE_VALUES[won] as number;
      else if (achieved > 0) total += this.raceValueAt(i, 0);
    }
    return total;
  }

  private villagesNow(marks: Uint8Array): number {
    const side = this.sides.villages;
    let total = 0;
    let fewest = 4;
    for (const sides of this.info.villageSides) {
      let n = 0;
      for (const cell of sides) if (marks[cell] !== 0) n++;
      total += villagePointsFor(side, n);
      fewest = Math.min(fewest, n);
    }
    return side === 'basic' ? total : villagePointsFor(side, fewest);
  }

  private templePlace(position: number): number {
    const side = this.sides.temples;
    return (TEMPLE_VALUES[side][position] as number) + (TEMPLE_BONUS_XS[side][position] as number) * this.weights.xValue;
  }

  /** Value of temple `q` reached at turn `arrivalTurn` (solo: a place is struck each round; else rivals may come first). */
  private templeValueAt(q: number, arrivalTurn: number, now = this.turnNow): number {
    const open = this.templeOpen[q] as number[];
    const skipped = this.solo
      ? roundOfTurn(Math.max(arrivalTurn, now)) - this.round
      : (this.rivalArrivals[q] as number[]).filter((t) => t < arrivalTurn).length;
    const position = open[skipped];
    return position === undefined ? 0 : this.templePlace(position);
  }

  /** Value of race achievement `i` if met at turn `arrivalTurn` (solo: a place is struck each round). */
  raceValueAt(i: number, arrivalTurn: number): number {
    const open = this.raceOpen[i] as number[];
    const skipped = this.solo ? roundOfTurn(Math.max(arrivalTurn, this.turnNow)) - this.round : 0;
    const position = open[skipped];
    return position === undefined ? 0 : (RACE_VALUES[position] as number);
  }

  // ---- goals still in reach ---------------------------------------------------------------

  private gemOutlook(sheet: Sheet, now: number): void {
    const side = this.sides.gemstones;
    const slots = gemSlots(side);
    const { gems } = sheet;
    if (gems >= slots) return;
    const costs = this.scratch[0] as number[];
    const n = this.unmarkedCosts(this.info.cellsOf.gem, sheet.marks, costs);
    const first = this.goalCount;
    for (let j = 0; j < n && gems + j < slots; j++) {
      const cost = costs[j] as number;
      const arrival = this.arrival(cost, now);
      if (cost >= FAR || arrival > LAST_TURN) break;
      const roundEnds = ROUNDS - roundOfTurn(arrival);
      this.goal((gemPoints(side, gems + j + 1) - gemPoints(side, gems + j)) * roundEnds * this.weight(cost));
    }
    this.beyondAvoid('gem', sheet.marks, first);
  }

  /** Provisions round by round: each kind still free in a round is planned on its nearest unused cells. */
  private provisionOutlook(sheet: Sheet, now: number): void {
    const side = this.sides.provisions;
    // Per kind, the unmarked cells' distances, nearest first; `next` is the first one not yet planned.
    const { provisionCells } = this.info;
    const { counts, next } = this;
    for (let kind = 0; kind < 3; kind++) {
      counts[kind] = this.unmarkedCosts(provisionCells[kind] as number[], sheet.marks, this.scratch[1 + kind] as number[]);
      next[kind] = 0;
    }
    const picks = this.scratch[6] as number[];
    for (let round = sheet.round; round < ROUNDS; round++) {
      const capacity = PROVISION_COLUMNS[side][round] as readonly number[];
      const crossed = round === sheet.round ? sheet.column : NONE_CROSSED;
      const deadline = (round + 1) * TURNS_PER_ROUND - 1;
      let picked = 0;
      let n = 0;
      for (let kind = 0; kind < 3; kind++) {
        n += crossed[kind] as number;
        const mine = this.scratch[1 + kind] as number[];
        for (let free = (capacity[kind] as number) - (crossed[kind] as number); free > 0; free--) {
          if ((next[kind] as number) >= (counts[kind] as number)) break;
          const cost = mine[next[kind] as number] as number;
          if (cost >= FAR || this.arrival(cost, now) > deadline) break;
          picks[picked++] = cost;
          next[kind]++;
        }
      }
      sortPrefix(picks, picked);
      for (let i = 0; i < picked; i++) {
        this.goal((provisionPointsFor(side, n + 1) - provisionPointsFor(side, n)) * this.weight(picks[i] as number));
        n++;
      }
    }
  }

  private villageOutlook(marks: Uint8Array, now: number): number {
    const side = this.sides.villages;
    const dist = this.dist;
    let total = 0;
    let floor = 4;
    // Expert: only the poorest village scores, so each level needs every village raised to it.
    const levelShares = [1, 1, 1, 1, 1];
    for (const sides of this.info.villageSides) {
      let marked = 0;
      let n = 0;
      const costs = this.scratch[4] as number[];
      for (const cell of sides) {
        if (marks[cell] !== 0) marked++;
        else costs[n++] = dist[cell] as number;
      }
      sortPrefix(costs, n);
      floor = Math.min(floor, marked);
      for (let j = 0; j < n; j++) {
        const share = this.reachable(costs[j] as number, now);
        if (side === 'basic') total += (villagePointsFor(side, marked + j + 1) - villagePointsFor(side, marked + j)) * share;
        else levelShares[marked + j + 1] = (levelShares[marked + j + 1] as number) * share;
      }
      for (let level = marked + n + 1; level <= 4; level++) levelShares[level] = 0;
    }
    if (side === 'basic') return total;
    for (let level = floor + 1; level <= 4; level++) total += (villagePointsFor(side, level) - villagePointsFor(side, level - 1)) * (levelShares[level] as number);
    return total;
  }

  /**
   * Xs to each temple not visited yet, fetching a key first when none is spare (FAR: out of
   * reach), written into `costs`.
   */
  private templeCosts(sheet: Sheet, dist: Uint8Array, costs: number[]): number[] {
    const { temples } = this.state.map;
    const keys = this.info.cellsOf.key;
    let spare = sheet.keysFound - sheet.keysUsed;
    let slots = KEY_SLOTS - sheet.keysFound;
    let taken = 0; // bit per key cell already planned for a temple
    // The temples still to visit, nearest first (a stable insertion sort: ties keep their order).
    const order = this.templeOrder;
    let n = 0;
    for (let q = 0; q < 4; q++) {
      costs[q] = FAR;
      if (sheet.temples[q] !== -1 || sheet.reached.includes(q) || (this.templeOpen[q] as number[]).length === 0) continue;
      const d = dist[temples[q] as number] as number;
      let j = n - 1;
      while (j >= 0 && (dist[temples[order[j] as number] as number] as number) > d) {
        order[j + 1] = order[j] as number;
        j--;
      }
      order[j + 1] = q;
      n++;
    }
    for (let i = 0; i < n; i++) {
      const q = order[i] as number;
      if (spare > 0) {
        costs[q] = dist[temples[q] as number] as number;
        spare--;
        continue;
      }
      if (slots <= 0) continue;
      let best = FAR;
      let bestKey = -1;
      for (let k = 0; k < keys.length; k++) {
        if (sheet.marks[keys[k] as number] !== 0 || taken & (1 << k)) continue;
        const via = (dist[keys[k] as number] as number) + ((this.info.keyToTemple[k] as number[])[q] as number);
        if (via < best) {
          best = via;
          bestKey = k;
        }
      }
      if (bestKey < 0) continue;
      taken |= 1 << bestKey;
      slots--;
      costs[q] = best;
    }
    return costs;
  }

  private templeOutlook(now: number): number {
    let total = 0;
    for (let q = 0; q < this.templeCost.length; q++) {
      const cost = this.templeCost[q] as number;
      const weight = this.reachable(cost, now);
      if (weight > 0) total += this.templeValueAt(q, this.arrival(cost, now), now) * weight;
    }
    return total;
  }

  /** Horses (an extra X each) and scrolls (4 Xs of any terrain, later). */
  private extrasOutlook(sheet: Sheet, now: number): void {
    const { weights } = this;
    const costs = this.scratch[5] as number[];
    const horses = this.goalCount;
    let n = this.unmarkedCosts(this.info.cellsOf.horse, sheet.marks, costs);
    for (let j = 0; j < n; j++) this.goal(weights.xValue * this.reachable(costs[j] as number, now));
    this.beyondAvoid('horse', sheet.marks, horses);
    const scrolls = this.goalCount;
    const inHand = sheet.scrollsFound - sheet.scrollsUsed;
    for (let j = Math.max(0, Math.min(inHand, LAST_TURN - now)); j > 0; j--) this.goal(weights.scrollValue);
    if (sheet.scrollsFound < SCROLL_SLOTS) {
      n = this.unmarkedCosts(this.info.cellsOf.scroll, sheet.marks, costs);
      for (let j = 0; j < n; j++) this.goal(weights.scrollValue * this.reachable(costs[j] as number, now, LAST_TURN - 1));
    }
    this.beyondAvoid('scroll', sheet.marks, scrolls);
  }

  /**
   * When an avoid achievement for objects of `kind` is still intact, going for them adds only
   * what exceeds its points (already counted as secured): the goals from index `first` on are
   * scaled down to that excess.
   */
  private beyondAvoid(kind: 'horse' | 'scroll' | 'gem', marks: Uint8Array, first: number): void {
    if (!this.state.achievements.includes(`avoid-${kind}`)) return;
    if (this.info.cellsOf[kind].some((cell) => marks[cell] !== 0)) return;
    const goals = this.goals;
    let outlook = 0;
    for (let i = first; i < this.goalCount; i++) outlook += goals[i] as number;
    const kept = outlook > 0 ? Math.max(0, outlook - AVOID_POINTS[kind]) / outlook : 0;
    for (let i = first; i < this.goalCount; i++) goals[i] = (goals[i] as number) * kept;
  }

  /** Notes the value of one goal that many cells offer (see `commonGoals` and `crowding`). */
  private goal(value: number): void {
    if (value > 0) this.goals[this.goalCount++] = value;
  }

  /** The goals that many cells offer: their share, the k-th most valuable keeping 1 / (1 + crowding × k) of it. */
  private crowdedGoals(): number {
    const { goals, goalCount } = this;
    const { commonGoals, crowding } = this.weights;
    let total = 0;
    if (crowding === 0) {
      // Every goal keeps its share: no ranking needed (the hard level's case, every evaluation).
      for (let i = 0; i < goalCount; i++) total += goals[i] as number;
      return commonGoals * total;
    }
    sortPrefix(goals, goalCount);
    // The most valuable (the last) keeps all of its share.
    for (let k = 0; k < goalCount; k++) total += (goals[goalCount - 1 - k] as number) / (1 + crowding * k);
    return commonGoals * total;
  }

  /** Room to use any card: free cells of each terrain next to the explored land. */
  private mobility(): number {
    if (this.weights.mobility === 0) return 0;
    const counts = this.terrainCounts.fill(0);
    const { terrain } = this.state.map;
    for (let r = 0; r < MAP_SIZE; r++) {
      for (let bits = this.ring[r] as number; bits !== 0; bits &= bits - 1) counts[terrain[r * MAP_SIZE + 31 - Math.clz32(bits & -bits)] as number]++;
    }
    let room = 0;
    for (let t = 0; t < TERRAINS.length; t++) room += Math.min(counts[t] as number, 3) / 3;
    return this.weights.mobility * room;
  }

  // ---- helpers ------------------------------------------------------------------------------

  /** Writes the distances to the unmarked cells among `cells` into `out`, nearest first; returns how many. */
  private unmarkedCosts(cells: readonly number[], marks: Uint8Array, out: number[]): number {
    let n = 0;
    for (const cell of cells) if (marks[cell] === 0) out[n++] = this.dist[cell] as number;
    sortPrefix(out, n);
    return n;
  }

  /** When each opponent is expected to reach each temple (turn indices). */
  private rivals(): number[][] {
    const arrivals: number[][] = this.state.temples.map(() => []);
    const dist = new Uint8Array(CELLS);
    // Opponents as a player sees them: their sheets as of the last closed step, never the Xs of the open one.
    this.state.settled.forEach((board, p) => {
      if (p === this.player) return;
      const sheet = sheetOf(board, this.round, []);
      distancesFrom(this.state.map, sheet.rows, dist);
      this.templeCosts(sheet, dist, [FAR, FAR, FAR, FAR]).forEach((cost, q) => {
        if (cost < FAR) arrivals[q]?.push(this.arrival(cost, this.turnNow));
      });
    });
    return arrivals;
  }
}
