// Bots the command-line tools can name.
import type { BotFn } from '../src/ai/play-out';
import { randomMove } from '../src/ai/random-bot';

export const BOTS: Readonly<Record<string, BotFn>> = { random: randomMove };
