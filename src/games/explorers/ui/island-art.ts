// The still part of an island (terrain cells, the lines between areas, objects, villages and
// their number badges) painted once into one texture at the screen's pixel density. Drawn as
// some 90 separate pictures, an island cost the Canvas renderer (browsers without WebGL) most of
// every frame, since each bobbing island is redrawn each frame; as one picture it is one draw call
// on either renderer. Repainted only when the layout changes.
import type Phaser from 'phaser';
import { CELLS, MAP_SIZE, NEIGHBOURS, QUADRANTS, TERRAINS, TILE_SIZE, VILLAGE, colOf, quadrantOf, rowOf, type Cell, type GameMap, type Terrain } from '../rules/index';
import { objectAt, objectTexture, terrainTexture, VILLAGE_TEXTURE } from './terrain-style';
import { addPaintedTexture } from '../../../ui/raster';
import { strongPatterns } from '../../../shell/shown-pen';
import { COLORS, FONTS, css } from '../../../ui/theme';

/** Room around the cells for the outer border's stroke. */
export const ISLAND_ART_MARGIN = 2;
const BORDER = '#3b3024';

/** A village sits on the terrain most of its neighbours have, so it blends into the land. */
function villageGround(map: GameMap, cell: Cell): Terrain {
  const counts = new Map<Terrain, number>();
  for (const next of NEIGHBOURS[cell] as readonly Cell[]) {
    const t = TERRAINS[map.terrain[next] as number];
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'prairie';
}

/**
 * Colour-blind mode's mark on a plain cell, in a dark ink of its terrain, each running its own way
 * so that the drawings alone tell terrains apart: water's two level lines, prairie's upright
 * tufts, desert's slanting ridges, mountain's peak on its base.
 */
const STRONG_MARKS: Readonly<Record<Terrain, { readonly ink: number; readonly strokes: readonly (readonly [number, number, number, number])[] }>> = {
  water: { ink: 0x12406e, strokes: [[0.2, 0.38, 0.8, 0.38], [0.2, 0.62, 0.8, 0.62]] },
  prairie: { ink: 0x17401e, strokes: [[0.3, 0.3, 0.3, 0.7], [0.5, 0.25, 0.5, 0.75], [0.7, 0.3, 0.7, 0.7]] },
  desert: { ink: 0x7a4e10, strokes: [[0.2, 0.55, 0.55, 0.2], [0.45, 0.8, 0.8, 0.45]] },
  mountain: { ink: 0x3d3630, strokes: [[0.2, 0.72, 0.5, 0.28], [0.5, 0.28, 0.8, 0.72], [0.2, 0.72, 0.8, 0.72]] },
};

/** The mark of `terrain` on a cell `size` across at (x, y): its ink, its line width and its strokes. */
function strongMarkOf(terrain: Terrain, x: number, y: number, size: number): { ink: number; width: number; lines: [number, number, number, number][] } {
  const { ink, strokes } = STRONG_MARKS[terrain];
  return { ink, width: Math.max(1.5, size * 0.09), lines: strokes.map(([x1, y1, x2, y2]) => [x + x1 * size, y + y1 * size, x + x2 * size, y + y2 * size]) };
}

function strongMark(ctx: CanvasRenderingContext2D, terrain: Terrain, x: number, y: number, size: number): void {
  const { ink, width, lines } = strongMarkOf(terrain, x, y, size);
  ctx.save();
  ctx.strokeStyle = css(ink);
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const [x1, y1, x2, y2] of lines) {
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
  ctx.stroke();
  ctx.restore();
}

/**
 * The same mark drawn with Phaser's Graphics, in colour-blind mode only, for the pictures of cells
 * that are not the play map (the setup's map preview, the how-to pages).
 */
export function drawStrongMark(g: Phaser.GameObjects.Graphics, terrain: Terrain, x: number, y: number, size: number): void {
  if (!strongPatterns()) return;
  const { ink, width, lines } = strongMarkOf(terrain, x, y, size);
  // Round ends, as the canvas's: Graphics lines have none of their own.
  g.lineStyle(width, ink, 1).fillStyle(ink, 1);
  for (const [x1, y1, x2, y2] of lines) g.lineBetween(x1, y1, x2, y2).fillCircle(x1, y1, width / 2).fillCircle(x2, y2, width / 2);
}

/**
 * Makes (or remakes) the texture `key`: quadrant `q`'s 8×8 cells, centred, with `ISLAND_ART_MARGIN`
 * logical units on every side. Returns the texture's size in logical units (a square).
 */
export function paintIsland(scene: Phaser.Scene, key: string, map: GameMap, q: number, size: number, zoom: number): number {
  const textures = scene.textures;
  const logical = TILE_SIZE * size + 2 * ISLAND_ART_MARGIN;
  const pixels = Math.ceil(logical * zoom);
  addPaintedTexture(textures, key, pixels, pixels, (ctx) => paint(ctx, textures, map, q, size, pixels / logical));
  return logical;
}

function paint(ctx: CanvasRenderingContext2D, textures: Phaser.Textures.TextureManager, map: GameMap, q: number, size: number, scale: number): void {
  ctx.scale(scale, scale);
  ctx.translate(ISLAND_ART_MARGIN, ISLAND_ART_MARGIN);
  const picture = (name: string, x: number, y: number, w: number, h: number): void => {
    if (!textures.exists(name)) return;
    ctx.drawImage(textures.get(name).getSourceImage() as CanvasImageSource, x, y, w, h);
  };
  const cells: Cell[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (quadrantOf(cell) === q) cells.push(cell);
  const strong = strongPatterns();
  const at = (cell: Cell) => ({ x: (colOf(cell) % TILE_SIZE) * size, y: (rowOf(cell) % TILE_SIZE) * size });

  for (const cell of cells) {
    const code = map.terrain[cell] as number;
    const { x, y } = at(cell);
    picture(terrainTexture(code === VILLAGE ? villageGround(map, cell) : (TERRAINS[code] as Terrain)), x, y, size, size);
    if (strong && code !== VILLAGE && !objectAt(map.object[cell] as number)) strongMark(ctx, TERRAINS[code] as Terrain, x, y, size);
  }

  // Faint lines count the cells; darker ones separate areas of different terrain.
  const span = TILE_SIZE * size;
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(255,255,255,0.16)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 1; i < TILE_SIZE; i++) {
    ctx.moveTo(i * size, 0);
    ctx.lineTo(i * size, span);
    ctx.moveTo(0, i * size);
    ctx.lineTo(span, i * size);
  }
  ctx.stroke();
  ctx.strokeStyle = BORDER;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = Math.max(1.5, size * 0.06);
  ctx.beginPath();
  for (const cell of cells) {
    const { x, y } = at(cell);
    const terrain = map.terrain[cell];
    if (colOf(cell) % TILE_SIZE < TILE_SIZE - 1 && map.terrain[cell + 1] !== terrain) {
      ctx.moveTo(x + size, y);
      ctx.lineTo(x + size, y + size);
    }
    if (rowOf(cell) % TILE_SIZE < TILE_SIZE - 1 && map.terrain[cell + MAP_SIZE] !== terrain) {
      ctx.moveTo(x, y + size);
      ctx.lineTo(x + size, y + size);
    }
  }
  ctx.stroke();
  ctx.globalAlpha = 0.7;
  ctx.lineWidth = 2;
  ctx.strokeRect(0, 0, span, span);
  ctx.globalAlpha = 1;

  const badge = (bx: number, by: number, label: string, fill: number): void => {
    const r = Math.max(7, size * 0.22);
    ctx.beginPath();
    ctx.arc(bx, by, r, 0, Math.PI * 2);
    ctx.fillStyle = css(fill);
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = css(COLORS.white);
    ctx.stroke();
    ctx.fillStyle = css(COLORS.white);
    ctx.font = `bold ${Math.round(r * 1.35)}px ${FONTS.body}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, bx, by + r * 0.06);
  };
  for (const cell of cells) {
    const { x, y } = at(cell);
    const cx = x + size / 2;
    const cy = y + size / 2;
    if (map.terrain[cell] === VILLAGE) {
      picture(VILLAGE_TEXTURE, x, y, size, size);
      badge(cx + size * 0.3, cy + size * 0.3, String(map.villageNumber[cell]), COLORS.ink);
      continue;
    }
    const kind = objectAt(map.object[cell] as number);
    if (!kind) continue;
    picture(objectTexture(kind), cx - size * 0.4, cy - size * 0.4, size * 0.8, size * 0.8);
    if (kind === 'temple') badge(cx - size * 0.32, cy - size * 0.32, QUADRANTS[q] as string, COLORS.primaryDark);
  }
}
