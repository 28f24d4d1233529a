// Headless simulator: plays bot games and prints one JSON summary on its last line.
// npm run sim -- --players 4 --games 1000 --seed 1 [--temples expert] [--provisions expert]
//   [--villages expert] [--gemstones expert] [--achievements 2] [--bot random]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { playOut, type BotFn } from '../src/games/explorers/ai/play-out';
import { randomMove } from '../src/games/explorers/rules/index';
import { ranking, SCORE_CATEGORIES, type GameOptions, type Side } from '../src/games/explorers/rules/index';
import { BOTS } from './bots';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    temples: { type: 'string', default: 'basic' },
    provisions: { type: 'string', default: 'basic' },
    villages: { type: 'string', default: 'basic' },
    gemstones: { type: 'string', default: 'basic' },
    achievements: { type: 'string', default: '0' },
    bot: { type: 'string', default: 'random' },
  },
});

const side = (v: string): Side => (v === 'expert' ? 'expert' : 'basic');
const players = Number(values.players);
const games = Number(values.games);
const seed = Number(values.seed);
const bot: BotFn = BOTS[values.bot as keyof typeof BOTS] ?? randomMove;
const categories = [...SCORE_CATEGORIES, 'total'] as const;
const stats = Object.fromEntries(categories.map((c) => [c, { sum: 0, min: Infinity, max: -Infinity }]));

const started = performance.now();
for (let g = 0; g < games; g++) {
  const options: GameOptions = {
    players,
    seed: (seed + g) >>> 0,
    sides: { temples: side(values.temples), provisions: side(values.provisions), villages: side(values.villages), gemstones: side(values.gemstones) },
    map: 'random',
    achievements: { random: Number(values.achievements) },
  };
  const final = playOut(options, Array.from({ length: players }, () => bot));
  for (const score of ranking(final).scores) {
    for (const c of categories) {
      const s = stats[c] as { sum: number; min: number; max: number };
      s.sum += score[c];
      s.min = Math.min(s.min, score[c]);
      s.max = Math.max(s.max, score[c]);
    }
  }
}
const seconds = (performance.now() - started) / 1000;
const scores = Object.fromEntries(
  categories.map((c) => {
    const s = stats[c] as { sum: number; min: number; max: number };
    return [c, { mean: Number((s.sum / (games * players)).toFixed(2)), min: s.min, max: s.max }];
  }),
);
console.log(JSON.stringify({ games, players, bot: values.bot, seconds: Number(seconds.toFixed(3)), gamesPerSecond: Math.round(games / seconds), scores }));
