// The light paper card the play screen's boxes share (sheet, mini-maps, solo ranks): lighter
// than the menus' wooden panel, so small boxes keep their room for content.
import type Phaser from 'phaser';
import type { Rect } from './layout';
import { COLORS } from './theme';

export interface PaperCardStyle {
  readonly radius?: number;
  readonly border?: number;
  readonly borderWidth?: number;
}

export function drawPaperCard(g: Phaser.GameObjects.Graphics, rect: Rect, style: PaperCardStyle = {}): Phaser.GameObjects.Graphics {
  const { x, y, width, height } = rect;
  const radius = style.radius ?? 12;
  return g
    .clear()
    .fillStyle(COLORS.shadow, 0.2)
    .fillRoundedRect(x + 2, y + 3, width, height, radius)
    .fillStyle(COLORS.paper, 0.96)
    .fillRoundedRect(x, y, width, height, radius)
    .lineStyle(style.borderWidth ?? 2, style.border ?? COLORS.paperEdge, 1)
    .strokeRoundedRect(x, y, width, height, radius);
}
