// What a game event says in words (i18n messages): the banners show them, and the turn log reads
// them out. Pure data, so every event kind is tested without Phaser.
import { QUADRANTS, type GameEvent } from '../rules/index';
import type { Message } from '../../../platform/i18n';
import type { Seat } from './game-config';
import { terrainsMessage } from './play-view';
import { seatName, seatNames } from './seat-names';

export interface EventLine {
  readonly message: Message;
  /** The seat's colour, when the line is about one seat. */
  readonly color?: number;
}

/** A banner's title and lines for an event that gets one (temples, races, round ends, game over). */
export interface EventText {
  readonly title: Message;
  readonly lines: readonly EventLine[];
}

/** What `event` says, or null for the events that say nothing by themselves. */
export function eventText(event: GameEvent, seats: readonly Seat[]): EventText | null {
  switch (event.type) {
    case 'cardRevealed': {
      const [a, b] = event.card.options;
      const active = event.active === null ? null : seats[event.active];
      const name = seatName(seats, event.active ?? 0);
      return {
        title: { key: 'play.log.card', params: { round: event.round + 1, turn: event.turn + 1, a: terrainsMessage(a), b: terrainsMessage(b) } },
        lines: active ? [{ message: { key: 'play.hud.active', params: { name } }, color: active.color }] : [],
      };
    }
    case 'templeSettled': {
      const lines: EventLine[] = [{ message: seatNames(seats, event.players) }];
      if (event.bonusXs > 0) lines.push({ message: { key: 'play.banner.bonusXs', params: { count: event.bonusXs } } });
      return { title: { key: 'play.banner.temple', params: { letter: QUADRANTS[event.quadrant] as string, value: event.value } }, lines };
    }
    case 'raceSettled':
      return {
        title: { key: 'play.banner.race', params: { name: { key: `achievements.${event.achievement}.name` }, value: event.value } },
        lines: [{ message: seatNames(seats, event.players) }],
      };
    case 'roundScored':
      return {
        title: { key: 'play.banner.roundEnd', params: { round: event.round + 1 } },
        lines: seats.map((seat, p) => ({
          color: seat.color,
          message: { key: 'play.banner.roundLine', params: { name: seatName(seats, p), provisions: event.provisions[p] ?? 0, gemstones: event.gemstones[p] ?? 0 } },
        })),
      };
    case 'gameOver':
      return { title: { key: 'play.banner.over' }, lines: [] };
    default:
      return null;
  }
}
