// Tucana's content (islands, cards, score tables) checked against the rules' constraints when the
// module loads: broken data refuses every new game with `badContent` and says what is wrong.
import { BLUE_CARDS, DECK, RED_POINTS, SETUP_CARDS } from './cards';
import { DIRECTIONS, stepsFrom } from './hex';
import { readIsland, type Island } from './island';
import { ISLA_GRANDE, ISLA_PETIT, type IslandData } from './islands';
import { err, ok, type Result } from './result';
import { CARD_KINDS, ISLANDS, LETTERS, SIGHT_KINDS, TERRAINS, type CardKind, type IslandId, type SightKind, type Terrain } from './types';

export interface TucanaContent {
  readonly islands: readonly IslandData[];
  readonly deck: Readonly<Record<CardKind, number>>;
  readonly setupCards: readonly string[];
  readonly blue: { readonly first: readonly number[]; readonly second: readonly number[] };
  readonly redPoints: number;
}

/** Content that passed every check, with the islands built for play. */
export interface CheckedContent extends Omit<TucanaContent, 'islands'> {
  readonly islands: Readonly<Record<IslandId, Island>>;
}

export const CONTENT_DATA: TucanaContent = {
  islands: [ISLA_PETIT, ISLA_GRANDE],
  deck: DECK,
  setupCards: SETUP_CARDS,
  blue: BLUE_CARDS,
  redPoints: RED_POINTS,
};

/** The terrain each sight stands on. */
export const SIGHT_TERRAIN: Readonly<Record<SightKind, Terrain>> = {
  obelisk: 'desert',
  book: 'forest',
  toucan: 'forest',
  yeti: 'mountain',
  seaMonster: 'water',
};

// The map constraints of the rules page (ours where it says "about").
export const ISLAND_SIZES: Readonly<Record<IslandId, readonly [number, number]>> = { petit: [66, 80], grande: [100, 120] };
/** Each terrain's share of the hexes stays this close to its share of the terrain cards. */
export const TERRAIN_SHARE_TOLERANCE = 0.04;
/** Every pair of terrains (a terrain with itself too) meets along at least this many edges. */
export const MIN_PAIR_EDGES = 7;
export const VILLAGE_COUNT = 10;
/** Going round the island, no two consecutive villages are further apart than this (degrees). */
export const MAX_VILLAGE_GAP = 60;
/** Steps from a sight to the nearest village. */
export const SIGHT_STEPS: readonly [number, number] = [2, 3];
/** Steps between two sights of the same kind, at least. */
export const MIN_SAME_KIND_STEPS = 4;
export const SETUP_CARD_COUNT = 13;
export const SOLO_RANK_COUNT = 6;

const isCount = (n: unknown, min = 1): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min;
const pairName = (a: number, b: number) => `${TERRAINS[a]}–${TERRAINS[b]}`;
const aOrAn = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/** Per unordered terrain pair (a ≤ b, index a * 4 + b): how many edges join those terrains. */
export function terrainPairEdges(island: Island): number[] {
  const counts = new Array<number>(TERRAINS.length * TERRAINS.length).fill(0);
  for (let e = 0; e < island.edgeCount; e++) {
    const x = island.terrain[island.edgeHexes[2 * e] as number] as number;
    const y = island.terrain[island.edgeHexes[2 * e + 1] as number] as number;
    counts[Math.min(x, y) * TERRAINS.length + Math.max(x, y)]++;
  }
  return counts;
}

/** Sea hexes walled in by the island (an island has no inland sea). */
function enclosedSea(island: Island): number {
  const qs = island.q;
  const rs = island.r;
  const [q0, q1, r0, r1] = [Math.min(...qs) - 1, Math.max(...qs) + 1, Math.min(...rs) - 1, Math.max(...rs) + 1];
  const land = new Set(qs.map((q, i) => `${q},${rs[i]}`));
  const seen = new Set<string>([`${q0},${r0}`]);
  const queue: [number, number][] = [[q0, r0]];
  for (let i = 0; i < queue.length; i++) {
    const [q, r] = queue[i] as [number, number];
    for (const [dq, dr] of DIRECTIONS) {
      const [nq, nr] = [q + dq, r + dr];
      const key = `${nq},${nr}`;
      if (nq < q0 || nq > q1 || nr < r0 || nr > r1 || land.has(key) || seen.has(key)) continue;
      seen.add(key);
      queue.push([nq, nr]);
    }
  }
  return (q1 - q0 + 1) * (r1 - r0 + 1) - land.size - seen.size;
}

function shapeProblem(island: Island): string | null {
  const [min, max] = ISLAND_SIZES[island.id];
  if (island.size < min || island.size > max) return `${island.size} hexes, expected ${min}–${max}`;
  if (stepsFrom(island.neighbours, [0]).includes(-1)) return 'the island is in several pieces';
  const lakes = enclosedSea(island);
  if (lakes > 0) return `${lakes} sea hexes are walled in by the island`;
  const cards = TERRAINS.reduce((sum, t) => sum + DECK[t], 0);
  for (const [t, terrain] of TERRAINS.entries()) {
    const share = island.terrain.filter((x) => x === t).length / island.size;
    const target = DECK[terrain] / cards;
    if (Math.abs(share - target) > TERRAIN_SHARE_TOLERANCE)
      return `${terrain} covers ${(share * 100).toFixed(1)}% of the hexes, its cards ${(target * 100).toFixed(1)}%`;
  }
  const pairs = terrainPairEdges(island);
  for (let a = 0; a < TERRAINS.length; a++) {
    for (let b = a; b < TERRAINS.length; b++) {
      const n = pairs[a * TERRAINS.length + b] as number;
      if (n < MIN_PAIR_EDGES) return `${pairName(a, b)} meet along ${n} edges, at least ${MIN_PAIR_EDGES} needed`;
    }
  }
  return null;
}

function villageProblem(island: Island): string | null {
  const { villages, villageAngles: angles } = island;
  if (villages.length !== VILLAGE_COUNT) return `${villages.length} villages, expected ${VILLAGE_COUNT}`;
  for (const [i, v] of villages.entries()) {
    if (!island.coast[v]) return `village ${i + 1} is not on the coast`;
    if (TERRAINS[island.terrain[v] as number] === 'water') return `village ${i + 1} is on water`;
    if (villages.some((w) => island.neighbours.subarray(v * 6, v * 6 + 6).includes(w))) return `village ${i + 1} is next to another village`;
  }
  for (let i = 0; i < angles.length; i++) {
    const gap = ((angles[(i + 1) % angles.length] as number) - (angles[i] as number) + 360) % 360;
    if (gap === 0) return `villages ${i + 1} and ${i + 2} lie in the same direction: their numbers are ambiguous`;
    if (gap > MAX_VILLAGE_GAP) return `${gap.toFixed(0)}° of coast between villages ${i + 1} and ${((i + 1) % angles.length) + 1}, at most ${MAX_VILLAGE_GAP}°`;
  }
  return null;
}

function sightProblem(island: Island): string | null {
  const perKind = island.sightValues[0]?.length ?? 0;
  const fromVillages = stepsFrom(island.neighbours, island.villages);
  for (const [k, kind] of SIGHT_KINDS.entries()) {
    const own = island.sights.filter((_, s) => island.sightKinds[s] === k);
    if (own.length !== perKind) return `${own.length} ${kind} sights, expected ${perKind} (one per value)`;
    for (const h of own) {
      if (TERRAINS[island.terrain[h] as number] !== SIGHT_TERRAIN[kind]) return `${aOrAn(kind)} stands on ${TERRAINS[island.terrain[h] as number]}, not ${SIGHT_TERRAIN[kind]}`;
      if (island.coast[h]) return `${aOrAn(kind)} is on the coast`;
      const steps = fromVillages[h] as number;
      if (steps < SIGHT_STEPS[0] || steps > SIGHT_STEPS[1]) return `${aOrAn(kind)} is ${steps} steps from the nearest village, expected ${SIGHT_STEPS.join('–')}`;
      const apart = stepsFrom(island.neighbours, [h]);
      const near = own.find((other) => other !== h && (apart[other] as number) < MIN_SAME_KIND_STEPS);
      if (near !== undefined) return `two ${kind} sights are ${apart[near]} steps apart, at least ${MIN_SAME_KIND_STEPS} needed`;
    }
  }
  return null;
}

function tableProblem(data: IslandData): string | null {
  if (!isCount(data.rounds)) return 'rounds must be a whole number from 1';
  if (typeof data.sightValues !== 'object' || data.sightValues === null) return 'sightValues must list values per sight kind';
  if (typeof data.pairValues !== 'object' || data.pairValues === null) return 'pairValues must give a value per letter';
  const perKind = data.sightValues[SIGHT_KINDS[0]]?.length;
  for (const kind of SIGHT_KINDS) {
    const values = data.sightValues[kind];
    if (!Array.isArray(values) || values.length === 0 || !values.every((v) => isCount(v))) return `${kind} values must be whole numbers from 1`;
    if (values.length !== perKind) return `${kind} has ${values.length} values, ${SIGHT_KINDS[0]} ${perKind}`;
    if (values.some((v, i) => i > 0 && v < (values[i - 1] as number))) return `${kind} values must not fall`;
  }
  if (!LETTERS.every((l) => isCount(data.pairValues[l]))) return 'each letter needs a pair value, a whole number from 1';
  const ranks = data.soloRanks;
  if (!Array.isArray(ranks) || ranks.length !== SOLO_RANK_COUNT || !ranks.every((r, i) => isCount(r) && (i === 0 || r > (ranks[i - 1] as number))))
    return `soloRanks must be ${SOLO_RANK_COUNT} rising whole numbers`;
  return null;
}

/** Checks one island: its rows, shape, terrains, villages, sights and score tables. */
export function validateIsland(data: IslandData): Result<Island> {
  const name = `island ${String(data.id)}`;
  if (!ISLANDS.includes(data.id)) return err('badContent', `${name}: unknown island`);
  const table = tableProblem(data);
  if (table) return err('badContent', `${name}: ${table}`);
  const island = readIsland(data);
  if (typeof island === 'string') return err('badContent', `${name}: ${island}`);
  const problem = shapeProblem(island) ?? villageProblem(island) ?? sightProblem(island);
  return problem ? err('badContent', `${name}: ${problem}`) : ok(island);
}

/** The ring of a setup card as its smallest reading, turned or mirrored (equal rings, equal keys). */
function ringKey(card: string): string {
  const readings: string[] = [];
  for (const text of [card, card.split('').reverse().join('')]) {
    for (let i = 0; i < text.length; i++) readings.push(text.slice(i) + text.slice(0, i));
  }
  return readings.sort()[0] as string;
}

export function validateSetupCards(cards: readonly string[]): Result<readonly string[]> {
  if (cards.length !== SETUP_CARD_COUNT) return err('badContent', `${cards.length} setup cards, expected ${SETUP_CARD_COUNT}`);
  const rings = new Map<string, number>();
  for (const [i, card] of cards.entries()) {
    const name = `setup card ${i + 1}`;
    if (typeof card !== 'string' || card.length !== 2 * LETTERS.length) return err('badContent', `${name}: expected ${2 * LETTERS.length} letters`);
    for (const letter of LETTERS) {
      if (card.split(letter).length - 1 !== 2) return err('badContent', `${name}: the letter ${letter} must appear twice`);
    }
    for (let k = 0; k < card.length; k++) {
      if (card[k] === card[(k + 1) % card.length]) return err('badContent', `${name}: two ${card[k]} side by side on the ring`);
    }
    const key = ringKey(card);
    const same = rings.get(key);
    if (same !== undefined) return err('badContent', `${name}: the same ring as setup card ${same + 1}, turned or mirrored`);
    rings.set(key, i);
  }
  return ok(cards);
}

export function validateDeck(deck: Readonly<Record<CardKind, number>>): Result<Readonly<Record<CardKind, number>>> {
  for (const kind of CARD_KINDS) if (!isCount(deck[kind])) return err('badContent', `deck: ${kind} needs a count, a whole number from 1`);
  const total = CARD_KINDS.reduce((sum, kind) => sum + deck[kind], 0);
  // Two cards a turn until one is left: an odd deck leaves exactly one unseen.
  if (total % 2 === 0) return err('badContent', `deck: ${total} cards, an odd number is needed`);
  return ok(deck);
}

export function validateContent(content: TucanaContent): Result<CheckedContent> {
  const islands: Partial<Record<IslandId, Island>> = {};
  for (const data of content.islands) {
    const checked = validateIsland(data);
    if (!checked.ok) return checked;
    if (islands[data.id]) return err('badContent', `island ${data.id}: given twice`);
    islands[data.id] = checked.value;
  }
  const missing = ISLANDS.find((id) => !islands[id]);
  if (missing) return err('badContent', `island ${missing}: missing`);
  const deck = validateDeck(content.deck);
  if (!deck.ok) return deck;
  const setup = validateSetupCards(content.setupCards);
  if (!setup.ok) return setup;
  const { first, second } = content.blue;
  for (const [name, pile] of [['#1', first], ['#2', second]] as const) {
    if (pile.length !== LETTERS.length || !pile.every((v) => isCount(v))) return err('badContent', `blue cards ${name}: one whole number from 1 per letter`);
  }
  if (!isCount(content.redPoints)) return err('badContent', 'red cards: points must be a whole number from 1');
  return ok({ ...content, islands: islands as Record<IslandId, Island> });
}

/** The shipped content, checked once when the rules load. */
export const CONTENT: Result<CheckedContent> = validateContent(CONTENT_DATA);

/** The checked content, once a game exists (a game is only made once the content passed its checks). */
export function checkedContent(): CheckedContent {
  if (!CONTENT.ok) throw new Error(`Tucana content is broken: ${CONTENT.error.detail}`);
  return CONTENT.value;
}

export const islandOf = (id: IslandId): Island => checkedContent().islands[id];

/** Turns in a round: two cards each until one is left. */
export const turnsPerRound = (deck: Readonly<Record<CardKind, number>>): number => (CARD_KINDS.reduce((sum, kind) => sum + deck[kind], 0) - 1) / 2;
