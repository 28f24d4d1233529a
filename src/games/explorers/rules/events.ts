// What an accepted action caused, in order: typed, plain JSON, and filtered per seat like views.
// `play` returns them; screens animate, sound and announce them, and a turn log lists them.
import type { PlacementEvent } from './placement';
import type { Ranking } from './scoring';
import type { AchievementId, Card, Cell, OptionIndex } from './types';

export type GameEvent =
  | { readonly type: 'startVillageChosen'; readonly village: Cell }
  /** A turn begins with a card; in solo `facing` is the option worth 3 Xs. */
  | {
      readonly type: 'cardRevealed';
      readonly round: number;
      readonly turn: number;
      readonly number: number;
      readonly card: Card;
      readonly facing: OptionIndex | null;
      readonly active: number | null;
      readonly firstPlayer: number;
    }
  | { readonly type: 'optionChosen'; readonly player: number; readonly option: OptionIndex }
  /** One X and what it triggered; private to its player until the step closes. */
  | ({ readonly type: 'marked'; readonly player: number } & PlacementEvent)
  /** A player has finished their part of a simultaneous step (public: who is still placing). */
  | { readonly type: 'playerDone'; readonly player: number }
  /** Everyone has placed: each player's Xs of the step, in order, now shown to all. */
  | { readonly type: 'stepClosed'; readonly marks: readonly (readonly PlacementEvent[])[] }
  | {
      readonly type: 'templeSettled';
      readonly quadrant: number;
      readonly players: readonly number[];
      readonly position: number;
      readonly value: number;
      /** Expert temples: Xs each visitor places now. */
      readonly bonusXs: number;
    }
  /** Expert temples: per player, the bonus Xs to place before the turn ends. */
  | { readonly type: 'bonusOwed'; readonly owed: readonly number[] }
  | {
      readonly type: 'raceSettled';
      readonly index: number;
      readonly achievement: AchievementId;
      readonly players: readonly number[];
      readonly position: number;
      readonly value: number;
      readonly shared: boolean;
    }
  /** Round-end points per player and category. */
  | { readonly type: 'roundScored'; readonly round: number; readonly provisions: readonly number[]; readonly gemstones: readonly number[] }
  /** Solo: at a new round, the best value of every temple and race not yet reached is struck. */
  | { readonly type: 'soloStruck'; readonly temples: readonly number[]; readonly races: readonly number[] }
  | { readonly type: 'gameOver'; readonly ranking: Ranking };

export type GameEventType = GameEvent['type'];
export const GAME_EVENT_TYPES = [
  'startVillageChosen',
  'cardRevealed',
  'optionChosen',
  'marked',
  'playerDone',
  'stepClosed',
  'templeSettled',
  'bonusOwed',
  'raceSettled',
  'roundScored',
  'soloStruck',
  'gameOver',
] as const satisfies readonly GameEventType[];

/** The events a seat may see (`null`: a spectator): other players' Xs wait for `stepClosed`. */
export const eventsFor = (events: readonly GameEvent[], seat: number | null): GameEvent[] =>
  events.filter((e) => e.type !== 'marked' || e.player === seat);
