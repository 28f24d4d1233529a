// Ambassadors' seats by name: each seat is one of the four characters, whose name it keeps until
// its player types another (the same in every language); typed names show as typed.
import type { Message } from '../../../platform/i18n';
import { seatName, seatNames } from '../../../shell/seat-names';
import type { Seat } from './game-config';

export const ambassadorsDefaultName = (index: number): Message => ({ key: `ambassadors:characters.${index}` });

export const ambassadorsSeatName = (seats: readonly Seat[], player: number): Message => seatName(seats, player, ambassadorsDefaultName);
export const ambassadorsSeatNames = (seats: readonly Seat[], players: readonly number[]): Message => seatNames(seats, players, ambassadorsDefaultName);
