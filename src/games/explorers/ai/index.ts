// The AI's entry point: one decision for one seat, deterministic for a given seed. It sees what a
// player at the table sees: the state minus the deck order (only `unseenCards` is consulted).
import type { GameState } from '../rules/index';
import { decideWith, type Decision } from './decisions';
import { PROFILES, type Level } from './levels';

export type { Decision } from './decisions';
export type { Level } from './levels';

/** Decide what `player` does now. The state must be one where `player` is expected to act. */
export function decide(state: GameState, player: number, level: Level, rng: number): Decision {
  return decideWith(state, player, PROFILES[level], rng);
}
