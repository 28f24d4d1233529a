// The Ambassadors part of the AI benchmark (npm run bench:ai -- --game ambassadors [--games 50]
// [--seed 1] [--fair-games 2000] [--fair-players 4,3,2]):
//   head-to-head: 2-player games of each pair of levels, every seed played from both seats, the
//     seats on a rotation of the start wonders;
//   decision time per call of `decide`, asked with the seat's view as in the game's worker: wall
//     clock and processor time, over all of a level's games;
//   4 players, then 3, then 2 (or the counts `--fair-players` names), hard AIs in every seat
//     (`--fair-games` games each, seats on a rotation of the start wonders): each seat's, each start wonder's and the first player's share of the wins (a
//     shared win counts as a share), the rounds a game lasts (median and spread), and how often
//     the round cap ends one, and how the trips ended (the top reward band, the middle one, or failed);
//   load averages (1, 5 and 15 minutes) before and after.
import { loadavg } from 'node:os';
import { decide, LEVELS, type Level } from '../src/games/ambassadors/ai/index';
import { playOut, type BotFn } from '../src/games/ambassadors/ai/play-out';
import { actionsOf, board, createGame, play, viewFor, type AmbassadorsOptions, type AmbassadorsState, type Outcome } from '../src/games/ambassadors/rules/index';
import { DecisionTimes, headToHeadRates, quantile, round1, round3, winShare } from './bench-stats';

/** Game g's options: its seats on a rotation of the start wonders, so each seat meets each start as often. */
const optionsFor = (players: number, seed: number, g: number): AmbassadorsOptions => ({
  players,
  seed: (seed + g) >>> 0,
  starts: Array.from({ length: players }, (_, s) => ((g + s) % 4) + 1),
});

/** Runs the Ambassadors benchmark, logging as it goes; returns the summary for the last line. */
export function benchAmbassadors(games: number, seed: number, fairGames: number, fairPlayers: readonly number[]): object {
  const loadBefore = loadavg();
  const clock = new DecisionTimes<Level>();
  const timed = (level: Level): BotFn => clock.viewBot(level, viewFor, (view, _seat, rng) => decide(view, level, rng));

  const share = (a: Level, b: Level): number => winShare(games, (g, seat) => (playOut(optionsFor(2, seed, g), seat === 0 ? [timed(a), timed(b)] : [timed(b), timed(a)]).outcome as Outcome).winners);
  const headToHead = headToHeadRates(games, '2 players', share);

  if (fairPlayers.some((n) => !Number.isInteger(n) || n < 2 || n > 4)) throw new Error('--fair-players lists player counts from 2 to 4, e.g. 4,3,2');
  const fair = Object.fromEntries(fairPlayers.map((players) => [`players${players}`, equalAis(players, seed, fairGames, timed('hard'))]));
  const levels = Object.fromEntries(LEVELS.map((level) => [level, clock.figures(level)]));
  const load = { before: loadBefore.map(round1), after: loadavg().map(round1) };
  console.log(`load averages (1, 5, 15 min) ${load.before.join(' ')} → ${load.after.join(' ')}`);
  return { game: 'ambassadors', load, headToHead, levels, ...fair };
}

/** `games` games of `players` equal AIs: each seat's, start wonder's and the first player's share of the wins, and how long games last. */
function equalAis(players: number, seed: number, games: number, bot: BotFn): object {
  const seatWins = new Array<number>(players).fill(0);
  const startWins = new Array<number>(4).fill(0);
  let firstWins = 0;
  let capped = 0;
  const rounds: number[] = [];
  const trips = { top: 0, middle: 0, failed: 0 };
  for (let g = 0; g < games; g++) {
    const options = optionsFor(players, seed, g);
    const state = playOut(options, new Array<BotFn>(players).fill(bot));
    const outcome = state.outcome as Outcome;
    rounds.push(state.turn.round);
    if (outcome.reason === 'roundCap') capped++;
    countTripEnds(options, state, trips);
    for (const winner of outcome.winners) {
      const won = 1 / outcome.winners.length;
      seatWins[winner] += won;
      startWins[(options.starts[winner] as number) - 1] += won;
      if (winner === state.first) firstWins += won;
    }
  }
  // On the rotation each start wonder sits in players/4 of the games, winning 1/players of them: 1/4 of all wins.
  const fairness = {
    games,
    fairShare: round3(1 / players),
    seats: seatWins.map((w) => round3(w / games)),
    starts: startWins.map((w) => round3(w / games)),
    firstPlayer: round3(firstWins / games),
  };
  const length = {
    roundsMedian: quantile(rounds, 0.5),
    roundsP10: quantile(rounds, 0.1),
    roundsP90: quantile(rounds, 0.9),
    roundsMax: Math.max(0, ...rounds),
    roundCapShare: round3(capped / Math.max(1, games)),
  };
  const ended = Math.max(1, trips.top + trips.middle + trips.failed);
  const tripEnds = { trips: trips.top + trips.middle + trips.failed, top: round3(trips.top / ended), middle: round3(trips.middle / ended), failed: round3(trips.failed / ended) };
  console.log(`${players} players, hard AIs, ${games} games: seats ${fairness.seats.join(' ')}, starts ${fairness.starts.join(' ')}, first player ${fairness.firstPlayer}`);
  console.log(`rounds: median ${length.roundsMedian} (10% ${length.roundsP10}, 90% ${length.roundsP90}, max ${length.roundsMax}); round cap ends ${length.roundCapShare} of games`);
  console.log(`trips ended: ${tripEnds.trips}, in the top band ${tripEnds.top}, the middle band ${tripEnds.middle}, failed ${tripEnds.failed}`);
  return { ...length, fairness, tripEnds };
}

/** Replays a finished game to see how each trip ended: arrived in the top or middle band, or failed at a roll. */
function countTripEnds(options: AmbassadorsOptions, final: AmbassadorsState, trips: { top: number; middle: number; failed: number }): void {
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  for (const action of actionsOf(final)) {
    const played = play(state, action);
    if (!played.ok) throw new Error(`the record does not replay: ${played.error.code}`);
    for (const event of played.value.events) {
      if (event.type === 'tripFailed') trips.failed++;
      if (event.type !== 'arrived') continue;
      // An arrival after a failure ends no trip: the failure did.
      const trip = (state.players[event.player] as AmbassadorsState['players'][number]).trip;
      const card = trip.card === null || trip.failed ? null : board().cards[trip.card];
      if (card) trips[trip.rolls <= card.top ? 'top' : 'middle']++;
    }
    state = played.value.state;
  }
}
