// A seat's dot: a disc of its pen colour with a white rim and, where asked (colour-blind mode), a
// symbol of its own drawn in the middle, so that two seats differ by shape as well as by colour.
import Phaser from 'phaser';
import { symbolInk, type SeatMark, type SeatSymbol } from './seat-symbols';
import { COLORS } from './theme';

/** `symbol` centred on (0, 0) in a dot of radius `r`. */
function drawSymbol(g: Phaser.GameObjects.Graphics, symbol: SeatSymbol, r: number, ink: number): void {
  const s = r * 0.55;
  const w = Math.max(1.5, r * 0.22);
  const polygon = (points: readonly [number, number][]): void => void g.fillPoints(points.map(([x, y]) => new Phaser.Math.Vector2(x, y)), true);
  g.fillStyle(ink, 1).lineStyle(w, ink, 1);
  if (symbol === 'ring') g.strokeCircle(0, 0, s * 0.8);
  else if (symbol === 'square') g.fillRect(-s * 0.75, -s * 0.75, s * 1.5, s * 1.5);
  else if (symbol === 'triangle') polygon([[0, -s], [s * 0.95, s * 0.7], [-s * 0.95, s * 0.7]]);
  else if (symbol === 'diamond') polygon([[0, -s], [s, 0], [0, s], [-s, 0]]);
  else if (symbol === 'plus') g.fillRect(-s, -w / 2, s * 2, w).fillRect(-w / 2, -s, w, s * 2);
  else if (symbol === 'cross') g.lineBetween(-s * 0.75, -s * 0.75, s * 0.75, s * 0.75).lineBetween(-s * 0.75, s * 0.75, s * 0.75, -s * 0.75);
  else if (symbol === 'star') polygon(Array.from({ length: 10 }, (_, i): [number, number] => {
    const at = (Math.PI * i) / 5 - Math.PI / 2;
    const reach = i % 2 === 0 ? s * 1.05 : s * 0.45;
    return [Math.cos(at) * reach, Math.sin(at) * reach];
  }));
  else g.fillRect(-s, -w * 0.75, s * 2, w * 1.5);
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

  setRadius(radius: number): this {
    if (radius === this.radius) return this;
    this.radius = radius;
    return this.redraw();
  }

  private redraw(): this {
    this.clear().fillStyle(this.mark.color, 1).fillCircle(0, 0, this.radius).lineStyle(this.rim, COLORS.white, 1).strokeCircle(0, 0, this.radius);
    if (this.mark.symbol) drawSymbol(this, this.mark.symbol, this.radius, symbolInk(this.mark.color));
    return this;
  }
}
