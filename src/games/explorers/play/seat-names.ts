// Explorers' seats by name (see shell/seat-names.ts): its default names, from four seats.
import type { Message } from '../../../platform/i18n';
import { seatName as nameOf, seatNames as namesOf } from '../../../shell/seat-names';
import type { Seat } from './game-config';

/** A seat's name before the player types one, by its place at the table and who plays it. */
export const defaultNameMessage = (index: number, human: boolean): Message =>
  human ? { key: 'explorers:setup.players.defaultName', params: { n: index + 1 } } : { key: `explorers:setup.players.aiNames.${index}` };

export const seatName = (seats: readonly Seat[], player: number): Message => nameOf(seats, player, defaultNameMessage);
export const seatNames = (seats: readonly Seat[], players: readonly number[]): Message => namesOf(seats, players, defaultNameMessage);
