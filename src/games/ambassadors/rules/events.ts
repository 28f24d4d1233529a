// What an accepted action caused, in order: typed, plain JSON, and filtered per seat like views
// (the bonus cards a seat draws and the exploration cards it draws to choose from are its own).
import type { BonusKind, Outcome } from './types';

export type AmbassadorsEvent =
  | { readonly type: 'turnStarted'; readonly player: number; readonly round: number }
  | { readonly type: 'rolled'; readonly player: number; readonly dice: readonly [number, number]; readonly roll: number }
  | { readonly type: 'tripFailed'; readonly player: number; readonly card: number; readonly fine: number }
  /** A bonus card drawn (a double, the shop): its kind only for its owner (null for the others). */
  | { readonly type: 'bonusDrawn'; readonly player: number; readonly card: BonusKind | null; readonly bought: boolean }
  | { readonly type: 'bonusReshuffled'; readonly cards: number }
  | { readonly type: 'boosted'; readonly player: number; readonly card: 'plus2' | 'plus3' }
  | { readonly type: 'stepped'; readonly player: number; readonly from: number; readonly to: number }
  | { readonly type: 'tollCharged'; readonly player: number; readonly to: number; readonly wonder: number; readonly amount: number }
  | { readonly type: 'ambushSprung'; readonly player: number; readonly dot: number; readonly joker: boolean }
  | { readonly type: 'arrived'; readonly player: number; readonly wonder: number; readonly gold: number; readonly ambassador: boolean }
  | { readonly type: 'firstAmbassador'; readonly player: number; readonly wonder: number }
  /** Exploration cards drawn at an arrival: shown to the one choosing (null for the others). */
  | { readonly type: 'tripCardsDrawn'; readonly player: number; readonly cards: readonly number[] | null }
  | { readonly type: 'tripCardSwapped'; readonly player: number; readonly index: number; readonly card: number | null }
  | { readonly type: 'tripChosen'; readonly player: number; readonly card: number }
  | { readonly type: 'ambushPlaced'; readonly player: number; readonly dot: number }
  | { readonly type: 'debtOpened'; readonly player: number; readonly amount: number; readonly to: number | null }
  | { readonly type: 'debtPaid'; readonly player: number; readonly amount: number; readonly to: number | null }
  | { readonly type: 'ambassadorSold'; readonly player: number; readonly wonder: number }
  | { readonly type: 'firstCardPassed'; readonly wonder: number; readonly to: number | null }
  | { readonly type: 'ruined'; readonly player: number; readonly paid: number }
  | { readonly type: 'gameOver'; readonly outcome: Outcome };

export type AmbassadorsEventType = AmbassadorsEvent['type'];

/** The events a seat may see (`null`: a spectator): others' drawn cards are hidden. */
export function eventsFor(events: readonly AmbassadorsEvent[], seat: number | null): AmbassadorsEvent[] {
  return events.map((e) => {
    if (!('player' in e) || e.player === seat) return e;
    if (e.type === 'bonusDrawn' && e.card !== null) return { ...e, card: null };
    if (e.type === 'tripCardsDrawn' && e.cards !== null) return { ...e, cards: null };
    if (e.type === 'tripCardSwapped' && e.card !== null) return { ...e, card: null };
    return e;
  });
}
