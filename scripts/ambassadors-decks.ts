// Writes the exploration decks (the DECKS list of src/games/ambassadors/rules/decks.ts) from the
// map and the plan below: per wonder, 7 targets spread over the walking distances 5–34, bands
// scaled to the trip (see docs/balance-ambassadors.md). A plan may also set each start deck's
// first trips, kept out of each other's corridors. A plan the map cannot satisfy (a swap of a trip
// that was not picked, first trips that share a corridor…) stops the script with a typed error
// (DeckScriptError) and writes nothing.
// npx tsx scripts/ambassadors-decks.ts [--check]   (--check: write nothing, exit 1 if the file differs)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MAP } from '../src/games/ambassadors/rules/map';
import type { DeckData, MapData, TripCardData } from '../src/games/ambassadors/rules/types';

export type DeckScriptErrorCode = 'unknownWonder' | 'notPicked' | 'noReplacement' | 'notFirstTrip' | 'sharedCorridor' | 'duplicateTarget' | 'noDeckList';

/** A plan the map cannot satisfy: which rule failed, and where. */
export class DeckScriptError extends Error {
  constructor(
    readonly code: DeckScriptErrorCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'DeckScriptError';
  }
}

export interface DeckPlan {
  readonly deckSize: number;
  /** Targets are picked among the wonders this many walking points away. */
  readonly window: readonly [number, number];
  /** A trip whose top band is this many rolls or fewer can end in the opening round: in a start deck, a first trip. */
  readonly firstTripRolls: number;
  /**
   * Per start wonder, if given: its deck's first trips, and no other trip as short; no two starts'
   * first trips may then share a corridor (a path on a shortest route, or the target). Without it
   * the start decks keep the trips picked by distance.
   */
  readonly firstTrips?: Readonly<Record<string, readonly string[]>>;
  /** Per deck: trips put in place of trips the spread picked ("from": "to"). */
  readonly swaps: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Targets put in place of the pick at a position of a deck. */
  readonly fixedPicks: readonly { readonly deck: string; readonly at: number; readonly target: string }[];
  /** Every deck within reach holds a trip to the City, in this position. */
  readonly cityAt: number;
  /** Per dead end: the wonders, first one the deck lacks, that take the place of a trip to it (the City's own deck keeps its trip). */
  readonly deadEndSwaps: Readonly<Record<string, readonly string[]>>;
  /** Cards kept exactly as printed (the rulebook's). */
  readonly printed: readonly { readonly deck: string; readonly card: TripCardData }[];
}

export const DECK_PLAN: DeckPlan = {
  deckSize: 7,
  window: [5, 34],
  firstTripRolls: 2,
  // No first trips planned: keeping the starts' first trips apart left the first player's edge as it
  // was and unbalanced the starts (docs/balance-ambassadors.md, fifth round).
  // One trip to a neighbour on a chain in each start deck; more along Timbuktu's (docs/balance-ambassadors.md).
  swaps: { unitedKingdom: { spain: 'venice' }, france: { carthage: 'venice' }, spain: { timbuktu: 'carthage' }, timbuktu: { giza: 'persepolis' } },
  fixedPicks: [{ deck: 'france', at: 5, target: 'lhasa' }],
  cityAt: 3,
  deadEndSwaps: { kyoto: ['samarkand', 'hagiaSophia', 'venice', 'persepolis'] },
  printed: [{ deck: 'france', card: { target: 'lhasa', top: 3, topGold: 130, mid: 5, midGold: 45, fine: 90 } }],
};

// P(sum of k rolls of 2d6 >= D)
function reach(k: number, D: number): number {
  let sums = [1];
  for (let i = 0; i < k; i++) {
    const n: number[] = new Array<number>(sums.length + 12).fill(0);
    sums.forEach((p, s) => {
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) n[s + a + b] = (n[s + a + b] as number) + p / 36;
    });
    sums = n;
  }
  return sums.reduce((acc, p, s) => acc + (s >= D ? p : 0), 0);
}
const r5 = (x: number): number => Math.round(x / 5) * 5;

/** `count` of the candidates (nearest first), spread evenly from the nearest to the farthest. */
function spread(candidates: readonly string[], count: number): string[] {
  const picks: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = candidates[Math.round((i * (candidates.length - 1)) / (count - 1))];
    if (t !== undefined && !picks.includes(t)) picks.push(t);
  }
  return picks;
}

/** The decks the plan asks for on the map, one per wonder in the map's order; throws DeckScriptError. */
export function planDecks(plan: DeckPlan, map: MapData = MAP): DeckData[] {
  const ids = map.wonders.map((w) => w.id);
  const city = map.wonders.find((w) => w.city)?.id;
  const starts = map.wonders.filter((w) => w.start !== undefined).map((w) => w.id);
  const length = (p: MapData['paths'][number]): number => p.dots + 1;
  const known = (id: string, where: string): string => {
    if (!ids.includes(id)) throw new DeckScriptError('unknownWonder', `${where} names ${id}, which is not on the map.`);
    return id;
  };

  /** Shortest movement points from `from` to every wonder, green paths only or with shortcuts. */
  const distances = (from: string, shortcuts: boolean): Map<string, number> => {
    const d = new Map<string, number>([[from, 0]]);
    const todo = new Set(ids);
    for (;;) {
      let best: string | null = null;
      for (const id of todo) if (d.has(id) && (best === null || (d.get(id) as number) < (d.get(best) as number))) best = id;
      if (best === null) return d;
      todo.delete(best);
      for (const p of map.paths) {
        if (p.colour === 'orange' && !shortcuts) continue;
        const other = p.a === best ? p.b : p.b === best ? p.a : null;
        if (other === null) continue;
        const nd = (d.get(best) as number) + length(p);
        if (!d.has(other) || nd < (d.get(other) as number)) d.set(other, nd);
      }
    }
  };
  const walking = new Map(ids.map((id) => [id, distances(id, false)]));
  const anyPath = new Map(ids.map((id) => [id, distances(id, true)]));
  const far = (table: Map<string, Map<string, number>>, a: string, b: string): number => table.get(a)?.get(b) ?? Infinity;

  /** Top band: the fewest rolls (at least 2) that cover the trip half the time, halfway between walking and every shortcut. */
  const cardFor = (from: string, to: string): TripCardData => {
    const printed = plan.printed.find((p) => p.deck === from && p.card.target === to);
    if (printed) return printed.card;
    const D = Math.round((far(walking, from, to) + far(anyPath, from, to)) / 2);
    let top = 1;
    while (reach(top, D) < 0.5) top++;
    top = Math.max(2, top);
    const topGold = r5(D * 5.7);
    return { target: to, top, topGold, mid: top + 2, midGold: r5(topGold * 0.35), fine: r5(topGold * 0.7) };
  };
  const isFirstTrip = (from: string, to: string): boolean => cardFor(from, to).top <= plan.firstTripRolls;

  /** A trip's corridor: its target, and every path on one of its shortest routes, walking or with shortcuts. */
  const corridor = (from: string, to: string): Set<string> => {
    const spots = new Set([`the wonder ${to}`]);
    for (const [table, shortcuts] of [[walking, false], [anyPath, true]] as const) {
      const total = far(table, from, to);
      for (const p of map.paths) {
        if (p.colour === 'orange' && !shortcuts) continue;
        const along = (x: string, y: string): boolean => far(table, from, x) + length(p) + far(table, y, to) === total;
        if (along(p.a, p.b) || along(p.b, p.a)) spots.add(`the path ${p.a}–${p.b}`);
      }
    }
    return spots;
  };

  const replaceAt = (deck: string, picks: string[], at: number, target: string): void => {
    if (picks[at] === undefined) throw new DeckScriptError('notPicked', `${deck}'s deck has no pick ${at} to give to ${target}.`);
    picks[at] = target;
  };

  /** A start deck: its planned first trips and, in place of any other trip as short, the next longer trips it lacks. */
  const withFirstTrips = (deck: string, planned: readonly string[], picks: readonly string[], inWindow: readonly string[]): string[] => {
    const firsts = planned.map((t) => known(t, `${deck}'s first trips`));
    for (const t of firsts) if (!isFirstTrip(deck, t)) throw new DeckScriptError('notFirstTrip', `${deck} → ${t} has a top band of ${cardFor(deck, t).top} rolls, more than ${plan.firstTripRolls}.`);
    const kept = picks.filter((t) => !firsts.includes(t) && !isFirstTrip(deck, t));
    const longer = inWindow.filter((t) => !isFirstTrip(deck, t) && !kept.includes(t));
    const cards = [...firsts, ...kept];
    if (cards.length > plan.deckSize) throw new DeckScriptError('noReplacement', `${deck}'s ${firsts.length} first trips leave no room for its ${kept.length} longer ones.`);
    while (cards.length < plan.deckSize) {
      const next = longer.shift();
      if (next === undefined) throw new DeckScriptError('noReplacement', `${deck}'s deck has no longer trip left to fill it.`);
      cards.push(next);
    }
    return cards;
  };

  const picksFor = (deck: string): string[] => {
    const inWindow = ids
      .filter((t) => t !== deck && far(walking, deck, t) >= plan.window[0] && far(walking, deck, t) <= plan.window[1])
      .sort((a, b) => far(walking, deck, a) - far(walking, deck, b));
    const picks = spread(inWindow, plan.deckSize);
    for (const fixed of plan.fixedPicks) if (fixed.deck === deck && !picks.includes(known(fixed.target, 'a fixed pick'))) replaceAt(deck, picks, fixed.at, fixed.target);
    if (city !== undefined && inWindow.includes(city) && !picks.includes(city)) replaceAt(deck, picks, plan.cityAt, city);
    for (const [from, to] of Object.entries(plan.swaps[deck] ?? {})) {
      const at = picks.indexOf(known(from, `${deck}'s swaps`));
      if (at < 0) throw new DeckScriptError('notPicked', `${deck}'s deck has no trip to ${from} to give to ${known(to, `${deck}'s swaps`)}.`);
      replaceAt(deck, picks, at, to);
    }
    for (const [deadEnd, tos] of Object.entries(plan.deadEndSwaps)) {
      const at = picks.indexOf(known(deadEnd, 'a dead-end swap'));
      if (at < 0 || deck === city) continue;
      const to = tos.find((t) => known(t, 'a dead-end swap') !== deck && !picks.includes(t));
      if (to === undefined) throw new DeckScriptError('noReplacement', `${deck}'s trip to ${deadEnd} has none of ${tos.join(', ')} left to take its place.`);
      replaceAt(deck, picks, at, to);
    }
    const cards = plan.firstTrips && starts.includes(deck) ? withFirstTrips(deck, plan.firstTrips[deck] ?? [], picks, inWindow) : picks;
    if (new Set(cards).size !== cards.length) throw new DeckScriptError('duplicateTarget', `${deck}'s deck names a target twice: ${cards.join(', ')}.`);
    return cards;
  };

  const firstTrips = Object.entries(plan.firstTrips ?? {}).flatMap(([from, tos]) => tos.map((to) => ({ from: known(from, 'the first trips'), to, spots: corridor(from, to) })));
  for (const [i, one] of firstTrips.entries())
    for (const other of firstTrips.slice(i + 1)) {
      if (one.from === other.from) continue;
      const shared = [...one.spots].filter((s) => other.spots.has(s));
      if (shared.length > 0) throw new DeckScriptError('sharedCorridor', `${one.from} → ${one.to} and ${other.from} → ${other.to} share ${shared.join(', ')}.`);
    }

  return ids.map((deck) => {
    const orangeCount = map.paths.filter((p) => p.colour === 'orange' && (p.a === deck || p.b === deck)).length;
    return { wonder: deck, toll: Math.min(30, 10 + 10 * orangeCount), cards: picksFor(deck).map((t) => cardFor(deck, t)) };
  });
}

const cardText = (c: TripCardData): string => `{ target: '${c.target}', top: ${c.top}, topGold: ${c.topGold}, mid: ${c.mid}, midGold: ${c.midGold}, fine: ${c.fine} }`;
const deckText = (d: DeckData): string => `  {\n    wonder: '${d.wonder}',\n    toll: ${d.toll},\n    cards: [\n      ${d.cards.map(cardText).join(',\n      ')},\n    ],\n  },`;

const DECKS_FILE = fileURLToPath(new URL('../src/games/ambassadors/rules/decks.ts', import.meta.url));
const LIST_OPENS = 'export const DECKS: readonly DeckData[] = [\n';
const LIST_CLOSES = '\n];';

/** rules/decks.ts with its DECKS list written from the plan. */
export function decksFile(plan: DeckPlan = DECK_PLAN): { readonly now: string; readonly written: string } {
  const now = readFileSync(DECKS_FILE, 'utf8');
  const open = now.indexOf(LIST_OPENS);
  const close = now.indexOf(LIST_CLOSES, open);
  if (open < 0 || close < 0) throw new DeckScriptError('noDeckList', 'rules/decks.ts has no DECKS list to write into.');
  return { now, written: now.slice(0, open + LIST_OPENS.length) + planDecks(plan).map(deckText).join('\n') + now.slice(close) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  try {
    const { now, written } = decksFile();
    if (!values.check) writeFileSync(DECKS_FILE, written);
    else if (now !== written) {
      console.error('rules/decks.ts differs from what the script writes.');
      process.exit(1);
    }
  } catch (error) {
    if (!(error instanceof DeckScriptError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
