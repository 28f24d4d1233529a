// Where everything of the Ambassadors play screen goes, from the screen's size (pure: tested
// without a browser). The scene draws into these rectangles.
import type { Layout, Rect } from '../../../ui/layout';

/** Buttons for the step's choices: at most roll, +2, +3 and pass, or two cards to keep and two to swap. */
export const ACTION_BUTTONS = 4;

/** An upright phone's event line (two lines), beside the decks. */
const PHONE_LOG_H = 44;

export interface PlayLayout {
  readonly compact: boolean;
  readonly hud: Rect;
  readonly map: Rect;
  readonly seats: readonly Rect[];
  readonly prompt: Rect;
  readonly dice: Rect;
  /** The exploration deck and the bonus deck, side by side: drawn cards fly from there. */
  readonly decks: Rect;
  readonly actions: readonly Rect[];
  readonly hand: Rect;
  readonly log: Rect;
}

/**
 * Where everything goes. Upright phones: the map across the top, the seats under it, and what a
 * thumb needs (the prompt, the hand, the buttons) along the bottom edge, the event line between.
 * Landscape: the map on the left as large as the height leaves room for the turn's row under it,
 * the seats and the hand beside it, the whole centred on a wide screen (a phone on its side).
 */
export function playLayout(layout: Layout, players: number): PlayLayout {
  const { x, y, width, height } = layout.safe;
  if (layout.portrait) {
    // Laid from the bottom edge up; the map takes every unit left between the HUD and the seats
    // (drawn to cover that area, taller than the map's own aspect).
    const hud = { x, y: y - 8, width, height: 48 };
    const bottom = y + height + 4;
    const bw = (width - 8) / 2;
    const actionsTop = bottom - 2 * 52 + 6;
    const actions = Array.from({ length: ACTION_BUTTONS }, (_, i) => ({ x: x + (i % 2) * (bw + 8), y: actionsTop + Math.floor(i / 2) * 52, width: bw, height: 46 }));
    const hand = { x, y: actionsTop - 8 - 70, width, height: 70 };
    const turnTop = hand.y - 8 - 64;
    const dice = { x: x + width - 84, y: turnTop, width: 84, height: 40 };
    const prompt = { x, y: turnTop, width: width - 92, height: 64 };
    const logTop = turnTop - 6 - PHONE_LOG_H;
    const decks = { x: x + width - 64, y: logTop, width: 64, height: PHONE_LOG_H };
    const log = { x, y: logTop, width: width - decks.width - 8, height: PHONE_LOG_H };
    const seatsTop = logTop - Math.ceil(players / 2) * 84;
    const seatW = (width - 8) / 2;
    const seats = Array.from({ length: players }, (_, i) => ({ x: x + (i % 2) * (seatW + 8), y: seatsTop + Math.floor(i / 2) * 84, width: seatW, height: 78 }));
    const mapTop = hud.y + 54;
    // Never shorter than the map's own aspect at the screen's width (a short phone keeps it whole).
    const map = { x: x - 8, y: mapTop, width: width + 16, height: Math.max((width + 16) * 0.6, seatsTop - 6 - mapTop) };
    return { compact: true, hud, map, seats, prompt, dice, decks, actions, hand, log };
  }
  const hud = { x, y: y - 16, width, height: 56 };
  const side = 380;
  const mapTop = hud.y + hud.height + 10;
  // The turn's row under the map: the prompt (56), the buttons (52) and their gaps.
  const turnRow = 24 + 64 + 52;
  const mapH = Math.min((width - side - 16) * 0.6, y + height - mapTop - turnRow);
  const mapW = mapH / 0.6;
  const left = x + (width - (mapW + 16 + side)) / 2;
  const map = { x: left, y: mapTop, width: mapW, height: mapH };
  const sideX = left + mapW + 16;
  const seats = Array.from({ length: players }, (_, i) => ({ x: sideX, y: map.y + i * 110, width: side, height: 104 }));
  // Clear of the names of the wonders along the map's bottom edge.
  const turnTop = map.y + map.height + 24;
  const dice = { x: left + mapW - 110, y: turnTop, width: 110, height: 52 };
  const decks = { x: dice.x - 88, y: turnTop + 2, width: 80, height: 52 };
  const prompt = { x: left, y: turnTop, width: decks.x - left - 8, height: 56 };
  const bw = (mapW - 3 * 12) / 4;
  const actions = Array.from({ length: ACTION_BUTTONS }, (_, i) => ({ x: left + i * (bw + 12), y: turnTop + 64, width: bw, height: 52 }));
  const handTop = map.y + players * 110 + 6;
  const hand = { x: sideX, y: handTop, width: side, height: 96 };
  const log = { x: sideX, y: handTop + 104, width: side, height: Math.max(40, y + height - handTop - 104) };
  return { compact: false, hud, map, seats, prompt, dice, decks, actions, hand, log };
}
