// The Explorers AI as the game contract offers it: a decision from a seat's view alone. The
// hidden parts (deck order, set-aside card, RNG) are sampled, never read, so a bot cannot cheat.
import type { GameAi } from '../../contract';
import { sampleHidden, stateFromView, type Action, type PlayerView } from '../rules/index';
import { decide } from './index';
import { LEVELS, type Level } from './levels';

export const explorersAi: GameAi<PlayerView, Action> = {
  levels: LEVELS,
  decide(view, level, rng) {
    if (view.seat === null) throw new Error('AI: a spectator has no decision to make');
    const sample = sampleHidden(view, rng);
    return decide(stateFromView(view, sample.hidden), view.seat, level as Level, sample.rng);
  },
};
