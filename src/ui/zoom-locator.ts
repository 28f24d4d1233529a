// While a picture is zoomed (Explorers' map, Tucana's island), a small outline of the whole of it
// in a corner of its area: its parts (the four islands, the hexes), where the player may act next
// (gold dots) and the part on screen (a red frame), with a "Whole map" button under it. Nobody
// loses the overview, nor the legal places off screen.
import type Phaser from 'phaser';
import { Button } from './button';
import { DEPTHS } from './depths';
import type { Rect } from './layout';
import { COLORS } from './theme';
import type { Point } from './zoom-view';

const WIDTH = 72;
const BUTTON_WIDTH = 108;
const BUTTON_HEIGHT = 44;
const GAP = 4;
const LABEL_PX = 13;

export class ZoomLocator {
  private readonly outline: Phaser.GameObjects.Graphics;
  private readonly button: Button;
  private area: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private parts: readonly Rect[] = [];
  private frame: Rect = { x: 0, y: 0, width: 0, height: 0 };

  /** `label`: the button's i18n key ("Whole map"). */
  constructor(scene: Phaser.Scene, label: string, onWhole: () => void) {
    this.outline = scene.add.graphics().setDepth(DEPTHS.ui).setVisible(false);
    this.button = new Button(scene, 0, 0, { label, variant: 'plain', width: BUTTON_WIDTH, height: BUTTON_HEIGHT, onClick: onWhole })
      .setLabelSize(LABEL_PX)
      .setDepth(DEPTHS.ui)
      .setVisible(false);
  }

  /** The picture's area and its parts, in the same units (the picture as laid out, unzoomed). */
  layout(area: Rect, parts: readonly Rect[]): void {
    this.area = area;
    this.parts = parts;
    const height = Math.round((WIDTH * area.height) / area.width);
    const right = area.x + area.width - 6;
    const bottom = area.y + area.height - 6;
    this.button.setPosition(right - BUTTON_WIDTH / 2, bottom - BUTTON_HEIGHT / 2);
    this.frame = { x: right - WIDTH, y: bottom - BUTTON_HEIGHT - GAP - height, width: WIDTH, height };
  }

  /** Shown only while zoomed: `part` is the part of the picture on screen, `legal` the legal places' centres. */
  show(part: Rect | null, legal: readonly Point[]): void {
    const on = part !== null;
    this.outline.setVisible(on);
    this.button.setVisible(on);
    if (!part) return;
    const f = this.frame;
    const k = f.width / this.area.width;
    const at = (p: Point): Point => ({ x: f.x + (p.x - this.area.x) * k, y: f.y + (p.y - this.area.y) * k });
    const g = this.outline.clear();
    g.fillStyle(COLORS.paper, 0.94).fillRoundedRect(f.x, f.y, f.width, f.height, 6);
    g.lineStyle(2, COLORS.paperEdge, 1).strokeRoundedRect(f.x, f.y, f.width, f.height, 6);
    for (const shape of this.parts) {
      const o = at(shape);
      g.fillStyle(COLORS.success, 0.55).fillRect(o.x, o.y, shape.width * k, shape.height * k);
      g.lineStyle(1, COLORS.ink, 0.8).strokeRect(o.x, o.y, shape.width * k, shape.height * k);
    }
    for (const p of legal) {
      const o = at(p);
      g.fillStyle(COLORS.ink, 1).fillCircle(o.x, o.y, 2.6).fillStyle(COLORS.focus, 1).fillCircle(o.x, o.y, 1.8);
    }
    const o = at(part);
    g.lineStyle(2.5, COLORS.danger, 1).strokeRect(o.x, o.y, part.width * k, part.height * k);
  }

  get visible(): boolean {
    return this.button.visible;
  }

  /** Taps on the locator's outline are not taps on the picture under it. */
  covers(p: Point): boolean {
    const f = this.frame;
    const outline = p.x >= f.x && p.x <= f.x + f.width && p.y >= f.y && p.y <= f.y + f.height;
    const button = p.x >= f.x + f.width - BUTTON_WIDTH && p.x <= f.x + f.width && p.y >= f.y + f.height + GAP && p.y <= f.y + f.height + GAP + BUTTON_HEIGHT;
    return this.visible && (outline || button);
  }
}
