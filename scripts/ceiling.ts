// BENCHMARK TOOL ONLY — NEVER USED BY THE GAME'S AI.
// The honest ceiling of a solo game: a beam search over whole turns from the setup to the end of
// the game, played on the real state, so every card and every facing option to come is the one the
// engine will really deal. At each step the placements of every start are grown one X at a time,
// keeping the 6 best partial ones after each X (merged by the set of cells); the finished
// placements of all the beam's nodes are ranked together by a heuristic (the AI's position
// evaluation, used only to choose which nodes to keep), the best `width` distinct ones are played
// with the engine's `apply`, and at the end the best real final score is the ceiling. It shares
// no search code with the AI: it is a yardstick, an estimate from below of the best score a
// player who knew the future could reach.
import { Evaluator } from '../src/games/explorers/ai/evaluate';
import { PROFILES } from '../src/games/explorers/ai/levels';
import { Position, sheetOf } from '../src/games/explorers/ai/sheet';
import {
  Placer,
  TERRAINS,
  apply,
  createGame,
  expectedActors,
  legalPicks,
  ranking,
  tiedVillages,
  type Action,
  type DraftStart,
  type GameOptions,
  type GameState,
  type PlayerBoard,
} from '../src/games/explorers/rules/index';

export const CEILING_METHOD =
  'full-game clairvoyant beam search over whole turns: real deck and RNG, each step grown X by X keeping the 6 best partial placements, ' +
  'the beam ranked by the AI evaluation as a heuristic only, best real final score kept';

const PLAYER = 0;
/** Partial placements of one step kept after each X (see `placements`). */
const SPREAD = 6;

interface Node {
  readonly state: GameState;
  readonly value: number;
}

/** Every way to start the step the state asks for. */
function startsOf(state: GameState): DraftStart[] {
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

/**
 * The step's distinct finished placements (one per start and set of cells): Xs are added one at a
 * time to every partial placement kept, and after each X the `spread` best partial ones (by the
 * heuristic) go on; a full enumeration runs to hundreds of thousands with scrolls and horses.
 */
function placements(state: GameState, heuristic: (placer: Placer) => number, spread: number): Placer[] {
  const done: Placer[] = [];
  const seen = new Set<string>();
  let open: { placer: Placer; value: number }[] = [];
  for (const start of startsOf(state)) {
    const begun = Placer.begin(state, PLAYER, start);
    if (begun.ok) open.push({ placer: begun.value, value: 0 });
  }
  while (open.length > 0) {
    const next: { placer: Placer; value: number }[] = [];
    for (const { placer } of open) {
      if (placer.isDone()) {
        done.push(placer);
        continue;
      }
      for (const cell of placer.legalCells()) {
        const child = placer.clone();
        child.place(cell);
        const key = `${JSON.stringify(child.start)}:${child.cells.slice().sort((a, b) => a - b).join(',')}/${child.xsLeft}/${child.horseOwed}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ placer: child, value: heuristic(child) });
      }
    }
    open = next.sort((a, b) => b.value - a.value).slice(0, spread);
  }
  return done;
}

/** A cheap fingerprint of a player's board, to keep one node per position. */
function fingerprint(board: PlayerBoard): string {
  let h = 2166136261;
  for (let i = 0; i < board.marks.length; i++) h = Math.imul(h ^ (board.marks[i] as number), 16777619);
  return `${h >>> 0}/${board.keysFound}/${board.keysUsed}/${board.scrollsUsed}/${board.scrollsFound.length}/${board.gems}`;
}

const played = (state: GameState, action: Action): GameState => {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`ceiling: ${next.error.detail}`);
  return next.value;
};

/** The children of the beam's nodes worth keeping: the `width` best distinct positions. */
function expand(beam: readonly Node[], width: number, spread: number): Node[] {
  // A game already over (a step fewer than another node's) stays as it is.
  const kept = beam.filter((node) => node.state.phase.kind === 'over');
  const ranked: { parent: GameState; placer: Placer; value: number; key: string }[] = [];
  for (const { state } of beam) {
    const evaluator = new Evaluator(state, PLAYER, PROFILES.hard.weights);
    const position = new Position(state.map);
    const base = sheetOf(state.boards[PLAYER] as PlayerBoard, state.turn.round, state.turn.templesReached[PLAYER] ?? []);
    const heuristic = (placer: Placer): number => evaluator.value(position.load(base, [placer]));
    for (const placer of placements(state, heuristic, spread)) {
      ranked.push({ parent: state, placer, value: heuristic(placer), key: fingerprint(placer.board()) });
    }
  }
  ranked.sort((a, b) => b.value - a.value);
  const keys = new Set<string>();
  const finished = kept.length;
  for (const child of ranked) {
    if (kept.length - finished >= width) break;
    if (keys.has(child.key)) continue;
    keys.add(child.key);
    kept.push({ state: played(child.parent, child.placer.action()), value: child.value });
  }
  return kept;
}

/** The best real final score the search finds for a solo game with these options. */
export function ceilingScore(options: GameOptions, width: number, spread = SPREAD): number {
  const created = createGame(options);
  if (!created.ok) throw new Error(`ceiling: ${created.error.detail}`);
  let beam: Node[] = [{ state: created.value, value: 0 }];
  // Every start village is its own node: nothing can be judged before the setup's Xs.
  if (created.value.phase.kind === 'startVillage') {
    beam = tiedVillages(created.value).map((village) => ({ state: played(created.value, { type: 'startVillage', player: PLAYER, village }), value: 0 }));
  }
  while (beam.some((node) => expectedActors(node.state).includes(PLAYER))) beam = expand(beam, width, spread);
  return Math.max(...beam.map((node) => ranking(node.state).scores[0]?.total ?? 0));
}
