// Seats' names as messages for the screens: a name the player typed shows as typed; a seat left
// unnamed shows its default ("Player 2", an AI's name) in the language of the moment, so a
// language switch in the middle of a game renames it too.
import type { Message } from '../../../shell/i18n';
import type { Seat } from './game-config';

const verbatim = (text: string): Message => ({ key: 'common.verbatim', params: { text } });

/** A seat's name before the player types one, by its place at the table and who plays it. */
export const defaultNameMessage = (index: number, human: boolean): Message =>
  human ? { key: 'setup.players.defaultName', params: { n: index + 1 } } : { key: `setup.players.aiNames.${index}` };

export function seatName(seats: readonly Seat[], player: number): Message {
  const seat = seats[player];
  if (!seat) return verbatim('');
  return seat.defaultName === true ? defaultNameMessage(player, seat.kind === 'human') : verbatim(seat.name);
}

/** Several seats' names, in order, separated as the language separates a list. */
export function seatNames(seats: readonly Seat[], players: readonly number[]): Message {
  const [first, ...rest] = players;
  if (first === undefined) return verbatim('');
  if (rest.length === 0) return seatName(seats, first);
  return { key: 'play.nameList', params: { first: seatName(seats, first), rest: seatNames(seats, rest) } };
}
