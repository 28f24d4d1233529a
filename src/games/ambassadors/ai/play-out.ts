// Play a whole Ambassadors game headless with one bot per seat (benchmarks, tests).
import { playOutWith, type HeadlessRules } from '../../common/play-out';
import { apply, createGame, expectedActors, type AmbassadorsAction, type AmbassadorsOptions, type AmbassadorsState, type BotMove } from '../rules/index';

export type BotFn = (state: AmbassadorsState, player: number, rng: number) => BotMove;

const RULES: HeadlessRules<AmbassadorsOptions, AmbassadorsState> = { createGame, apply, expectedActors, isOver: (state) => state.phase === 'over' };

/** Plays to the end; throws only if a bot proposes an illegal action (a bot bug, not a player's). */
export const playOut = (options: AmbassadorsOptions, bots: readonly BotFn[], botSeed = options.seed ^ 0x9e3779b9): AmbassadorsState =>
  playOutWith<AmbassadorsOptions, AmbassadorsState, AmbassadorsAction>(RULES, options, bots, botSeed);
