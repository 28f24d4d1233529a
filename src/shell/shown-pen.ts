// The one place a seat's pen colour meets this device's colour-blind setting: setups, the online
// lobby and online games show a seat's colour through it, whatever the game; and in the mode, the
// symbol each pen carries, on the screens of a game that draws them (its definition's
// `seats.symbols`), and whether terrains take their stronger drawings.
import type { SeatLook } from '../games/contract';
import { getSettings } from '../platform/settings';
import { SEAT_SYMBOLS, type SeatMark, type SeatSymbol } from '../ui/seat-symbols';
import { colourBlindPen, PEN_COLORS, usualPen } from './seats';

/** A seat's pen as this device shows it: in colour-blind mode, the mode's pen in place of a usual one. */
export const shownPen = (color: number): number => (getSettings().colourBlind ? colourBlindPen(color) : color);

/** Terrains drawn with stronger marks (colour-blind mode): darker, opaque and thicker, for the games whose art reads it. */
export const strongPatterns = (): boolean => getSettings().colourBlind;

/** The symbol of a pen, either palette's, place for place (null for a colour of neither). */
export function penSymbol(color: number): SeatSymbol | null {
  const at = (PEN_COLORS as readonly number[]).indexOf(usualPen(color));
  return at < 0 ? null : (SEAT_SYMBOLS[at] as SeatSymbol);
}

/** A seat's colour as this device shows it, with its symbol in colour-blind mode for a game that draws them. */
export function shownSeat(color: number, game: { readonly seats: Pick<SeatLook, 'symbols'> }): SeatMark {
  return { color: shownPen(color), symbol: getSettings().colourBlind && game.seats.symbols === true ? penSymbol(color) : null };
}
