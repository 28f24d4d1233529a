// Placing Xs one at a time. One mutable `Placer` serves everything: `apply` replays an action's
// cells through it, bots search with it, and the immutable `Draft` functions wrap it for UIs
// (highlighting legal cells, undo by keeping earlier drafts).
import { markRow, markedRows, marksWith, nextBoard, usableScrolls } from './board';
import { NEIGHBOURS, isCell, quadrantOf } from './grid';
import { err, ok, shown, type Result } from './result';
import { gemSlots } from './scoring';
import {
  KEY_SLOTS,
  PROVISION_COLUMNS,
  SCROLL_SLOTS,
  SCROLL_XS,
  SETUP_XS,
} from './tables';
import { MAP_SIZE, OBJECTS, TERRAINS, VILLAGE, type Action, type Effect, type PlacementMark, type Cell, type GameMap, type GameState, type Pick, type PlayerBoard, type Terrain } from './types';

export type DraftStart =
  | { readonly type: 'setup'; readonly terrain: Terrain }
  | { readonly type: 'turn'; readonly pick: Pick }
  | { readonly type: 'bonus'; readonly terrain: Terrain };

/** One X of a step and what it triggered (the rules' name for it is `PlacementMark`). */
export type PlacementEvent = PlacementMark;

const ANY_TERRAIN = (1 << TERRAINS.length) - 1;
const KEY = OBJECTS.indexOf('key') + 1;
const SCROLL = OBJECTS.indexOf('scroll') + 1;
const HORSE = OBJECTS.indexOf('horse') + 1;
const APPLE = OBJECTS.indexOf('apple') + 1;
const FISH = OBJECTS.indexOf('fish') + 1;
const GEM = OBJECTS.indexOf('gem') + 1;
const TEMPLE = OBJECTS.indexOf('temple') + 1;

/** Village cells of a map as row bitmasks, computed once per map. */
const VILLAGE_ROWS = new WeakMap<GameMap, Uint16Array>();
function villageRows(map: GameMap): Uint16Array {
  let rows = VILLAGE_ROWS.get(map);
  if (!rows) {
    rows = new Uint16Array(MAP_SIZE);
    for (const v of map.villages) rows[v >> 4] |= 1 << (v & 15);
    VILLAGE_ROWS.set(map, rows);
  }
  return rows;
}

const maskOf = (terrains: readonly Terrain[]): number => terrains.reduce((m, t) => m | (1 << TERRAINS.indexOf(t)), 0);
export const isTerrain = (value: unknown): value is Terrain => TERRAINS.includes(value as Terrain);

/** Terrains a pick lets the player mark. */
export function pickTerrains(state: GameState, pick: Pick): readonly Terrain[] {
  if (pick.kind === 'scroll') return [pick.terrain];
  return state.turn.card?.options[pick.option] ?? [];
}

/** How many Xs a pick gives this player this turn (RULES.md: 3 active, 3 or 2 others, 4 scroll). */
export function xsForPick(state: GameState, player: number, pick: Pick): number {
  if (pick.kind === 'scroll') return SCROLL_XS;
  const { facing, active, activeChoice } = state.turn;
  if (facing !== null) return pick.option === facing ? 3 : 2;
  if (active === null || player === active) return 3;
  return pick.option === activeChoice ? 2 : 3;
}

/** How many Xs a start gives this player now: 3 at setup, the bonus owed, or what the pick gives. */
export function xsForStart(state: GameState, player: number, start: DraftStart): number {
  if (start.type === 'setup') return SETUP_XS;
  if (start.type === 'bonus') return state.turn.bonusOwed[player] ?? 0;
  return xsForPick(state, player, start.pick);
}

/** Every pick this player may make now (card options, plus one scroll per terrain if usable). */
export function legalPicks(state: GameState, player: number): Pick[] {
  if (state.phase.kind !== 'place' || state.turn.done[player] !== false) return [];
  const { active, activeChoice } = state.turn;
  const picks: Pick[] = [];
  for (const option of [0, 1] as const) {
    if (player !== active || option === activeChoice) picks.push({ kind: 'card', option });
  }
  const board = state.boards[player];
  if (board && usableScrolls(board, state.turn.number) > 0) {
    for (const terrain of TERRAINS) picks.push({ kind: 'scroll', terrain });
  }
  return picks;
}

/** A player's step in progress (mutable: clone before exploring alternatives). */
export class Placer {
  readonly player: number;
  readonly start: DraftStart;
  readonly cells: Cell[] = [];
  readonly events: PlacementEvent[] = [];
  readonly templesReached: number[] = [];
  xsLeft: number;
  /** Horse extras still owed (placed before regular Xs); 0 once none can be placed. */
  horseOwed = 0;
  private readonly state: GameState;
  private readonly map: GameMap;
  private readonly terrainMask: number;
  private readonly capacity: readonly number[];
  /** The board's marks, shared and never written: this step's Xs are `cells`. */
  private readonly marks: Uint8Array;
  /** Marked cells (the board's and this step's) as one 16-bit mask per row. */
  private readonly rows: number[];
  private keysFound: number;
  private keysUsed: number;
  private scrollsFound: number[];
  private scrollsUsed: number;
  private column: number[];
  private gems: number;
  /** Unmarked non-village cells next to a mark: built when first needed, then kept up to date. */
  private frontier: Cell[] | null = null;
  /** What `board()` returned, until the next X. */
  private handed: PlayerBoard | null = null;

  private constructor(state: GameState, player: number, start: DraftStart, xs: number, terrainMask: number, source: Placer | PlayerBoard) {
    this.state = state;
    this.map = state.map;
    this.player = player;
    this.start = start;
    this.xsLeft = xs;
    this.terrainMask = terrainMask;
    const round = state.turn.round;
    this.capacity = PROVISION_COLUMNS[state.options.sides.provisions][round] as readonly number[];
    if (source instanceof Placer) {
      this.marks = source.marks;
      this.rows = source.rows.slice();
      this.keysFound = source.keysFound;
      this.keysUsed = source.keysUsed;
      this.scrollsFound = source.scrollsFound.slice();
      this.scrollsUsed = source.scrollsUsed;
      this.column = source.column.slice();
      this.gems = source.gems;
      this.frontier = source.frontier?.slice() ?? null;
      this.cells.push(...source.cells);
      this.events.push(...source.events);
      this.templesReached.push(...source.templesReached);
      this.xsLeft = source.xsLeft;
      this.horseOwed = source.horseOwed;
      return;
    }
    this.marks = source.marks;
    this.rows = markedRows(source.marks);
    this.keysFound = source.keysFound;
    this.keysUsed = source.keysUsed;
    this.scrollsFound = source.scrollsFound.slice();
    this.scrollsUsed = source.scrollsUsed;
    this.column = (source.provisions[round] as readonly number[]).slice();
    this.gems = source.gems;
  }

  /** Start a step: checks the phase, the player and the pick, and sets how many Xs are owed. */
  static begin(state: GameState, player: number, start: DraftStart): Result<Placer> {
    const phase = state.phase.kind;
    const expected = start.type === 'turn' ? 'place' : start.type;
    if (phase === 'over') return err('gameOver', 'The game is over.');
    if (phase !== expected) return err('wrongPhase', `A ${start.type} action is not expected during the ${phase} phase.`);
    const board = state.boards[player];
    if (!board) return err('badAction', `There is no player ${player}.`);
    if (state.turn.done[player]) return err(phase === 'bonus' ? 'notYourTurn' : 'alreadyDone', `Player ${player} has nothing to place now.`);
    if (start.type !== 'turn') {
      if (!isTerrain(start.terrain)) return err('illegalPick', `Unknown terrain ${shown(start.terrain)}.`);
      const xs = start.type === 'setup' ? SETUP_XS : (state.turn.bonusOwed[player] as number);
      return ok(new Placer(state, player, start, xs, maskOf([start.terrain]), board));
    }
    const { pick } = start;
    if (pick.kind === 'card') {
      if (pick.option !== 0 && pick.option !== 1) return err('illegalPick', 'A card has options 0 and 1.');
      if (player === state.turn.active && pick.option !== state.turn.activeChoice)
        return err('illegalPick', 'The active player marks the terrain they chose.');
    } else {
      if (!isTerrain(pick.terrain)) return err('illegalPick', `Unknown terrain ${shown(pick.terrain)}.`);
      if (usableScrolls(board, state.turn.number) <= 0) {
        return board.scrollsFound.length > board.scrollsUsed
          ? err('scrollNotYet', 'A scroll found this turn is usable from the next turn on.')
          : err('noScroll', 'No scroll is left to use.');
      }
    }
    const placer = new Placer(state, player, start, xsForPick(state, player, pick), maskOf(pickTerrains(state, pick)), board);
    if (pick.kind === 'scroll') placer.scrollsUsed++;
    return ok(placer);
  }

  clone(): Placer {
    return new Placer(this.state, this.player, this.start, this.xsLeft, this.terrainMask, this);
  }

  private isMarked(cell: Cell): boolean {
    return (((this.rows[cell >> 4] as number) >> (cell & 15)) & 1) !== 0;
  }

  private canMark(cell: Cell, mask: number): boolean {
    return this.map.terrain[cell] !== VILLAGE && !this.isMarked(cell) && this.canMarkOpen(cell, mask);
  }

  /** `canMark` for a cell known to be unmarked and not a village (a frontier cell). */
  private canMarkOpen(cell: Cell, mask: number): boolean {
    if ((mask & (1 << (this.map.terrain[cell] as number))) === 0) return false;
    const object = this.map.object[cell] as number;
    if (object === TEMPLE) return this.keysFound > this.keysUsed;
    if (object >= APPLE && object <= FISH) return (this.column[object - APPLE] as number) < (this.capacity[object - APPLE] as number);
    return true;
  }

  private isNextToMark(cell: Cell): boolean {
    const around = NEIGHBOURS[cell] as readonly Cell[];
    for (let i = 0; i < around.length; i++) if (this.isMarked(around[i] as Cell)) return true;
    return false;
  }

  private openCells(): Cell[] {
    if (this.frontier === null) {
      // Open = next to a mark, unmarked, not a village; found row by row with bitmasks.
      const rows = this.rows;
      const villages = villageRows(this.map);
      const frontier: Cell[] = [];
      for (let r = 0; r < MAP_SIZE; r++) {
        const row = rows[r] as number;
        const near = (row << 1) | (row >> 1) | (r > 0 ? (rows[r - 1] as number) : 0) | (r < MAP_SIZE - 1 ? (rows[r + 1] as number) : 0);
        let open = near & 0xffff & ~row & ~(villages[r] as number);
        while (open !== 0) {
          frontier.push(r * MAP_SIZE + 31 - Math.clz32(open & -open));
          open &= open - 1;
        }
      }
      this.frontier = frontier;
    }
    return this.frontier;
  }

  private currentMask(): number {
    if (this.horseOwed > 0) return ANY_TERRAIN;
    return this.xsLeft > 0 ? this.terrainMask : 0;
  }

  private anyLegal(mask: number): boolean {
    const open = this.openCells();
    for (let i = 0; i < open.length; i++) if (this.canMarkOpen(open[i] as Cell, mask)) return true;
    return false;
  }

  /** Cells where the next X may go (empty when the step is done). */
  legalCells(): Cell[] {
    const mask = this.currentMask();
    const legal: Cell[] = [];
    if (mask === 0) return legal;
    const open = this.openCells();
    for (let i = 0; i < open.length; i++) if (this.canMarkOpen(open[i] as Cell, mask)) legal.push(open[i] as Cell);
    return legal;
  }

  /** True when no further X can or must be placed. */
  isDone(): boolean {
    return this.horseOwed === 0 && (this.xsLeft === 0 || !this.anyLegal(this.terrainMask));
  }

  /** Place the next X; on a refusal nothing changes. */
  place(cell: Cell): Result<PlacementEvent> {
    if (!isCell(cell)) return err('badAction', `${shown(cell)} is not a cell of the map.`);
    if (this.horseOwed === 0 && this.xsLeft === 0) return err('tooManyXs', 'All Xs of this step are placed.');
    const extra = this.horseOwed > 0;
    const mask = extra ? ANY_TERRAIN : this.terrainMask;
    if (!this.canMark(cell, mask) || !this.isNextToMark(cell)) return this.refusal(cell, mask);
    this.handed = null;
    this.cells.push(cell);
    const frontier = this.frontier;
    if (frontier !== null) {
      // Removed in place: splice would allocate an array for the removed item.
      for (let i = frontier.indexOf(cell); i < frontier.length - 1; i++) frontier[i] = frontier[i + 1] as Cell;
      frontier.pop();
      const terrain = this.map.terrain;
      for (const next of NEIGHBOURS[cell] as readonly Cell[]) {
        // Before this X is marked, a cell touching no mark is not in the frontier yet.
        if (!this.isMarked(next) && terrain[next] !== VILLAGE && !this.isNextToMark(next)) frontier.push(next);
      }
    }
    markRow(this.rows, cell);
    if (extra) this.horseOwed--;
    else this.xsLeft--;
    const event: PlacementEvent = { cell, effect: this.applyObject(cell), extra };
    // A horse's extra X with no legal cell is lost.
    if (this.horseOwed > 0 && !this.anyLegal(ANY_TERRAIN)) this.horseOwed = 0;
    this.events.push(event);
    return ok(event);
  }

  /** Why an X may not go on `cell` (a cell `place` refused). */
  private refusal(cell: Cell, mask: number): Result<never> {
    const object = this.map.object[cell] as number;
    if (this.map.terrain[cell] === VILLAGE) return err('village', `Cell ${cell} is a village.`);
    if (this.isMarked(cell)) return err('occupied', `Cell ${cell} already has an X.`);
    if (!this.isNextToMark(cell)) return err('notAdjacent', `Cell ${cell} touches no X.`);
    if ((mask & (1 << (this.map.terrain[cell] as number))) === 0) return err('wrongTerrain', `Cell ${cell} is not of the terrain being marked.`);
    if (object === TEMPLE) return err('noKey', `The temple on cell ${cell} needs an unused key.`);
    return err('provisionTaken', `The provision on cell ${cell} is already crossed this round.`);
  }

  private applyObject(cell: Cell): Effect {
    const object = this.map.object[cell] as number;
    if (object === KEY) {
      if (this.keysFound >= KEY_SLOTS) return 'wasted';
      this.keysFound++;
      return 'key';
    }
    if (object === SCROLL) {
      if (this.scrollsFound.length >= SCROLL_SLOTS) return 'wasted';
      this.scrollsFound.push(this.state.turn.number);
      return 'scroll';
    }
    if (object === HORSE) {
      this.horseOwed++;
      return 'horse';
    }
    if (object >= APPLE && object <= FISH) {
      this.column[object - APPLE]++;
      return 'provision';
    }
    if (object === GEM) {
      if (this.gems >= gemSlots(this.state.options.sides.gemstones)) return 'wasted';
      this.gems++;
      return 'gem';
    }
    if (object === TEMPLE) {
      this.keysUsed++;
      this.templesReached.push(quadrantOf(cell));
      return 'temple';
    }
    return 'none';
  }

  /** The player's board with this step's Xs (the placer may go on). */
  board(): PlayerBoard {
    if (this.handed === null) {
      const board = this.state.boards[this.player] as PlayerBoard;
      const round = this.state.turn.round;
      const marks = marksWith(this.marks, this.cells, round);
      const provisions = board.provisions.slice();
      provisions[round] = this.column.slice() as unknown as (typeof provisions)[number];
      this.handed = nextBoard(board, {
        marks,
        keysFound: this.keysFound,
        keysUsed: this.keysUsed,
        scrollsFound: this.scrollsFound.slice(),
        scrollsUsed: this.scrollsUsed,
        provisions,
        gems: this.gems,
      });
    }
    return this.handed;
  }

  /** The action this step stands for. */
  action(): Action {
    const { player, start } = this;
    const cells = this.cells.slice();
    if (start.type === 'turn') return { type: 'turn', player, pick: start.pick, cells };
    return { type: start.type, player, terrain: start.terrain, cells };
  }
}

// ---- Immutable drafts for UIs: every placement returns a new draft, so undo is "keep the old one".

export interface Draft {
  readonly player: number;
  readonly start: DraftStart;
  readonly cells: readonly Cell[];
  readonly board: PlayerBoard;
  readonly xsLeft: number;
  readonly horseOwed: number;
  readonly events: readonly PlacementEvent[];
  readonly legalCells: readonly Cell[];
  readonly done: boolean;
  readonly action: Action;
  /** Never mutated once the draft exists. */
  readonly placer: Placer;
}

function snapshot(placer: Placer): Draft {
  return {
    player: placer.player,
    start: placer.start,
    cells: placer.cells.slice(),
    board: placer.board(),
    xsLeft: placer.xsLeft,
    horseOwed: placer.horseOwed,
    events: placer.events.slice(),
    legalCells: placer.legalCells(),
    done: placer.isDone(),
    action: placer.action(),
    placer,
  };
}

export function beginDraft(state: GameState, player: number, start: DraftStart): Result<Draft> {
  const begun = Placer.begin(state, player, start);
  return begun.ok ? ok(snapshot(begun.value)) : begun;
}

export function draftPlace(draft: Draft, cell: Cell): Result<Draft> {
  const placer = draft.placer.clone();
  const placed = placer.place(cell);
  return placed.ok ? ok(snapshot(placer)) : placed;
}
