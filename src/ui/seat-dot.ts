// A seat's dot: a disc of its pen colour with a white rim and, where asked (colour-blind mode), a
// symbol of its own drawn in the middle, so that two seats differ by shape as well as by colour.
import Phaser from 'phaser';
import { symbolInk, type SeatMark, type SeatSymbol } from './seat-symbols';
import { COLORS } from './theme';

/** `symbol` centred on (x, y) in a patch of radius `r` (a dot, a flag's cloth), in `ink`. */
export function drawSymbol(g: Phaser.GameObjects.Graphics, symbol: SeatSymbol, x: number, y: number, r: number, ink: number): void {
  const s = r * 0.55;
  const w = Math.max(1.5, r * 0.22);
  const polygon = (points: readonly [number, number][]): void => void g.fillPoints(points.map(([px, py]) => new Phaser.Math.Vector2(x + px, y + py)), true);
  g.fillStyle(ink, 1).lineStyle(w, ink, 1);
  if (symbol === 'ring') g.strokeCircle(x, y, s * 0.8);
  else if (symbol === 'square') g.fillRect(x - s * 0.75, y - s * 0.75, s * 1.5, s * 1.5);
  else if (symbol === 'triangle') polygon([[0, -s], [s * 0.95, s * 0.7], [-s * 0.95, s * 0.7]]);
  else if (symbol === 'diamond') polygon([[0, -s], [s, 0], [0, s], [-s, 0]]);
  else if (symbol === 'plus') g.fillRect(x - s, y - w / 2, s * 2, w).fillRect(x - w / 2, y - s, w, s * 2);
  else if (symbol === 'cross') g.lineBetween(x - s * 0.75, y - s * 0.75, x + s * 0.75, y + s * 0.75).lineBetween(x - s * 0.75, y + s * 0.75, x + s * 0.75, y - s * 0.75);
  else if (symbol === 'star') polygon(Array.from({ length: 10 }, (_, i): [number, number] => {
    const at = (Math.PI * i) / 5 - Math.PI / 2;
    const reach = i % 2 === 0 ? s * 1.05 : s * 0.45;
    return [Math.cos(at) * reach, Math.sin(at) * reach];
  }));
  else g.fillRect(x - s, y - w * 0.75, s * 2, w * 1.5);
}

export class SeatDot extends Phaser.GameObjects.Graphics {
  private radius: number;
  private readonly rim: number;
  private mark: SeatMark;

  constructor(scene: Phaser.Scene, radius: number, rim: number, mark: SeatMark = { color: COLORS.disabled, symbol: null }) {
    super(scene);
    this.radius = radius;
    this.rim = rim;
    this.mark = mark;
    this.redraw();
    scene.add.existing(this);
  }

  /** What the dot shows (redrawn only when it changes). */
  show(mark: SeatMark): this {
    if (mark.color === this.mark.color && mark.symbol === this.mark.symbol) return this;
    this.mark = mark;
    return this.redraw();
  }

  /** What it shows now (read by the test bridge). */
  get shown(): SeatMark {
    return this.mark;
  }

  /**
   * As a badge on a marker `size` across centred on (x, y) (a portrait, an icon on a dot): a small
   * dot on its lower right, shown only while it has a symbol to add.
   */
  badgeOn(x: number, y: number, size: number): this {
    return this.setRadius(Math.max(8, size * 0.2)).setPosition(x + size * 0.36, y + size * 0.36).setVisible(this.mark.symbol !== null);
  }

  setRadius(radius: number): this {
    if (radius === this.radius) return this;
    this.radius = radius;
    return this.redraw();
  }

  private redraw(): this {
    this.clear().fillStyle(this.mark.color, 1).fillCircle(0, 0, this.radius).lineStyle(this.rim, COLORS.white, 1).strokeCircle(0, 0, this.radius);
    if (this.mark.symbol) drawSymbol(this, this.mark.symbol, 0, 0, this.radius, symbolInk(this.mark.color));
    return this;
  }
}
