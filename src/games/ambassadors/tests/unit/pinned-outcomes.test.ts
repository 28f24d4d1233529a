// Whole games pinned to their outcomes: the winners, the rounds, each seat's final gold and a hash
// of the record, for the sim's route bot and for hard AIs. Speed work on the rules or the bots must
// leave every one unchanged; a change of rules or content that changes them bumps ENGINE_VERSION
// (old records would replay differently) and updates these figures.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/index';
import { playOut, type BotFn } from '../../ai/play-out';
import { actionsOf, ENGINE_VERSION, routeMove, viewFor, type AmbassadorsState, type Outcome } from '../../rules/index';

interface Pinned {
  readonly winners: readonly number[];
  readonly rounds: number;
  readonly gold: readonly number[];
  readonly record: string;
}

function pinned(state: AmbassadorsState): Pinned {
  return {
    winners: (state.outcome as Outcome).winners,
    rounds: state.turn.round,
    gold: state.players.map((p) => p.gold),
    record: createHash('sha256').update(JSON.stringify(actionsOf(state))).digest('hex').slice(0, 16),
  };
}

/** Game g of a run, seated as the sim seats it: on a rotation of the start wonders. */
const optionsFor = (players: number, seed: number) => ({ players, seed, starts: Array.from({ length: players }, (_, s) => ((seed + s) % 4) + 1) });

const hard: BotFn = (state, seat, rng) => decide(viewFor(state, seat), 'hard', rng);

const SEEDS = [7, 8, 9, 1000, 65_537, 123_456_789];

const ROUTE: Readonly<Record<number, readonly Pinned[]>> = {
  2: [
    { winners: [0], rounds: 22, gold: [880, 765], record: '0e3ad082739d66d5' },
    { winners: [0], rounds: 80, gold: [2775, 2070], record: '8cb8aa54cd665047' },
    { winners: [1], rounds: 80, gold: [2045, 3120], record: '0039cf2b18173b9e' },
    { winners: [0], rounds: 14, gold: [370, 515], record: '19391ed418d450a7' },
    { winners: [1], rounds: 18, gold: [440, 460], record: '1e0e4ccced102984' },
    { winners: [0], rounds: 16, gold: [520, 510], record: 'b64dd3ffaa0086bc' },
  ],
  3: [
    { winners: [1], rounds: 15, gold: [470, 635, 480], record: 'c52ee2f7fc45edf0' },
    { winners: [0], rounds: 24, gold: [1080, 545, 520], record: '52ec8e8f9ce5339c' },
    { winners: [0], rounds: 22, gold: [630, 620, 845], record: '97dea042b331cad5' },
    { winners: [2], rounds: 18, gold: [565, 720, 540], record: 'f6f2401d23c1d9dd' },
    { winners: [2], rounds: 12, gold: [365, 345, 385], record: '7118ee1f49b26528' },
    { winners: [0], rounds: 12, gold: [475, 360, 320], record: 'dd5bc52ad014c2eb' },
  ],
  4: [
    { winners: [3], rounds: 9, gold: [60, 495, 365, 295], record: '1e3188ee187fc919' },
    { winners: [2], rounds: 19, gold: [205, 700, 760, 325], record: 'a89cfec8231864df' },
    { winners: [1], rounds: 14, gold: [165, 735, 330, 600], record: 'f80da9d21a62d0c5' },
    { winners: [0], rounds: 12, gold: [265, 305, 235, 555], record: 'fa7b7f54ff3eee77' },
    { winners: [2], rounds: 13, gold: [580, 370, 335, 415], record: 'f120743eeb355ee9' },
    { winners: [2], rounds: 21, gold: [1085, 470, 705, 595], record: '5128324067044ec7' },
  ],
};

const HARD: Readonly<Record<number, readonly Pinned[]>> = {
  2: [
    { winners: [1], rounds: 38, gold: [25, 45], record: '79ca23a448c71cfc' },
    { winners: [0], rounds: 21, gold: [70, 10], record: 'fd1cab9513cdea91' },
    { winners: [0], rounds: 21, gold: [105, 10], record: 'b583d8c49fa14087' },
  ],
  3: [
    { winners: [1], rounds: 12, gold: [0, 110, 10], record: '6cb668e0c74daf76' },
    { winners: [1], rounds: 18, gold: [15, 85, 20], record: '2a16dce4aba85d49' },
    { winners: [2], rounds: 18, gold: [10, 10, 135], record: 'e5ff57541f1590c9' },
  ],
  4: [
    { winners: [2], rounds: 17, gold: [0, 10, 30, 15], record: 'b16ed92ccb9a4106' },
    { winners: [0], rounds: 21, gold: [125, 50, 0, 20], record: '81118ca725a4f93f' },
    { winners: [1], rounds: 13, gold: [15, 55, 0, 20], record: '832322f2f8faefb3' },
  ],
};

describe(`games as engine version ${ENGINE_VERSION} plays them`, () => {
  for (const players of [2, 3, 4]) {
    it(`route bots, ${players} players`, () => {
      expect(SEEDS.map((seed) => pinned(playOut(optionsFor(players, seed), new Array<BotFn>(players).fill(routeMove))))).toEqual(ROUTE[players]);
    });
    it(`hard AIs, ${players} players`, () => {
      expect(SEEDS.slice(0, 3).map((seed) => pinned(playOut(optionsFor(players, seed), new Array<BotFn>(players).fill(hard))))).toEqual(HARD[players]);
    });
  }
});
