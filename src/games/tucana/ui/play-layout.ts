// Where everything of Tucana's play screen goes, in logical units: the island on the left
// (landscape) or in the middle (portrait), the two cards with the prompt, Undo and Confirm, the
// player's sheet and a button per seat (at an online table, each with its line under it: what
// the seat is doing, its time left). Pure, so it is tested without a browser.
import type { Layout, Rect } from '../../../ui/layout';

export interface TucanaPlayLayout {
  /** Phone in portrait: smaller type, compact seat buttons. */
  readonly compact: boolean;
  readonly hud: Rect;
  readonly island: Rect;
  /** The box holding the cards and the prompt. */
  readonly turn: Rect;
  readonly cards: Rect;
  readonly prompt: Rect;
  readonly undo: Rect;
  readonly confirm: Rect;
  readonly sheet: Rect;
  /** One button per seat, in seat order. */
  readonly seats: readonly Rect[];
  /** Under each seat's button, its line at an online table (none elsewhere). */
  readonly seatLines: readonly Rect[];
  /** Where another player's sheet opens. */
  readonly overlay: Rect;
}

/** Seat buttons in `columns` columns, rows of `height` and a line of `line` under each, from `top` down. */
function seatGrid(count: number, x: number, top: number, width: number, columns: number, height: number, line: number, gap: number): Pick<TucanaPlayLayout, 'seats' | 'seatLines'> {
  const w = (width - (columns - 1) * gap) / columns;
  const seats = Array.from({ length: count }, (_, i) => ({ x: x + (i % columns) * (w + gap), y: top + Math.floor(i / columns) * (height + line + gap), width: w, height }));
  return { seats, seatLines: line > 0 ? seats.map((r) => ({ x: r.x, y: r.y + r.height, width: r.width, height: line })) : [] };
}

/** The height of a seat's line under its button (at an online table). */
const SEAT_LINE = { landscape: 18, portrait: 15 } as const;

function landscape(layout: Layout, seats: number, lines: boolean): TucanaPlayLayout {
  const m = 20;
  const hud: Rect = { x: m, y: 10, width: layout.width - 2 * m, height: 52 };
  const top = hud.y + hud.height + 12;
  const bottom = layout.height - m;
  const column = 440;
  const x = layout.width - m - column;
  const island: Rect = { x: m, y: top, width: x - 2 * m, height: bottom - top };
  const turn: Rect = { x, y: top, width: column, height: 196 };
  const cards: Rect = { x: x + 12, y: top + 12, width: 200, height: turn.height - 24 };
  const prompt: Rect = { x: cards.x + cards.width + 14, y: top + 12, width: column - cards.width - 38, height: turn.height - 24 };
  const buttonsY = top + turn.height + 10;
  const half = (column - 10) / 2;
  const undo: Rect = { x, y: buttonsY, width: half, height: 52 };
  const confirm: Rect = { x: x + half + 10, y: buttonsY, width: half, height: 52 };
  const rows = Math.ceil(seats / 2);
  const line = lines ? SEAT_LINE.landscape : 0;
  const seatTop = bottom - rows * (44 + line) - (rows - 1) * 6;
  const sheetTop = buttonsY + 52 + 12;
  const sheet: Rect = { x, y: sheetTop, width: column, height: Math.min(262, seatTop - 12 - sheetTop) };
  return { compact: false, hud, island, turn, cards, prompt, undo, confirm, sheet, ...seatGrid(seats, x, seatTop, column, 2, 44, line, 6), overlay: island };
}

function portrait(layout: Layout, seats: number, lines: boolean): TucanaPlayLayout {
  const m = 8;
  const width = layout.width - 2 * m;
  const hud: Rect = { x: m, y: 6, width, height: 48 };
  const turn: Rect = { x: m, y: hud.y + hud.height + 8, width, height: 110 };
  const cards: Rect = { x: m + 6, y: turn.y + 6, width: 150, height: turn.height - 12 };
  const prompt: Rect = { x: cards.x + cards.width + 10, y: turn.y + 6, width: width - cards.width - 34, height: turn.height - 12 };
  const bottom = layout.height - 8;
  // At most four to a row, the rows shared evenly: three seats get a third of the width each, room for their names.
  const rows = Math.ceil(seats / 4);
  const columns = Math.ceil(seats / rows);
  const line = lines ? SEAT_LINE.portrait : 0;
  const seatTop = bottom - rows * (42 + line) - (rows - 1) * 6;
  const sheet: Rect = { x: m, y: seatTop - 8 - 138, width, height: 138 };
  const buttonsY = sheet.y - 8 - 48;
  const half = (width - 8) / 2;
  const undo: Rect = { x: m, y: buttonsY, width: half, height: 48 };
  const confirm: Rect = { x: m + half + 8, y: buttonsY, width: half, height: 48 };
  const islandTop = turn.y + turn.height + 6;
  const island: Rect = { x: m, y: islandTop, width, height: buttonsY - 6 - islandTop };
  const overlay: Rect = { x: m, y: turn.y, width, height: seatTop - 8 - turn.y };
  return { compact: true, hud, island, turn, cards, prompt, undo, confirm, sheet, ...seatGrid(seats, m, seatTop, width, columns, 42, line, 6), overlay };
}

/** `seatLines`: each seat has its line under its button (an online table). */
export const tucanaPlayLayout = (layout: Layout, seats: number, seatLines = false): TucanaPlayLayout =>
  layout.portrait ? portrait(layout, seats, seatLines) : landscape(layout, seats, seatLines);
