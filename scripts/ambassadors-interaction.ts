// How two Ambassadors explorers get in each other's way: 2-player games of equal AIs replayed
// from their records, counted for the loser (and the winner, to compare): turns stalled behind
// the rival's figure, ambushes sprung, laid and left in hand, tolls, shortcuts the rival opened;
// how near the loser was at the end; how the two players' progress moves together; and what a
// player does on its turns while its rival's current trip would win. With --solo: the AI races
// alone (the other seat rolls and never moves), and how often it meets the round cap.
// npx tsx scripts/ambassadors-interaction.ts [--games 2000] [--seed 1] [--level hard] [--solo]
import { parseArgs } from 'node:util';
import { decide, type Level } from '../src/games/ambassadors/ai/index';
import { covers } from '../src/games/ambassadors/ai/odds';
import { playOut, type BotFn } from '../src/games/ambassadors/ai/play-out';
import { actionsOf, board, createGame, legalMoves, missingOnChain, play, stepsTo, viewFor, type AmbassadorsAction, type AmbassadorsOptions, type AmbassadorsState } from '../src/games/ambassadors/rules/index';
import { quantile, round3 } from './bench-stats';

const { values } = parseArgs({ options: { games: { type: 'string', default: '2000' }, seed: { type: 'string', default: '1' }, level: { type: 'string', default: 'hard' }, solo: { type: 'boolean', default: false } } });
const games = Number(values.games);
const seed = Number(values.seed);
const level = values.level as Level;
const b = board();
const bot: BotFn = (state, seat, rng) => decide(viewFor(state, seat), level, rng);
/** A seat that only rolls, passes and takes the first choice offered. */
const idle: BotFn = (state, seat, rng) => {
  const moves = legalMoves(viewFor(state, seat), seat);
  return { action: moves.find((m) => m.type === 'roll' || m.type === 'pass') ?? (moves[0] as AmbassadorsAction), rng };
};
const optionsOf = (g: number): AmbassadorsOptions => ({ players: 2, seed: (seed + g) >>> 0, starts: [(g % 4) + 1, ((g + 1) % 4) + 1] });

if (values.solo) {
  const rounds: number[] = [];
  let capped = 0;
  for (let g = 0; g < games; g++) {
    const final = playOut(optionsOf(g), [bot, idle]);
    rounds.push(final.turn.round);
    if (final.outcome?.reason === 'roundCap') capped++;
  }
  console.log(JSON.stringify({ games, solo: level, roundCapShare: round3(capped / games), roundsMedian: quantile(rounds, 0.5), roundsP90: quantile(rounds, 0.9) }));
  process.exit(0);
}

interface Tally {
  games: number;
  turns: number;
  stalled: number;
  blocked: number;
  ambushedOn: number;
  jokered: number;
  laid: number;
  ambushHeldAtEnd: number;
  jokersHeldAtEnd: number;
  tolls: number;
  tollGold: number;
  rivalShortcutSteps: number;
  shortcutSteps: number;
  trips: number;
}
const tally = (): Tally => ({ games: 0, turns: 0, stalled: 0, blocked: 0, ambushedOn: 0, jokered: 0, laid: 0, ambushHeldAtEnd: 0, jokersHeldAtEnd: 0, tolls: 0, tollGold: 0, rivalShortcutSteps: 0, shortcutSteps: 0, trips: 0 });

const startOf = (o: AmbassadorsOptions, seat: number): number => b.starts[(o.starts[seat] as number) - 1] as number;
const missing = (s: AmbassadorsState, seat: number, plus = -1): number => missingOnChain(b, s.embassies, seat, startOf(s.options, seat), plus);
/** The seat's current trip would link its chain, and the steps left to it. */
const winningTrip = (s: AmbassadorsState, seat: number): number | null => {
  const p = s.players[seat] as AmbassadorsState['players'][number];
  if (p.trip.failed || missing(s, seat, p.trip.target) !== 0) return null;
  return stepsTo(b, s.embassies, p.trip.target)[p.spot] as number;
};

const byRole = { firstWins: tally(), firstLoses: tally(), secondWins: tally(), secondLoses: tally() };
let firstWon = 0;
const lastRound = { sameRoundShort: 0, loserOneTurnChance: 0, loserHadWinningTrip: 0 };
const endgame = { turns: 0, hadAmbush: 0, laidOnRivalRoute: 0, laidElsewhere: 0, passedWithAmbush: 0, boughtAtShop: 0, shopTurns: 0 };
const progress: [number, number][][] = [];
/** Per round (its start, both having played as many turns): the first player's lead in wonders missing, trips done and gold, summed over the games still on. */
const lead: { games: number; missing: number; trips: number; gold: number; ahead: number; behind: number }[] = [];

for (let g = 0; g < games; g++) {
  const options = optionsOf(g);
  const final = playOut(options, [bot, bot]);
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  const first = state.first;
  const winner = final.outcome?.winners.length === 1 ? (final.outcome.winners[0] as number) : -1;
  if (winner < 0) continue;
  if (winner === first) firstWon++;
  const roleOf = (seat: number): Tally => (seat === first ? (seat === winner ? byRole.firstWins : byRole.firstLoses) : seat === winner ? byRole.secondWins : byRole.secondLoses);
  const per = [roleOf(0), roleOf(1)];
  for (const t of per) t.games++;
  const tripsBefore = per.map((t) => t.trips);
  const rounds: [number, number][] = [];
  let turnPoints = 0;
  let turnSteps = 0;
  let turnStopped = false;
  let threatened = false;
  const closeTurn = (s: AmbassadorsState, seat: number): void => {
    const t = per[seat] as Tally;
    t.turns++;
    if (turnStopped || turnSteps >= turnPoints) return;
    t.stalled++;
    // Stalled: is every step closer to the target onto the rival's figure?
    const p = s.players[seat] as AmbassadorsState['players'][number];
    const rival = (s.players[1 - seat] as AmbassadorsState['players'][number]).spot;
    const dist = stepsTo(b, s.embassies, p.trip.target);
    const closer = (b.neighbours[p.spot] as readonly number[]).filter((n) => dist[n] === (dist[p.spot] as number) - 1);
    if (closer.length > 0 && closer.every((n) => n === rival)) t.blocked++;
  };
  for (const action of actionsOf(final)) {
    const seat = action.player;
    const rival = 1 - seat;
    if (action.type === 'roll') {
      threatened = winningTrip(state, rival) !== null;
      if (threatened) endgame.turns++;
      if (threatened && ((state.players[seat]?.hand[2] as number) > 0)) endgame.hadAmbush++;
    }
    if (action.type === 'ambush' && threatened) {
      const r = state.players[rival] as AmbassadorsState['players'][number];
      const dist = stepsTo(b, state.embassies, r.trip.target);
      const onRoute = (dist[action.dot] as number) >= 0 && (dist[action.dot] as number) < (dist[r.spot] as number);
      if (onRoute) endgame.laidOnRivalRoute++;
      else endgame.laidElsewhere++;
    }
    if (action.type === 'pass' && state.phase === 'ambush' && threatened) endgame.passedWithAmbush++;
    if (state.phase === 'shop' && threatened && action.type !== 'buy' && action.type === 'pass') endgame.shopTurns++;
    if (action.type === 'buy' && threatened) endgame.boughtAtShop++;
    const before = state;
    const played = play(state, action);
    if (!played.ok) throw new Error(`the record does not replay: ${played.error.code}`);
    state = played.value.state;
    const t = per[seat] as Tally;
    for (const e of played.value.events) {
      if (e.type === 'rolled') {
        turnPoints = e.dice[0] + e.dice[1];
        turnSteps = 0;
        turnStopped = false;
      }
      if (e.type === 'boosted') turnPoints += e.card === 'plus2' ? 2 : 3;
      if (e.type === 'stepped') {
        turnSteps++;
        const path = b.paths[b.pathOf[e.to] >= 0 ? (b.pathOf[e.to] as number) : (b.pathOf[e.from] as number)];
        if (path?.orange) {
          t.shortcutSteps++;
          const mine = ((before.embassies[path.a] as number) | (before.embassies[path.b] as number)) & (1 << seat);
          if (!mine) t.rivalShortcutSteps++;
        }
      }
      if (e.type === 'ambushSprung') {
        if (e.joker) t.jokered++;
        else {
          t.ambushedOn++;
          turnStopped = true;
        }
      }
      if (e.type === 'arrived') {
        turnStopped = true;
        t.trips++;
      }
      if (e.type === 'tripFailed' || e.type === 'ruined') turnStopped = true;
      if (e.type === 'ambushPlaced') t.laid++;
      if (e.type === 'tollCharged') {
        t.tolls++;
        t.tollGold += e.amount;
      }
      if (e.type === 'turnStarted' || e.type === 'gameOver') {
        if (before.turn.dice !== null || e.type === 'gameOver') closeTurn(state, e.type === 'gameOver' ? seat : before.turn.player);
        if (e.type === 'turnStarted' && e.player === first) {
          rounds.push([missing(state, 0), missing(state, 1)]);
          const r = (lead[rounds.length] ??= { games: 0, missing: 0, trips: 0, gold: 0, ahead: 0, behind: 0 });
          const second = 1 - first;
          const ahead = missing(state, second) - missing(state, first);
          r.games++;
          r.missing += ahead;
          r.ahead += ahead > 0 ? 1 : 0;
          r.behind += ahead < 0 ? 1 : 0;
          r.trips += (per[first] as Tally).trips - (per[second] as Tally).trips - tripsBefore[first] + tripsBefore[second];
          r.gold += (state.players[first]?.gold as number) - (state.players[second]?.gold as number);
        }
      }
    }
  }
  progress.push(rounds);
  for (let s = 0; s < 2; s++) {
    const p = final.players[s] as AmbassadorsState['players'][number];
    (per[s] as Tally).ambushHeldAtEnd += p.hand[2] as number;
    (per[s] as Tally).jokersHeldAtEnd += p.hand[3] as number;
  }
  // The loser's position when the game ended: a trip under way that would win, and its odds in one roll.
  const loser = 1 - winner;
  const d = winningTrip(final, loser);
  if (d !== null) {
    lastRound.loserHadWinningTrip++;
    const chance = covers(1, d);
    lastRound.loserOneTurnChance += chance;
    // The winner moved first and the loser had its turn to come in the same round.
    if (winner === first) lastRound.sameRoundShort += chance;
  }
}

/** Pearson correlation of pairs. */
function correlation(pairs: readonly [number, number][]): number {
  const n = pairs.length;
  const mx = pairs.reduce((a, p) => a + p[0], 0) / n;
  const my = pairs.reduce((a, p) => a + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
const atRound = (r: number, shift: number): [number, number][] => {
  const withRound = progress.filter((rounds) => rounds.length > r);
  return withRound.map((rounds, i) => [(rounds[r] as [number, number])[0], ((withRound[(i + shift) % withRound.length] as [number, number][])[r] as [number, number])[1]]);
};
const perGame = (t: Tally) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, k === 'games' ? v : round3(v / Math.max(1, t.games))]));
const decided = Object.values(byRole).reduce((a, t) => a + t.games, 0) / 2;
console.log(
  JSON.stringify(
    {
      games,
      decided,
      firstPlayer: round3(firstWon / decided),
      perGame: Object.fromEntries(Object.entries(byRole).map(([k, t]) => [k, perGame(t)])),
      loserAtEnd: {
        hadWinningTrip: round3(lastRound.loserHadWinningTrip / decided),
        oneRollChanceMean: round3(lastRound.loserOneTurnChance / decided),
        secondPlayerWouldHaveFinishedSameRound: round3(lastRound.sameRoundShort / decided),
      },
      progressCorrelation: Object.fromEntries([4, 8, 12, 16].map((r) => [`round${r}`, { sameGame: round3(correlation(atRound(r, 0))), otherGame: round3(correlation(atRound(r, 4))) }])),
      rivalWinningTripTurns: endgame,
      firstPlayersLead: Object.fromEntries(
        [2, 3, 4, 6, 8, 12, 16].map((r) => {
          const l = lead[r] ?? { games: 1, missing: 0, trips: 0, gold: 0, ahead: 0, behind: 0 };
          return [`round${r}`, { games: l.games, missing: round3(l.missing / l.games), trips: round3(l.trips / l.games), gold: round3(l.gold / l.games), ahead: round3(l.ahead / l.games), behind: round3(l.behind / l.games) }];
        }),
      ),
    },
    null,
    1,
  ),
);
