// Play a whole game headless with one bot per seat (simulator, benchmarks, tests).
import { playOutWith, type HeadlessRules } from '../../common/play-out';
import { apply, createGame, expectedActors, type Action, type BotMove, type GameOptions, type GameState } from '../rules/index';

export type BotFn = (state: GameState, player: number, rng: number) => BotMove;

const RULES: HeadlessRules<GameOptions, GameState> = { createGame, apply, expectedActors, isOver: (state) => state.phase.kind === 'over' };

/** Plays to the end; throws only if a bot proposes an illegal action (a bot bug, not a player's). */
export const playOut = (options: GameOptions, bots: readonly BotFn[], botSeed = options.seed ^ 0x9e3779b9): GameState =>
  playOutWith<GameOptions, GameState, Action>(RULES, options, bots, botSeed);
