// Play a whole Tucana game headless with one bot per seat (benchmarks, tests).
import { playOutWith, type HeadlessRules } from '../../common/play-out';
import { apply, createGame, expectedActors, type BotMove, type TucanaAction, type TucanaOptions, type TucanaState } from '../rules/index';

export type BotFn = (state: TucanaState, player: number, rng: number) => BotMove;

const RULES: HeadlessRules<TucanaOptions, TucanaState> = { createGame, apply, expectedActors, isOver: (state) => state.phase === 'over' };

/** Plays to the end; throws only if a bot proposes an illegal action (a bot bug, not a player's). */
export const playOut = (options: TucanaOptions, bots: readonly BotFn[], botSeed = options.seed ^ 0x9e3779b9): TucanaState =>
  playOutWith<TucanaOptions, TucanaState, TucanaAction>(RULES, options, bots, botSeed);
