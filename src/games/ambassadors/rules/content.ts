// Ambassadors' content (the map, the exploration decks, the tolls, the bonus deck) checked against
// the rules' constraints when the module loads, and built into the tables play uses. Broken data
// refuses every new game with `badContent` and says what is wrong.
import { BONUS_DECK, DECKS } from './decks';
import { MAP } from './map';
import { err, ok, type Result } from './result';
import { BONUS_KINDS, PATH_COLOURS, type BonusKind, type DeckData, type MapData } from './types';

export const MAX_PLAYERS = 4;
export const WONDER_COUNT: readonly [number, number] = [18, 24];
export const DECK_SIZE: readonly [number, number] = [MAX_PLAYERS + 1, 8];
export const TOLL_RANGE: readonly [number, number] = [10, 30];
/** Start wonders' shortest distances to the City differ by at most this share of the shortest. */
export const START_SPREAD = 0.1;
export const START_NUMBERS = [1, 2, 3, 4] as const;

export interface AmbassadorsContent {
  readonly map: MapData;
  readonly decks: readonly DeckData[];
  readonly bonus: Readonly<Record<BonusKind, number>>;
}

export interface PathInfo {
  readonly a: number;
  readonly b: number;
  readonly dots: number;
  readonly orange: boolean;
  /** The spot of its first dot (next to `a`); its dots run from a to b. */
  readonly firstDot: number;
}

export interface TripCard {
  readonly start: number;
  readonly target: number;
  readonly top: number;
  readonly topGold: number;
  readonly mid: number;
  readonly midGold: number;
  readonly fine: number;
}

/** The content built for play: wonders and dots as spots, paths, cards by number. */
export interface Board {
  readonly wonders: number;
  readonly spots: number;
  readonly wonderIds: readonly string[];
  /** Per start number − 1: its wonder. */
  readonly starts: readonly number[];
  /** Per start number − 1: movement points from its wonder to the City, shortcuts counted (who plays first). */
  readonly startsToCity: readonly number[];
  readonly city: number;
  readonly paths: readonly PathInfo[];
  /** Per spot: the path of a dot, or −1 for a wonder. */
  readonly pathOf: readonly number[];
  /** Per spot: the spots one step away. */
  readonly neighbours: readonly (readonly number[])[];
  /** Per wonder: the wonders one path away (any colour): what a chain links. */
  readonly linked: readonly (readonly number[])[];
  /** Per wonder: `linked` as a bit mask (at most 24 wonders fit), for the chain search. */
  readonly linkedMask: readonly number[];
  readonly cards: readonly TripCard[];
  /** Per wonder: its deck's cards in the content's order. */
  readonly deckCards: readonly (readonly number[])[];
  readonly tolls: readonly number[];
  /** The whole bonus deck, in BONUS_KINDS order (shuffled at setup). */
  readonly bonus: readonly BonusKind[];
}

const isCount = (n: unknown, min: number, max = Number.MAX_SAFE_INTEGER): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** Shortest movement points from `from` to every wonder (entering a dot or a wonder costs 1), over green paths or every path. */
export function wonderDistances(board: Pick<Board, 'wonders' | 'paths'>, from: number, shortcuts: boolean): number[] {
  const dist = new Array<number>(board.wonders).fill(Infinity);
  const done = new Array<boolean>(board.wonders).fill(false);
  dist[from] = 0;
  for (;;) {
    let at = -1;
    for (let w = 0; w < board.wonders; w++) if (!done[w] && dist[w] !== Infinity && (at < 0 || (dist[w] as number) < (dist[at] as number))) at = w;
    if (at < 0) return dist;
    done[at] = true;
    for (const p of board.paths) {
      if (p.orange && !shortcuts) continue;
      const other = p.a === at ? p.b : p.b === at ? p.a : -1;
      if (other >= 0) dist[other] = Math.min(dist[other] as number, (dist[at] as number) + p.dots + 1);
    }
  }
}

function buildMap(map: MapData): Result<Omit<Board, 'cards' | 'deckCards' | 'tolls' | 'bonus'>> {
  const { wonders, paths } = map;
  if (!isCount(wonders.length, WONDER_COUNT[0], WONDER_COUNT[1])) return err('badContent', `The map needs ${WONDER_COUNT[0]}–${WONDER_COUNT[1]} wonders, not ${wonders.length}.`);
  const index = new Map<string, number>();
  for (const [w, wonder] of wonders.entries()) {
    if (index.has(wonder.id)) return err('badContent', `Wonder ${wonder.id} is listed twice.`);
    index.set(wonder.id, w);
  }
  const starts = START_NUMBERS.map((n) => wonders.findIndex((w) => w.start === n));
  const missing = starts.findIndex((w) => w < 0);
  if (missing >= 0) return err('badContent', `The map has no start wonder ${missing + 1}.`);
  if (wonders.some((w) => w.start !== undefined && !(START_NUMBERS as readonly number[]).includes(w.start))) return err('badContent', 'Start wonders are numbered 1–4.');
  const cities = wonders.flatMap((w, i) => (w.city ? [i] : []));
  if (cities.length !== 1) return err('badContent', `The map needs exactly one Forbidden City, not ${cities.length}.`);
  const built: PathInfo[] = [];
  const pairs = new Set<string>();
  let spots = wonders.length;
  for (const path of paths) {
    const a = index.get(path.a);
    const b = index.get(path.b);
    if (a === undefined || b === undefined || a === b) return err('badContent', `A path must join two different wonders (${path.a}–${path.b}).`);
    const pair = `${Math.min(a, b)}-${Math.max(a, b)}`;
    if (pairs.has(pair)) return err('badContent', `Two paths join ${path.a} and ${path.b}.`);
    pairs.add(pair);
    if (!isCount(path.dots, 1, 20)) return err('badContent', `The path ${path.a}–${path.b} needs 1–20 dots.`);
    if (!PATH_COLOURS.includes(path.colour)) return err('badContent', `The path ${path.a}–${path.b} is neither green nor orange.`);
    built.push({ a, b, dots: path.dots, orange: path.colour === 'orange', firstDot: spots });
    spots += path.dots;
  }
  const pathOf = new Array<number>(spots).fill(-1);
  const neighbours: number[][] = Array.from({ length: spots }, () => []);
  const linked: number[][] = wonders.map(() => []);
  const join = (x: number, y: number) => {
    (neighbours[x] as number[]).push(y);
    (neighbours[y] as number[]).push(x);
  };
  for (const [p, path] of built.entries()) {
    let previous = path.a;
    for (let d = 0; d < path.dots; d++) {
      pathOf[path.firstDot + d] = p;
      join(previous, path.firstDot + d);
      previous = path.firstDot + d;
    }
    join(previous, path.b);
    (linked[path.a] as number[]).push(path.b);
    (linked[path.b] as number[]).push(path.a);
  }
  const linkedMask = linked.map((ws) => ws.reduce((mask, w) => mask | (1 << w), 0));
  const board = { wonders: wonders.length, spots, wonderIds: wonders.map((w) => w.id), starts, city: cities[0] as number, paths: built, pathOf, neighbours, linked, linkedMask };
  const green = wonderDistances(board, board.city, false);
  const lost = green.findIndex((d) => d === Infinity);
  if (lost >= 0) return err('badContent', `Wonder ${wonders[lost]?.id} cannot be reached by green paths.`);
  const toCity = (shortcuts: boolean) => {
    const dist = wonderDistances(board, board.city, shortcuts);
    return starts.map((w) => dist[w] as number);
  };
  const startsToCity = toCity(true);
  for (const [far, shortcuts] of [[toCity(false), false], [startsToCity, true]] as const) {
    if (Math.max(...far) > Math.min(...far) * (1 + START_SPREAD))
      return err('badContent', `Start wonders are unevenly far from the City (${far.join(', ')}${shortcuts ? ', with shortcuts' : ''}).`);
  }
  return ok({ ...board, startsToCity });
}

function buildDecks(decks: readonly DeckData[], board: Pick<Board, 'wonders' | 'wonderIds'>): Result<Pick<Board, 'cards' | 'deckCards' | 'tolls'>> {
  const cards: TripCard[] = [];
  const deckCards: number[][] = board.wonderIds.map(() => []);
  const tolls = new Array<number>(board.wonders).fill(0);
  const seen = new Set<number>();
  for (const deck of decks) {
    const start = board.wonderIds.indexOf(deck.wonder);
    if (start < 0 || seen.has(start)) return err('badContent', `The deck of ${deck.wonder} names no wonder of the map, or comes twice.`);
    seen.add(start);
    if (!isCount(deck.toll, TOLL_RANGE[0], TOLL_RANGE[1])) return err('badContent', `The toll of ${deck.wonder} must be ${TOLL_RANGE[0]}–${TOLL_RANGE[1]} gold.`);
    tolls[start] = deck.toll;
    if (!isCount(deck.cards.length, DECK_SIZE[0], DECK_SIZE[1])) return err('badContent', `The deck of ${deck.wonder} needs ${DECK_SIZE[0]}–${DECK_SIZE[1]} cards.`);
    for (const card of deck.cards) {
      const target = board.wonderIds.indexOf(card.target);
      if (target < 0 || target === start) return err('badContent', `A card of ${deck.wonder} targets ${card.target}, which is not another wonder.`);
      const ordered = isCount(card.top, 1, 10) && isCount(card.mid, card.top + 1, 12) && isCount(card.midGold, 1) && isCount(card.topGold, card.midGold + 1) && isCount(card.fine, 1);
      if (!ordered) return err('badContent', `The card ${deck.wonder} → ${card.target} has bands out of order.`);
      deckCards[start]?.push(cards.length);
      cards.push({ start, target, top: card.top, topGold: card.topGold, mid: card.mid, midGold: card.midGold, fine: card.fine });
    }
  }
  if (seen.size !== board.wonders) return err('badContent', 'Every wonder needs its exploration deck.');
  return ok({ cards, deckCards, tolls });
}

export function validateContent(content: AmbassadorsContent): Result<Board> {
  const map = buildMap(content.map);
  if (!map.ok) return map;
  const decks = buildDecks(content.decks, map.value);
  if (!decks.ok) return decks;
  if (BONUS_KINDS.some((kind) => !isCount(content.bonus[kind], 1, 99))) return err('badContent', 'The bonus deck needs some cards of every kind.');
  const bonus = BONUS_KINDS.flatMap((kind) => Array.from({ length: content.bonus[kind] }, () => kind));
  return ok({ ...map.value, ...decks.value, bonus });
}

export const CONTENT_DATA: AmbassadorsContent = { map: MAP, decks: DECKS, bonus: BONUS_DECK };
export const CONTENT: Result<Board> = validateContent(CONTENT_DATA);

/** The checked content; only reached once `CONTENT` is ok (createGame refuses otherwise). */
export function board(): Board {
  if (!CONTENT.ok) throw new Error(CONTENT.error.detail);
  return CONTENT.value;
}
