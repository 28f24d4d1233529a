// The one place a seat's pen colour meets this device's colour-blind setting: setups, the online
// lobby and online games show a seat's colour through it, whatever the game.
import { getSettings } from '../platform/settings';
import { colourBlindPen } from './seats';

/** A seat's pen as this device shows it: in colour-blind mode, the mode's pen in place of a usual one. */
export const shownPen = (color: number): number => (getSettings().colourBlind ? colourBlindPen(color) : color);
