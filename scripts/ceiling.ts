// BENCHMARK TOOL ONLY, written apart from the game's AI: it imports nothing from
// src/games/explorers/ai, only the rules' public API. The ceiling of a solo game: a search over
// whole steps from the start village to the end of the game, played on the real state, so every
// card and facing option to come is the one the engine will deal (it is clairvoyant, not fair).
//
// Method (a pilot beam search): the beam holds `width` positions after the same number of steps.
// Each position's `candidates` most promising placements of the step (found by a beam of
// `spread` over its Xs, judged by the hand-written sheet of scripts/ceiling-sheet.ts) are played
// with the engine's `apply`, and each child is judged by the real final score of a greedy rollout
// to the end of the game (scripts/ceiling-rollout.ts). The best `width` distinct children go on.
// Every rollout is a whole legal game: the ceiling is the best real final score of all of them,
// with its actions, so it is a lower bound of the true ceiling that a wider search only raises.
// `searchFrom` runs the same beam from any state; the fair twin (scripts/ceiling-fair.ts) runs it
// on futures sampled from a seat's view.
import * as rules from '../src/games/explorers/rules/index';
import type { Action, GameOptions, GameState, PlayerBoard } from '../src/games/explorers/rules/index';
import { PLAYER, finalScore, greedyAction, placements, played, rollout, type Line } from './ceiling-rollout';

const { createGame, tiedVillages } = rules;

export interface CeilingSettings {
  /** Positions kept after each step. */
  readonly width: number;
  /** Placements of a position's step tried with a rollout each. */
  readonly candidates: number;
  /** Partial placements kept after each X when looking for them. */
  readonly spread: number;
}

export const CEILING_SETTINGS: CeilingSettings = { width: 16, candidates: 16, spread: 8 };

export const ceilingMethod = ({ width, candidates, spread }: CeilingSettings): string =>
  `full-game clairvoyant pilot beam search, written apart from the AI: real deck and facing options; at each step the ${candidates} best ` +
  `placements (a beam of ${spread} over Xs, judged by a hand-written potential) of each of ${width} positions are played and judged by the real ` +
  `final score of a greedy rollout to the end; the ${width} best distinct positions go on; the best real final score of every rollout is kept`;

/** A position of the beam: the actions that led to it, the first of them, and the best whole game found through it. */
interface Node {
  readonly state: GameState;
  readonly path: readonly Action[];
  /** The rollout from here that gave `score`. */
  readonly rest: Line;
  /** Which of the search's first actions it follows. */
  readonly first: number;
}

/** A cheap fingerprint of the player's board, to keep one node per position. */
function fingerprint(state: GameState): string {
  const board = state.boards[PLAYER] as PlayerBoard;
  let h = 2166136261;
  for (let i = 0; i < board.marks.length; i++) h = Math.imul(h ^ (board.marks[i] as number), 16777619);
  return `${h >>> 0}/${board.keysFound}/${board.keysUsed}/${board.scrollsFound.join(',')}/${board.scrollsUsed}/${board.gems}/${board.temples.join(',')}`;
}

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A child of the beam: the step's action played, and its rollout. */
function child(parent: { readonly state: GameState; readonly path: readonly Action[] }, action: Action, first: number): Node {
  const state = played(parent.state, action);
  return { state, path: [...parent.path, action], rest: rollout(state), first };
}

/** The step's best placements, and the move a rollout from here makes (`followed`) if they miss it. */
function worthTrying(state: GameState, followed: Action | undefined, settings: CeilingSettings): Action[] {
  const actions = placements(state, settings.spread)
    .slice(0, settings.candidates)
    .map((p) => p.placer.action());
  if (followed && !actions.some((a) => sameAction(a, followed))) actions.push(followed);
  return actions;
}

/**
 * What a search tries first from `state`: every start village that ties (nothing can be judged
 * before the setup's Xs), or the step's best placements and the greedy move.
 */
export function firstActions(state: GameState, settings: CeilingSettings): Action[] {
  if (state.phase.kind === 'startVillage') return tiedVillages(state).map((village) => ({ type: 'startVillage', player: PLAYER, village }));
  return worthTrying(state, greedyAction(state), settings);
}

/** The `width` best distinct nodes. */
function narrowed(nodes: Node[], width: number): Node[] {
  nodes.sort((a, b) => b.rest.score - a.rest.score);
  const seen = new Set<string>();
  const kept: Node[] = [];
  for (const node of nodes) {
    if (kept.length >= width) break;
    const key = fingerprint(node.state);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(node);
  }
  return kept;
}

/**
 * The beam played from `state` on (its cards and facing options are the ones the search will
 * meet), starting with each of `firsts`: the best whole game found through each, its actions from
 * `state` on, in the order of `firsts`.
 */
export function searchFrom(state: GameState, firsts: readonly Action[], settings: CeilingSettings): Line[] {
  const best: Line[] = firsts.map(() => ({ actions: [], score: -Infinity }));
  const keep = (node: Node): void => {
    if (node.rest.score > (best[node.first] as Line).score) best[node.first] = { actions: [...node.path, ...node.rest.actions], score: node.rest.score };
  };
  let next = firsts.map((action, first) => child({ state, path: [] }, action, first));
  next.forEach(keep);
  let beam = narrowed(next, settings.width);
  while (beam.some((node) => node.state.phase.kind !== 'over')) {
    next = [];
    for (const node of beam) {
      if (node.state.phase.kind === 'over') next.push(node);
      else next.push(...worthTrying(node.state, node.rest.actions[0], settings).map((action) => child(node, action, node.first)));
    }
    next.forEach(keep);
    beam = narrowed(next, settings.width);
  }
  return best;
}

/** The start of a solo game with these options (the ceiling and its twin play solo games only). */
export function soloStart(options: GameOptions): GameState {
  const created = createGame(options);
  if (!created.ok) throw new Error(`ceiling: ${created.error.detail}`);
  if (created.value.options.players !== 1) throw new Error('ceiling: solo games only');
  return created.value;
}

/** The best whole game the search finds for a solo game with these options: its actions and real final score. */
export function ceilingGame(options: GameOptions, settings: CeilingSettings = CEILING_SETTINGS): Line {
  const state = soloStart(options);
  return searchFrom(state, firstActions(state, settings), settings).reduce((a, b) => (b.score > a.score ? b : a));
}

/** The score of a line, replayed from the start by the engine (a check of what the search reports). */
export function replayedScore(options: GameOptions, line: Line): number {
  return finalScore(line.actions.reduce(played, soloStart(options)));
}
