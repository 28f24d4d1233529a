// Tucana's seats by name: typed names as typed, default ones ("Player 5", an AI's name) in the
// language of the moment, as for Explorers (explorers/play/seat-names.ts), from eight seats.
import type { Message } from '../../../platform/i18n';
import { seatName, seatNames } from '../../../shell/seat-names';
import type { Seat } from './game-config';

export const tucanaDefaultName = (index: number, human: boolean): Message =>
  human ? { key: 'tucana:setup.defaultName', params: { n: index + 1 } } : { key: `tucana:setup.aiNames.${index}` };

export const tucanaSeatName = (seats: readonly Seat[], player: number): Message => seatName(seats, player, tucanaDefaultName);
export const tucanaSeatNames = (seats: readonly Seat[], players: readonly number[]): Message => seatNames(seats, players, tucanaDefaultName);
