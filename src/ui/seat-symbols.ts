// The symbols seats carry on their colours in colour-blind mode, and the ink they are drawn in:
// plain data and arithmetic, so that the shell and the tests use them without a canvas.
import { COLORS } from './theme';

/** One symbol per pen, in palette order: the first four are the score chart's markers. */
export const SEAT_SYMBOLS = ['ring', 'square', 'triangle', 'diamond', 'plus', 'cross', 'star', 'bar'] as const;
export type SeatSymbol = (typeof SEAT_SYMBOLS)[number];

/** A seat's look on a screen: its colour and, if any, its symbol. */
export interface SeatMark {
  readonly color: number;
  readonly symbol: SeatSymbol | null;
}

/** Relative luminance (WCAG) of a 0xRRGGBB colour. */
export function luminance(color: number): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear((color >> 16) & 255) + 0.7152 * linear((color >> 8) & 255) + 0.0722 * linear(color & 255);
}

/** The ink of a symbol on `color`: white on dark pens, the text's ink on light ones, whichever contrasts more. */
export function symbolInk(color: number): number {
  const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const pen = luminance(color);
  return contrast(pen, luminance(COLORS.white)) >= contrast(pen, luminance(COLORS.ink)) ? COLORS.white : COLORS.ink;
}
