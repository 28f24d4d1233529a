// What each event of Ambassadors says in the event log line (and the screen reader's turn log):
// a message per event worth telling, with the seat's name; events that only move pieces about
// (a step, a reshuffle) say nothing.
import type { Message } from '../../../platform/i18n';
import { MAP, board, type AmbassadorsEvent } from '../rules/index';

/** A wonder's name, as an i18n message. */
export const wonderName = (wonder: number): Message => ({ key: `ambassadors:wonders.${MAP.wonders[wonder]?.id ?? 'city'}` });

/** The event's line, or null; `name` gives a seat's name. */
export function eventLine(event: AmbassadorsEvent, name: (seat: number) => Message): Message | null {
  const key = `ambassadors:events.${event.type}`;
  switch (event.type) {
    case 'turnStarted':
      return { key, params: { name: name(event.player), round: event.round } };
    case 'rolled':
      return { key, params: { name: name(event.player), first: event.dice[0], second: event.dice[1] } };
    case 'tripFailed':
      return { key, params: { name: name(event.player), count: event.fine } };
    case 'bonusDrawn':
      return { key: event.bought ? 'ambassadors:events.bonusBought' : key, params: { name: name(event.player) } };
    case 'boosted':
      return { key, params: { name: name(event.player), count: event.card === 'plus2' ? 2 : 3 } };
    case 'tollCharged':
      return { key, params: { name: name(event.player), to: name(event.to), count: event.amount, wonder: wonderName(event.wonder) } };
    case 'ambushSprung':
      return { key: event.joker ? 'ambassadors:events.ambushDodged' : key, params: { name: name(event.player) } };
    case 'arrived':
      return { key: event.ambassador ? key : 'ambassadors:events.arrivedLate', params: { name: name(event.player), wonder: wonderName(event.wonder), count: event.gold } };
    case 'firstAmbassador':
      return { key, params: { name: name(event.player), wonder: wonderName(event.wonder) } };
    case 'tripChosen': {
      const card = board().cards[event.card];
      return card ? { key, params: { name: name(event.player), wonder: wonderName(card.target) } } : null;
    }
    case 'ambushPlaced':
      return { key, params: { name: name(event.player) } };
    case 'debtOpened':
      return { key, params: { name: name(event.player), count: event.amount } };
    case 'ambassadorSold':
      return { key, params: { name: name(event.player), wonder: wonderName(event.wonder) } };
    case 'ruined':
      return { key, params: { name: name(event.player) } };
    case 'gameOver':
      return { key, params: { name: name(event.outcome.winners[0] ?? 0) } };
    default:
      return null;
  }
}
