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
import * as rules from '../src/games/explorers/rules/index';
import type { Action, GameOptions, GameState, PlayerBoard } from '../src/games/explorers/rules/index';
import { PLAYER, finalScore, placements, played, rollout, type Line } from './ceiling-rollout';

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

/** A position of the beam: the actions that led to it, and the best whole game found through it. */
interface Node {
  readonly state: GameState;
  readonly path: readonly Action[];
  /** The rollout from here that gave `score`. */
  readonly rest: Line;
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
function child(node: Node, action: Action): Node {
  const state = played(node.state, action);
  return { state, path: [...node.path, action], rest: rollout(state) };
}

/** The children worth trying: the step's best placements, and the move the node's own rollout made. */
function children(node: Node, settings: CeilingSettings): Node[] {
  const actions = placements(node.state, settings.spread)
    .slice(0, settings.candidates)
    .map((p) => p.placer.action());
  const followed = node.rest.actions[0];
  if (followed && !actions.some((a) => sameAction(a, followed))) actions.push(followed);
  return actions.map((action) => child(node, action));
}

/** The best whole game the search finds for a solo game with these options: its actions and real final score. */
export function ceilingGame(options: GameOptions, settings: CeilingSettings = CEILING_SETTINGS): Line {
  const created = createGame(options);
  if (!created.ok) throw new Error(`ceiling: ${created.error.detail}`);
  if (created.value.options.players !== 1) throw new Error('ceiling: solo games only');
  const root: Node = { state: created.value, path: [], rest: { actions: [], score: 0 } };
  // Every start village is its own node: nothing can be judged before the setup's Xs.
  let beam =
    root.state.phase.kind === 'startVillage'
      ? tiedVillages(root.state).map((village) => child(root, { type: 'startVillage', player: PLAYER, village }))
      : [{ ...root, rest: rollout(root.state) }];
  let best: Line = { actions: [], score: -Infinity };
  const keep = (node: Node): void => {
    if (node.rest.score > best.score) best = { actions: [...node.path, ...node.rest.actions], score: node.rest.score };
  };
  beam.forEach(keep);
  while (beam.some((node) => node.state.phase.kind !== 'over')) {
    const next: Node[] = [];
    for (const node of beam) {
      if (node.state.phase.kind === 'over') next.push(node);
      else next.push(...children(node, settings));
    }
    next.forEach(keep);
    next.sort((a, b) => b.rest.score - a.rest.score);
    const seen = new Set<string>();
    beam = [];
    for (const node of next) {
      if (beam.length >= settings.width) break;
      const key = fingerprint(node.state);
      if (seen.has(key)) continue;
      seen.add(key);
      beam.push(node);
    }
  }
  return best;
}

/** The score of a line, replayed from the start by the engine (a check of what the search reports). */
export function replayedScore(options: GameOptions, line: Line): number {
  const created = createGame(options);
  if (!created.ok) throw new Error(`ceiling: ${created.error.detail}`);
  return finalScore(line.actions.reduce(played, created.value));
}
