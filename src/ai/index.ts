// The AI's entry point: one decision for one seat, deterministic for a given seed.
import type { Action, GameState } from '../engine/index';
import { randomMove } from './random-bot';

export type Level = 'easy' | 'normal' | 'hard';

export interface Decision {
  readonly action: Action;
  readonly rng: number;
}

/** Decide what `player` does now. The state must be one where `player` is expected to act. */
export function decide(state: GameState, player: number, _level: Level, rng: number): Decision {
  return randomMove(state, player, rng);
}
