// Bots the command-line tools can name.
import { decide } from '../src/ai/index';
import { LEVELS, type Level } from '../src/ai/levels';
import type { BotFn } from '../src/ai/play-out';
import { randomMove } from '../src/ai/random-bot';

const levelBot =
  (level: Level): BotFn =>
  (state, player, rng) =>
    decide(state, player, level, rng);

export const BOTS: Readonly<Record<string, BotFn>> = {
  random: randomMove,
  ...Object.fromEntries(LEVELS.map((level) => [level, levelBot(level)])),
};
