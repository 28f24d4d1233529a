// What an accepted action caused, in order: typed, plain JSON, and filtered per seat like views.
// `play` returns them; screens animate, sound and announce them, and a turn log lists them.
import type { Ranking } from './scoring';
import type { CardKind, DrawnSegment, Edge, Hex, Letter, SightKind } from './types';

export type TucanaEvent =
  /** A turn begins: two terrain cards are turned over. */
  | { readonly type: 'cardsRevealed'; readonly round: number; readonly turn: number; readonly number: number; readonly cards: readonly [CardKind, CardKind] }
  /** No free pair of hexes on this sheet matches the cards: the game passes for the player (public). */
  | { readonly type: 'noSegment'; readonly player: number }
  /** One segment (the cards' or a bonus one); private to its player until the turn closes. */
  | { readonly type: 'segmentDrawn'; readonly player: number; readonly edge: Edge; readonly hexes: readonly [Hex, Hex]; readonly bonus: boolean }
  /** A sight joined to a village circles its value; the last of its kind earns a bonus segment, a chain reaction when a bonus segment earned it. Private until the turn closes. */
  | {
      readonly type: 'sightScored';
      readonly player: number;
      readonly sight: number;
      readonly kind: SightKind;
      readonly value: number;
      readonly bonusSegment: boolean;
      readonly chain: boolean;
    }
  /** Both villages of a letter joined. Private until the turn closes. */
  | { readonly type: 'pairConnected'; readonly player: number; readonly letter: Letter; readonly points: number }
  /** A player has drawn their turn (public: the table shows who is still drawing). */
  | { readonly type: 'playerDone'; readonly player: number }
  /** Everyone has drawn: each player's segments of the turn, in order, now shown to all. */
  | { readonly type: 'turnClosed'; readonly segments: readonly (readonly DrawnSegment[])[] }
  /** The first to join a pair take the top blue card of its letter (sharing it when they did in the same turn). */
  | { readonly type: 'blueBonus'; readonly letter: Letter; readonly players: readonly number[]; readonly points: number; readonly shared: boolean; readonly left: number }
  /** Special Bonus: the first to join two sights of the card's kind score it (sharing in the same turn). */
  | { readonly type: 'redBonus'; readonly kind: SightKind; readonly players: readonly number[]; readonly points: number; readonly shared: boolean }
  /** Round end: each player's total of circled sight values, written on the sheet. */
  | { readonly type: 'roundScored'; readonly round: number; readonly sights: readonly number[] }
  /** Solo, before the last round: the blue cards left on the table are cut to two (none when three were taken). */
  | { readonly type: 'soloCut'; readonly kept: readonly Letter[]; readonly removed: readonly Letter[] }
  | { readonly type: 'gameOver'; readonly ranking: Ranking };

export type TucanaEventType = TucanaEvent['type'];
export const EVENT_TYPES = [
  'cardsRevealed',
  'noSegment',
  'segmentDrawn',
  'sightScored',
  'pairConnected',
  'playerDone',
  'turnClosed',
  'blueBonus',
  'redBonus',
  'roundScored',
  'soloCut',
  'gameOver',
] as const satisfies readonly TucanaEventType[];

/** The events a seat may see (`null`: a spectator): other players' segments wait for `turnClosed`. */
export const eventsFor = (events: readonly TucanaEvent[], seat: number | null): TucanaEvent[] =>
  events.filter((e) => (e.type !== 'segmentDrawn' && e.type !== 'sightScored' && e.type !== 'pairConnected') || e.player === seat);

/** The events of one player's drawn segments, in order. */
export function segmentEvents(player: number, drawn: readonly DrawnSegment[]): TucanaEvent[] {
  const out: TucanaEvent[] = [];
  for (const s of drawn) {
    out.push({ type: 'segmentDrawn', player, edge: s.edge, hexes: s.hexes, bonus: s.bonus });
    for (const sight of s.sights) out.push({ type: 'sightScored', player, ...sight, chain: s.bonus && sight.bonusSegment });
    for (const pair of s.pairs) out.push({ type: 'pairConnected', player, ...pair });
  }
  return out;
}
