// The Tucana AI as the game contract offers it (see ./index.ts for how it stays fair).
import type { GameAi } from '../../contract';
import type { TucanaAction, TucanaView } from '../rules/index';
import { decide } from './index';
import { LEVELS, type Level } from './levels';
import { judge } from './review';

export const tucanaAi: GameAi<TucanaView, TucanaAction> = {
  levels: LEVELS,
  decide: (view, level, rng) => decide(view, level as Level, rng),
  judge,
};
