// A player's sheet as the evaluation reads it. During a search one reusable `Position` is loaded
// with a board plus the Xs of the steps played on top of it (read from each step's events), so
// evaluating a placement allocates nothing. Steps may run past the ends of rounds: each round end
// crossed closes the provisions column and records the gemstones then crossed, as the rules do.
import * as engine from '../rules/index';
import type { Cell, PlayerBoard, Placer } from '../rules/index';
import { markedRows } from './distance';
import { roundOfTurn } from './timing';

const { CELLS, MAP_SIZE, OBJECTS, quadrantOf } = engine;
const APPLE = OBJECTS.indexOf('apple') + 1;

export interface Sheet {
  readonly marks: Uint8Array;
  /** The marks of the board as it stood before the steps being searched, and the cells marked since. */
  readonly baseMarks: Uint8Array;
  readonly added: readonly number[];
  /** The marks as one bit mask per row (for distances). */
  readonly rows: Uint16Array;
  readonly keysFound: number;
  readonly keysUsed: number;
  readonly scrollsFound: number;
  readonly scrollsUsed: number;
  readonly gems: number;
  /** The round the sheet stands in (later than the state's when steps ran past its end). */
  readonly round: number;
  /** Provisions crossed in the sheet's round: apple, carrot, fish. */
  readonly column: readonly number[];
  /** Round ends crossed by the steps searched: provisions crossed in each closed round, and gemstones at its end. */
  readonly closedProvisions: readonly number[];
  readonly closedGems: readonly number[];
  /** Per quadrant: the temple position won, or -1. */
  readonly temples: readonly number[];
  /** Temples reached since the last settlement (quadrants), and the turn index at which each was (-1: by now). */
  readonly reached: readonly number[];
  readonly reachedAt: readonly number[];
  /** Per achievement in play: the race position won, or -1. */
  readonly races: readonly number[];
  /** Points recorded at the round ends already played. */
  readonly recorded: number;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** A board as it stands (for opponents and the start of a decision). */
export function sheetOf(board: PlayerBoard, round: number, reached: readonly number[]): Sheet {
  return {
    marks: board.marks,
    baseMarks: board.marks,
    added: [],
    rows: markedRows(board.marks, new Uint16Array(MAP_SIZE)),
    keysFound: board.keysFound,
    keysUsed: board.keysUsed,
    scrollsFound: board.scrollsFound.length,
    scrollsUsed: board.scrollsUsed,
    gems: board.gems,
    round,
    column: board.provisions[round] as readonly number[],
    closedProvisions: [],
    closedGems: [],
    temples: board.temples,
    reached,
    reachedAt: reached.map(() => -1),
    races: board.races,
    recorded: sum(board.roundScores.provisions) + sum(board.roundScores.gemstones),
  };
}

/** The sheet a board becomes after some steps: rebuilt in place for every position searched. */
export class Position implements Sheet {
  readonly marks = new Uint8Array(CELLS);
  readonly rows = new Uint16Array(MAP_SIZE);
  readonly column = [0, 0, 0];
  readonly added: number[] = [];
  readonly closedProvisions: number[] = [];
  readonly closedGems: number[] = [];
  reached: number[] = [];
  reachedAt: number[] = [];
  round = 0;
  keysFound = 0;
  keysUsed = 0;
  scrollsFound = 0;
  scrollsUsed = 0;
  gems = 0;
  private base: Sheet | null = null;

  constructor(private readonly map: engine.GameMap) {}

  get baseMarks(): Uint8Array {
    return (this.base as Sheet).marks;
  }
  get temples(): readonly number[] {
    return (this.base as Sheet).temples;
  }
  get races(): readonly number[] {
    return (this.base as Sheet).races;
  }
  get recorded(): number {
    return (this.base as Sheet).recorded;
  }

  /**
   * `base` (a board as it stands) plus the Xs of `steps`, each begun where the previous one ended.
   * With `firstTurn`, step k is played at turn index `firstTurn + k` (the first one is the
   * decision's, in the base's round); without it, all steps are played in the base's turn.
   */
  load(base: Sheet, steps: readonly Placer[], firstTurn: number | null = null): this {
    this.base = base;
    this.added.length = 0;
    this.closedProvisions.length = 0;
    this.closedGems.length = 0;
    this.marks.set(base.marks);
    this.rows.set(base.rows);
    this.round = base.round;
    this.column[0] = base.column[0] as number;
    this.column[1] = base.column[1] as number;
    this.column[2] = base.column[2] as number;
    this.reached = base.reached.slice();
    this.reachedAt = base.reachedAt.slice();
    ({ keysFound: this.keysFound, keysUsed: this.keysUsed, scrollsFound: this.scrollsFound, scrollsUsed: this.scrollsUsed, gems: this.gems } = base);
    for (let k = 0; k < steps.length; k++) {
      const step = steps[k] as Placer;
      const turn = firstTurn === null ? -1 : firstTurn + k;
      if (k > 0) while (this.round < roundOfTurn(turn)) this.closeRound();
      if (step.start.type === 'turn' && step.start.pick.kind === 'scroll') this.scrollsUsed++;
      for (const { cell, effect } of step.events) this.mark(cell, effect, turn);
    }
    return this;
  }

  /** The round ends: its column is scored and a new one begins. */
  private closeRound(): void {
    this.closedProvisions.push((this.column[0] as number) + (this.column[1] as number) + (this.column[2] as number));
    this.closedGems.push(this.gems);
    this.column.fill(0);
    this.round++;
  }

  private mark(cell: Cell, effect: engine.Effect, turn: number): void {
    this.marks[cell] = 1;
    this.added.push(cell);
    this.rows[cell >> 4] |= 1 << (cell & 15);
    switch (effect) {
      case 'key':
        this.keysFound++;
        break;
      case 'scroll':
        this.scrollsFound++;
        break;
      case 'gem':
        this.gems++;
        break;
      case 'provision':
        this.column[(this.map.object[cell] as number) - APPLE]++;
        break;
      case 'temple':
        this.keysUsed++;
        this.reached.push(quadrantOf(cell));
        this.reachedAt.push(turn);
        break;
      default:
        break;
    }
  }
}
