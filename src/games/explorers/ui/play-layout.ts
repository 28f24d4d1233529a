// Where everything of the play screen goes, in logical units: the map of four islands on the
// left (landscape) or on top (portrait), the card with its controls, the player's sheet and the
// opponents' mini-maps. Pure, so it is tested without a browser.
import { MAP_SIZE, TILE_SIZE, type Cell } from '../rules/index';
import type { Layout, Rect } from '../../../ui/layout';

export interface PlayLayout {
  /** Phone in portrait: smaller type, a compact strip of mini-maps. */
  readonly compact: boolean;
  readonly hud: Rect;
  /** The four islands, gaps included (the rocky undersides hang below it). */
  readonly map: Rect;
  readonly cell: number;
  /** Sky between two neighbouring islands. */
  readonly gap: number;
  /** The other players' mini-maps, or the solo ranks. */
  readonly opponents: Rect;
  readonly card: Rect;
  /** Prompt and buttons, beside the card. */
  readonly actions: Rect;
  /** The viewer's sheet (tracks, provisions, gemstones) and the shared temples and achievements. */
  readonly sheet: Rect;
}

/** The gap between islands, as a share of a cell. */
const GAP_SHARE = 0.7;
/** Room kept under the lower islands for their rocky undersides, as a share of a cell. */
export const UNDERSIDE_SHARE = 1.7;
const RIGHT_COLUMN_MIN = 520;

/** The largest cell for which islands, gaps and undersides fit in `width` × `height`. */
export const cellFor = (width: number, height: number): number =>
  Math.floor(Math.min(width / (MAP_SIZE + GAP_SHARE), height / (MAP_SIZE + GAP_SHARE + UNDERSIDE_SHARE)));
export const mapWidth = (cell: number): number => cell * MAP_SIZE + Math.round(cell * GAP_SHARE);

function landscape(layout: Layout): PlayLayout {
  const m = 20;
  const hud: Rect = { x: m, y: 10, width: layout.width - 2 * m, height: 52 };
  const top = hud.y + hud.height + 12;
  const cell = cellFor(layout.width - RIGHT_COLUMN_MIN - 4 * m, layout.height - top - 8);
  const size = mapWidth(cell);
  const map: Rect = { x: m + 8, y: top + 4, width: size, height: size };
  const x = map.x + size + 2 * m;
  const width = layout.width - m - x;
  const bottom = layout.height - m;
  const opp: Rect = { x, y: top, width, height: 122 };
  const cardTop = top + opp.height + 12;
  const cardHeight = 246;
  const card: Rect = { x: x + 4, y: cardTop, width: Math.round(cardHeight / 1.5), height: cardHeight };
  const actionsX = card.x + card.width + 18;
  const actions: Rect = { x: actionsX, y: cardTop, width: x + width - actionsX, height: cardHeight };
  const sheetTop = cardTop + cardHeight + 14;
  const sheet: Rect = { x, y: sheetTop, width, height: bottom - sheetTop };
  return { compact: false, hud, map, cell, gap: size - cell * MAP_SIZE, opponents: opp, card, actions, sheet };
}

/** The height a phone's sheet needs at least: on a shorter screen (a replay's controls below it) the map gives way. */
const PORTRAIT_SHEET_MIN = 140;

function portrait(layout: Layout): PlayLayout {
  const m = 10;
  const hud: Rect = { x: m, y: 6, width: layout.width - 2 * m, height: 44 };
  const oppHeight = 66;
  const cardHeight = 160;
  const mapTop = hud.y + hud.height + 10;
  const cell = cellFor(layout.width - 2 * m - 8, layout.height - mapTop - (oppHeight + 6 + cardHeight + 6 + PORTRAIT_SHEET_MIN + m));
  const size = mapWidth(cell);
  const map: Rect = { x: (layout.width - size) / 2, y: mapTop, width: size, height: size };
  const below = map.y + size + Math.round(cell * UNDERSIDE_SHARE);
  const opp: Rect = { x: m, y: below, width: layout.width - 2 * m, height: oppHeight };
  const cardTop = below + opp.height + 6;
  const card: Rect = { x: m + 2, y: cardTop, width: Math.round(cardHeight / 1.5), height: cardHeight };
  const actionsX = card.x + card.width + 10;
  const actions: Rect = { x: actionsX, y: cardTop, width: layout.width - m - actionsX, height: cardHeight };
  const sheetTop = cardTop + cardHeight + 6;
  const sheet: Rect = { x: m, y: sheetTop, width: layout.width - 2 * m, height: layout.height - m - sheetTop };
  return { compact: true, hud, map, cell, gap: size - cell * MAP_SIZE, opponents: opp, card, actions, sheet };
}

export function computePlayLayout(layout: Layout): PlayLayout {
  return layout.portrait ? portrait(layout) : landscape(layout);
}

/** Top-left corner of a quadrant's island (A top-left, B top-right, C bottom-left, D bottom-right). */
export function islandOrigin(play: PlayLayout, quadrant: number): { x: number; y: number } {
  const island = play.cell * TILE_SIZE + play.gap;
  return { x: play.map.x + (quadrant % 2) * island, y: play.map.y + Math.floor(quadrant / 2) * island };
}

/**
 * The part of the screen the map owns (its islands, their undersides and a little sky around):
 * zoomed, the map is clipped to it and pans within it.
 */
export function mapArea(play: PlayLayout): Rect {
  const around = 8;
  return {
    x: play.map.x - around,
    y: play.map.y - around,
    width: play.map.width + 2 * around,
    height: play.map.height + Math.round(play.cell * UNDERSIDE_SHARE) + around,
  };
}

/** The cell of quadrant `q`'s island under `p`, the island's top-left corner at `corner`; null off it. */
export function cellOnIsland(cell: number, q: number, corner: { x: number; y: number }, p: { x: number; y: number }): Cell | null {
  const c = Math.floor((p.x - corner.x) / cell);
  const r = Math.floor((p.y - corner.y) / cell);
  if (c < 0 || r < 0 || c >= TILE_SIZE || r >= TILE_SIZE) return null;
  return (Math.floor(q / 2) * TILE_SIZE + r) * MAP_SIZE + (q % 2) * TILE_SIZE + c;
}
