// Shared helpers for the engine's rule and property tests: exact games on a fixed map, cell
// finders, a path finder, and minimal state surgery to stage a situation. Everything a test
// checks after the staging goes through the real `apply`.
import {
  CARDS,
  CELLS,
  NEIGHBOURS,
  OBJECTS,
  Placer,
  QUADRANTS,
  TERRAINS,
  VILLAGE,
  apply,
  cellAt,
  createGame,
  expectedActors,
  legalPicks,
  tiedVillages,
  type Action,
  type Cell,
  type DraftStart,
  type GameOptions,
  type GameState,
  type ObjectKind,
  type OptionIndex,
  type Pick,
  type PlayerBoard,
  type Quadrant,
  type Result,
  type RuleError,
  type Side,
  type Terrain,
  type TilePlacement,
  type TurnInfo,
} from '../../rules/index';

// ---- games ---------------------------------------------------------------------------------

const sidesAll = (side: Side): GameOptions['sides'] => ({ temples: side, provisions: side, villages: side, gemstones: side });
export const BASIC = sidesAll('basic');
export const EXPERT = sidesAll('expert');

/** Tiles 1–4 unrotated: a single closest village (cell 188, row 11 col 12), so setup starts at once. */
export const FIXED_MAP: readonly TilePlacement[] = [1, 2, 3, 4].map((tile) => ({ tile, rotation: 0 }));
/** A map whose two closest villages tie, so the first player is asked. */
export const TIED_MAP: readonly TilePlacement[] = [
  { tile: 1, rotation: 0 },
  { tile: 2, rotation: 0 },
  { tile: 3, rotation: 2 },
  { tile: 6, rotation: 0 },
];

export const DEFAULT_OPTIONS: GameOptions = { players: 4, seed: 1, sides: BASIC, map: FIXED_MAP, achievements: [] };

/** Unwraps an engine result, failing the test with the rule error if it was refused. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.error.code}: ${result.error.detail}`);
  return result.value;
}

export const newGame = (overrides: Partial<GameOptions> = {}): GameState => unwrap(createGame({ ...DEFAULT_OPTIONS, ...overrides }));

// ---- cells ---------------------------------------------------------------------------------

export const at = cellAt;
const codeOf = (kind: ObjectKind): number => OBJECTS.indexOf(kind) + 1;
export const objectAt = (state: GameState, cell: Cell): ObjectKind | null => OBJECTS[(state.map.object[cell] as number) - 1] ?? null;
export const terrainAt = (state: GameState, cell: Cell): Terrain | 'village' => TERRAINS[state.map.terrain[cell] as number] ?? 'village';

const allCells = (state: GameState): Cell[] => Array.from(state.map.terrain.keys());
export const cellsWith = (state: GameState, kind: ObjectKind): Cell[] =>
  allCells(state).filter((c) => state.map.object[c] === codeOf(kind));
/** Cells of a terrain, optionally only those without an object. */
export const cellsOf = (state: GameState, terrain: Terrain, plain = false): Cell[] =>
  allCells(state).filter((c) => terrainAt(state, c) === terrain && (!plain || state.map.object[c] === 0));
export const templeOf = (state: GameState, quadrant: Quadrant): Cell => state.map.temples[QUADRANTS.indexOf(quadrant)] as Cell;
export const marked = (state: GameState, player: number): Cell[] => allCells(state).filter((c) => (state.boards[player] as PlayerBoard).marks[c] !== 0);

/**
 * Shortest chain of unmarked cells that links the player's marks to `target` (target excluded):
 * marking them puts the player right next to it. Avoids objects and villages on the way.
 */
export function pathTo(state: GameState, player: number, target: Cell): Cell[] {
  const marks = (state.boards[player] as PlayerBoard).marks;
  const from = new Map<Cell, Cell | null>();
  const queue = marked(state, player);
  for (const c of queue) from.set(c, null);
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i] as Cell;
    for (const next of NEIGHBOURS[cell] as readonly Cell[]) {
      if (from.has(next)) continue;
      if (next === target) {
        const path: Cell[] = [];
        for (let c: Cell | null = cell; c !== null && marks[c] === 0; c = from.get(c) ?? null) path.unshift(c);
        return path;
      }
      if (state.map.terrain[next] === VILLAGE || state.map.object[next] !== 0) continue;
      from.set(next, cell);
      queue.push(next);
    }
  }
  throw new Error(`no object-free path to cell ${target}`);
}

/** A bare set of marks (for the achievement rules, which read marks only). */
export function marksOf(cells: Iterable<Cell>): Uint8Array {
  const marks = new Uint8Array(CELLS);
  for (const c of cells) marks[c] = 1;
  return marks;
}

// ---- state surgery (staging only) ----------------------------------------------------------

export function withBoard(state: GameState, player: number, patch: Partial<PlayerBoard>): GameState {
  const boards = state.boards.slice();
  boards[player] = { ...(boards[player] as PlayerBoard), ...patch };
  return { ...state, boards };
}

/** Marks `cells` as if placed in `round` (no object effect applies: staging only). */
export function withMarks(state: GameState, player: number, cells: readonly Cell[], round = state.turn.round): GameState {
  const marks = (state.boards[player] as PlayerBoard).marks.slice();
  for (const c of cells) marks[c] = round + 1;
  return withBoard(state, player, { marks });
}

/** Marks the path to `target` for each player, so they stand right next to it. */
export const nextTo = (state: GameState, players: readonly number[], target: Cell): GameState =>
  players.reduce((s, p) => withMarks(s, p, pathTo(s, p, target)), state);

export const withTurn = (state: GameState, patch: Partial<TurnInfo>): GameState => ({ ...state, turn: { ...state.turn, ...patch } });
/** The revealed card becomes CARDS[id]. */
export const withCard = (state: GameState, id: number): GameState => withTurn(state, { card: CARDS[id] as (typeof CARDS)[number] });

/** Reveals card `id` (surgery), then the active player really chooses `option`: the turn's placing starts. */
export function chosen(state: GameState, id: number, option: OptionIndex): GameState {
  const revealed = withCard(state, id);
  const active = revealed.turn.active;
  return active === null ? revealed : unwrap(apply(revealed, { type: 'choose', player: active, option }));
}

// ---- actions -------------------------------------------------------------------------------

export const card = (option: OptionIndex): Pick => ({ kind: 'card', option });
export const scroll = (terrain: Terrain): Pick => ({ kind: 'scroll', terrain });

/** A step of a staged placement: an exact cell, or "the next quiet legal cell of this terrain". */
export type Step = Cell | Terrain;

/** Picks a legal cell, object-free when possible. */
const quietCell = (state: GameState, legal: readonly Cell[]): Cell => legal.find((c) => state.map.object[c] === 0) ?? (legal[0] as Cell);

/** An action that places Xs (setup, turn or bonus). */
export type PlacingAction = Extract<Action, { readonly cells: readonly Cell[] }>;

/** The action for `start`: `steps` first, then quiet legal cells until the step is done. */
export function actionFor(state: GameState, player: number, start: DraftStart, steps: readonly Step[] = []): PlacingAction {
  const placer = unwrap(Placer.begin(state, player, start));
  for (const step of steps) {
    const legal = placer.legalCells();
    const cell = typeof step === 'number' ? step : quietCell(state, legal.filter((c) => terrainAt(state, c) === step));
    unwrap(placer.place(cell));
  }
  while (!placer.isDone()) unwrap(placer.place(quietCell(state, placer.legalCells())));
  return placer.action() as PlacingAction; // a placer only ever stands for a placing action
}

export const turn = (state: GameState, player: number, pick: Pick, steps: readonly Step[] = []): PlacingAction =>
  actionFor(state, player, { type: 'turn', pick }, steps);

/** A terrain the player can mark now from their marks (setup and bonus steps). */
function openTerrain(state: GameState, player: number, type: 'setup' | 'bonus'): Terrain {
  const open = TERRAINS.find((terrain) => unwrap(Placer.begin(state, player, { type, terrain })).legalCells().length > 0);
  return open ?? 'prairie';
}

/** What a player quietly does when a test does not care: first village, option 0, first card pick, quiet cells. */
export function defaultAction(state: GameState, player: number): Action {
  switch (state.phase.kind) {
    case 'startVillage':
      return { type: 'startVillage', player, village: tiedVillages(state)[0] as Cell };
    case 'choose':
      return { type: 'choose', player, option: 0 };
    case 'place':
      return turn(state, player, legalPicks(state, player).find((p) => p.kind === 'card') as Pick);
    case 'setup':
    case 'bonus': {
      const type = state.phase.kind;
      return actionFor(state, player, { type, terrain: openTerrain(state, player, type) });
    }
    case 'over':
      throw new Error('the game is over');
  }
}

/** Applies every action in order; any refusal fails the test. */
export const play = (state: GameState, ...actions: readonly Action[]): GameState => actions.reduce((s, a) => unwrap(apply(s, a)), state);

/** The rule error for an action the test expects to be refused. */
export function refused(state: GameState, action: unknown): RuleError {
  const result = apply(state, action);
  if (result.ok) throw new Error(`expected a refusal, but ${JSON.stringify(action)} was accepted`);
  return result.error;
}

/** Applies the given actions, then lets everyone still expected in this phase act by default. */
export function finishPhase(state: GameState, ...actions: readonly Action[]): GameState {
  let s = play(state, ...actions);
  const { kind } = s.phase;
  const { number } = s.turn;
  for (const p of expectedActors(s)) {
    if (s.phase.kind !== kind || s.turn.number !== number) break;
    s = play(s, defaultAction(s, p));
  }
  return s;
}

/** Lets everyone act by default until `until` holds (or the game ends). */
export function advance(state: GameState, until: (s: GameState) => boolean = () => false): GameState {
  let s = state;
  while (s.phase.kind !== 'over' && !until(s)) s = play(s, defaultAction(s, expectedActors(s)[0] as number));
  return s;
}

/** Plays to the end by default; returns the first state of every regular turn, and the end. */
export function playThrough(state: GameState): { starts: GameState[]; end: GameState } {
  const starts: GameState[] = [];
  let s = state;
  while (s.phase.kind !== 'over') {
    if (s.turn.number > 0 && starts.at(-1)?.turn.number !== s.turn.number) starts.push(s);
    s = play(s, defaultAction(s, expectedActors(s)[0] as number));
  }
  return { starts, end: s };
}

/** The state after everybody's default setup: round 1, turn 1, the active player choosing. */
export const afterSetup = (state: GameState): GameState => advance(state, (s) => s.turn.number === 1);

/**
 * A JSON text of the whole state with typed arrays spelled out, so two states (or one state
 * before and after a call) compare deeply, byte for byte.
 */
export const serialize = (state: GameState): string =>
  JSON.stringify(state, (_key, value: unknown) =>
    ArrayBuffer.isView(value) ? { [value.constructor.name]: Array.from(value as Uint8Array) } : value,
  );
