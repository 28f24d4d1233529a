// Where another player's sheet goes when it is opened from their mini-map, in logical units.
// Landscape: over the viewer's own map only, so the card, the buttons and the viewer's sheet stay
// in reach beside it. Portrait (a phone): the whole screen, their map where the viewer's own map
// is, the mini-maps left uncovered between it and their sheet. Pure, so it is tested without a browser.
import type { Layout, Rect } from '../../../ui/layout';
import { MAP_SIZE } from '../rules/index';
import { cellFor, mapWidth, type PlayLayout } from './play-layout';

export interface OpponentSheetLayout {
  readonly compact: boolean;
  /** The frame in the player's colour: it takes every click inside it. */
  readonly frame: Rect;
  /** "Marco's expedition", with the seat's icon before it. */
  readonly title: Rect;
  /** The line telling that the sheet is only shown, and as of when. */
  readonly note: Rect;
  readonly close: Rect;
  /** The play layout with the map's place, cell and gap set for this sheet (for `MapView`). */
  readonly play: PlayLayout;
  /** The score by category, and the total. */
  readonly breakdown: Rect;
  /** Their keys, scrolls, provisions and gemstones (`PlayerPanel`). */
  readonly panel: Rect;
  /** The temples and achievements as they concern them (`TracksView`). */
  readonly tracks: Rect;
}

const shrink = (rect: Rect, by: number): Rect => ({ x: rect.x + by, y: rect.y + by, width: rect.width - 2 * by, height: rect.height - 2 * by });

function landscape(layout: Layout, play: PlayLayout): OpponentSheetLayout {
  const top = play.map.y - 6;
  const frame: Rect = { x: play.hud.x, y: top, width: play.opponents.x - play.hud.x - 20, height: layout.height - 14 - top };
  const inner = shrink(frame, 14);
  const headHeight = 52;
  const closeWidth = 150;
  const close: Rect = { x: inner.x + inner.width - closeWidth, y: inner.y + 2, width: closeWidth, height: 44 };
  const textWidth = close.x - 12 - inner.x;
  const title: Rect = { x: inner.x, y: inner.y, width: textWidth, height: 28 };
  const note: Rect = { x: inner.x, y: inner.y + 30, width: textWidth, height: 18 };
  const sheetHeight = Math.min(300, Math.max(220, Math.round(inner.height * 0.34)));
  const sheetTop = inner.y + inner.height - sheetHeight;
  const mapTop = inner.y + headHeight + 10;
  // The score beside the map needs some 200 units; the map takes the rest.
  const cell = cellFor(inner.width - 230, sheetTop - 8 - mapTop);
  const size = mapWidth(cell);
  const map: Rect = { x: inner.x + 6, y: mapTop, width: size, height: size };
  const breakdownX = map.x + size + 28;
  const breakdown: Rect = { x: breakdownX, y: mapTop, width: inner.x + inner.width - breakdownX, height: sheetTop - 8 - mapTop };
  const split = Math.round(inner.width * 0.52);
  const panel: Rect = { x: inner.x, y: sheetTop, width: split - 18, height: sheetHeight };
  const tracks: Rect = { x: inner.x + split + 9, y: sheetTop, width: inner.width - split - 9, height: sheetHeight };
  return { compact: false, frame, title, note, close, play: { ...play, map, cell, gap: size - cell * MAP_SIZE }, breakdown, panel, tracks };
}

function portrait(layout: Layout, play: PlayLayout): OpponentSheetLayout {
  const frame: Rect = { x: 4, y: 4, width: layout.width - 8, height: layout.height - 8 };
  const inner = shrink(frame, 8);
  const closeWidth = 104;
  const close: Rect = { x: inner.x + inner.width - closeWidth, y: play.hud.y, width: closeWidth, height: 44 };
  const title: Rect = { x: inner.x, y: play.hud.y, width: close.x - 8 - inner.x, height: 44 };
  // Below the mini-maps, where the card and the viewer's sheet are: the note, the score, the sheet.
  const below = play.card.y;
  const note: Rect = { x: inner.x, y: below, width: inner.width, height: 16 };
  const breakdown: Rect = { x: inner.x, y: below + 18, width: inner.width, height: 36 };
  const bottom = inner.y + inner.height;
  const sheetTop = breakdown.y + breakdown.height + 6;
  const panelHeight = Math.round((bottom - sheetTop) * 0.52);
  const panel: Rect = { x: inner.x, y: sheetTop, width: inner.width, height: panelHeight };
  const tracks: Rect = { x: inner.x, y: sheetTop + panelHeight + 4, width: inner.width, height: bottom - sheetTop - panelHeight - 4 };
  return { compact: true, frame, title, note, close, play, breakdown, panel, tracks };
}

export function computeOpponentSheetLayout(layout: Layout, play: PlayLayout): OpponentSheetLayout {
  return play.compact ? portrait(layout, play) : landscape(layout, play);
}
