// Labelled tiles on paper, as the how-to pages show scoring categories: each a picture over its
// name, in the grid (columns × rows) that gives the largest pictures in a box while every name
// stays whole.
import type Phaser from 'phaser';
import type { Rect } from './layout';
import { addText, type LocalizedText } from './localized-text';
import { COLORS, css, RADIUS, textStyle } from './theme';

export interface Tile {
  /** The i18n key of its name. */
  readonly label: string;
  /** Its picture, centred on (x, y) in a square of `size`; `room` is the tile's inner width. */
  readonly draw: (x: number, y: number, size: number, room: number) => readonly Phaser.GameObjects.GameObject[];
}

export function addLabelledTiles(scene: Phaser.Scene, into: Phaser.GameObjects.Container, tiles: readonly Tile[], box: Rect, compact: boolean): void {
  const gap = compact ? 8 : 14;
  const pad = compact ? 6 : 10;
  const labelSize = compact ? 14 : 18;
  const labelRoom = labelSize + pad;
  const count = tiles.length;
  const labels = tiles.map((tile) => addText(scene, 0, 0, tile.label, undefined, textStyle('label', { fontSize: `${labelSize}px`, color: css(COLORS.ink) })).setOrigin(0.5));
  // Labels are read whole: a grid whose tiles would cut them is taken only if none fits them.
  const widestLabel = Math.max(...labels.map((label) => label.width));
  const grid = (columns: number) => {
    const rows = Math.ceil(count / columns);
    const width = Math.min(compact ? 150 : 200, (box.width - (columns - 1) * gap) / columns);
    const height = Math.min(width * 1.1, (box.height - (rows - 1) * gap) / rows);
    return { columns, rows, width, height, icon: Math.min(width - 2 * pad, height - labelRoom - 2 * pad), labelsFit: width - 8 >= widestLabel };
  };
  let best = grid(1);
  for (let columns = 2; columns <= count; columns++) {
    const candidate = grid(columns);
    if (candidate.labelsFit === best.labelsFit ? candidate.icon > best.icon : candidate.labelsFit) best = candidate;
  }
  const icon = Math.max(16, Math.min(compact ? 72 : 96, best.icon));
  const height = icon + labelRoom + 2 * pad;
  const top = box.y + (box.height - best.rows * height - (best.rows - 1) * gap) / 2;
  const g = scene.add.graphics();
  into.add(g);
  tiles.forEach((tile, i) => {
    const row = Math.floor(i / best.columns);
    // The last row, if shorter, is centred under the others.
    const inRow = Math.min(best.columns, count - row * best.columns);
    const left = box.x + (box.width - inRow * best.width - (inRow - 1) * gap) / 2 + (i % best.columns) * (best.width + gap);
    const y = top + row * (height + gap);
    g.fillStyle(COLORS.paperShade, 1).fillRoundedRect(left, y, best.width, height, RADIUS.medium);
    g.lineStyle(2, COLORS.paperEdge, 1).strokeRoundedRect(left, y, best.width, height, RADIUS.medium);
    const cx = left + best.width / 2;
    into.add([...tile.draw(cx, y + pad + icon / 2, icon, best.width - 2 * pad)]);
    into.add((labels[i] as LocalizedText).setPosition(cx, y + height - pad - labelSize / 2).fitWidth(best.width - 8));
  });
}
