// BENCHMARK TOOL ONLY, apart from the game's AI: the ceiling's fast clairvoyant rollout. From any
// state of a solo game it plays every remaining step greedily on the real state (so the cards and
// facing options are the ones the engine really deals) and returns the real final score. Each
// step tries every start (terrain, card option, scroll); each start is played X by X, the cell
// whose sheet (scripts/ceiling-sheet.ts) is worth most first; the start worth most is played.
import {
  Placer,
  TERRAINS,
  apply,
  legalPicks,
  ranking,
  type Action,
  type DraftStart,
  type GameState,
} from '../src/games/explorers/rules/index';
import { Sheet, WEIGHTS, type Weights } from './ceiling-sheet';

/** The seat the ceiling plays: its games are solo. */
export const PLAYER = 0;

/** Every way to start the step the state asks for. */
export function startsOf(state: GameState): DraftStart[] {
  switch (state.phase.kind) {
    case 'setup':
    case 'bonus': {
      const type = state.phase.kind;
      return TERRAINS.map((terrain) => ({ type, terrain }));
    }
    case 'place':
      return legalPicks(state, PLAYER).map((pick) => ({ type: 'turn', pick }));
    default:
      return [];
  }
}

/** A step begun, with the sheet that prices it (a scroll used is paid for at once). */
export interface Begun {
  readonly placer: Placer;
  readonly sheet: Sheet;
}

function begin(state: GameState, start: DraftStart, base: Sheet): Begun | null {
  const begun = Placer.begin(state, PLAYER, start);
  if (!begun.ok) return null;
  const sheet = base.copy();
  if (start.type === 'turn' && start.pick.kind === 'scroll') sheet.useScroll();
  return { placer: begun.value, sheet };
}


/** A finished placement of the step and its sheet's worth. */
export interface Placement {
  readonly placer: Placer;
  readonly value: number;
}

/**
 * The step's finished placements found by a beam over Xs: every start is begun, Xs are added one
 * at a time to every partial placement kept, and after each X the `spread` best partial ones (by
 * their sheet's worth) go on, one per start and set of cells. Best first.
 */
export function placements(state: GameState, spread: number, weights: Weights = WEIGHTS): Placement[] {
  const done: Placement[] = [];
  let open: (Begun & { value: number })[] = [];
  const base = Sheet.of(state, PLAYER, weights);
  for (const start of startsOf(state)) {
    const begun = begin(state, start, base);
    if (begun) open.push({ ...begun, value: begun.sheet.value() });
  }
  const seen = new Set<string>();
  while (open.length > 0) {
    const next: (Begun & { value: number })[] = [];
    for (const { placer, sheet, value } of open) {
      if (placer.isDone()) {
        done.push({ placer, value });
        continue;
      }
      for (const cell of placer.legalCells()) {
        const child = placer.clone();
        child.place(cell);
        if (spread > 1) {
          // One partial placement per start and set of cells (the order of its Xs is no matter).
          const key = `${JSON.stringify(child.start)}:${child.cells.slice().sort((a, b) => a - b).join(',')}/${child.xsLeft}/${child.horseOwed}`;
          if (seen.has(key)) continue;
          seen.add(key);
        }
        const childSheet = sheet.copy().marked(cell);
        next.push({ placer: child, sheet: childSheet, value: childSheet.value() });
      }
    }
    open = next.sort((a, b) => b.value - a.value).slice(0, spread);
  }
  return done.sort((a, b) => b.value - a.value);
}

/**
 * The greedy action for the step `state` asks for: every start played X by X, each X on the cell
 * whose sheet is worth most, and the start worth most at the end.
 */
export function greedyAction(state: GameState, weights: Weights = WEIGHTS): Action {
  const base = Sheet.of(state, PLAYER, weights);
  const scratch = base.copy();
  let best: Placer | null = null;
  let bestValue = -Infinity;
  for (const start of startsOf(state)) {
    const begun = begin(state, start, base);
    if (!begun) continue;
    const { placer, sheet } = begun;
    while (!placer.isDone()) {
      let cell = -1;
      let cellValue = -Infinity;
      for (const candidate of placer.legalCells()) {
        const value = sheet.copyTo(scratch).marked(candidate).value();
        if (value > cellValue) {
          cellValue = value;
          cell = candidate;
        }
      }
      if (cell === -1) break;
      placer.place(cell);
      sheet.mark(cell);
    }
    const value = sheet.value();
    if (value > bestValue) {
      bestValue = value;
      best = placer;
    }
  }
  if (!best) throw new Error(`ceiling: nothing to play in the ${state.phase.kind} phase`);
  return best.action();
}

export function played(state: GameState, action: Action): GameState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`ceiling: the engine refused a move: ${next.error.detail}`);
  return next.value;
}

export const finalScore = (state: GameState): number => ranking(state).scores[PLAYER]?.total ?? 0;

/** A game played to its end. */
export interface Line {
  readonly actions: readonly Action[];
  readonly score: number;
}

/** Play `state` to the end greedily: the actions from here and the real final score. */
export function rollout(state: GameState, weights: Weights = WEIGHTS): Line {
  const actions: Action[] = [];
  let current = state;
  while (current.phase.kind !== 'over') {
    const action = greedyAction(current, weights);
    actions.push(action);
    current = played(current, action);
  }
  return { actions, score: finalScore(current) };
}
