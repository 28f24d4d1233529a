// Bots the command-line tools can name.
import { decide } from '../src/games/explorers/ai/index';
import { LEVELS, type Level } from '../src/games/explorers/ai/levels';
import type { BotFn } from '../src/games/explorers/ai/play-out';
import { randomMove, viewFor } from '../src/games/explorers/rules/index';

const levelBot =
  (level: Level): BotFn =>
  (state, player, rng) =>
    decide(viewFor(state, player), level, rng);

export const BOTS: Readonly<Record<string, BotFn>> = {
  random: randomMove,
  ...Object.fromEntries(LEVELS.map((level) => [level, levelBot(level)])),
};
