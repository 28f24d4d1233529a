// Point maths and path builders shared by every sprite.
import { d, fmt } from './svg';

export interface Pt { readonly x: number; readonly y: number }

export const pt = (x: number, y: number): Pt => ({ x, y });

/**
 * Writes path data at 0.1 px (invisible at any size the game draws) in relative commands,
 * whose small numbers take about half the bytes. Offsets are taken between rounded points,
 * so rounding never drifts along a long path.
 */
class PathWriter {
  private out = '';
  private x = 0;
  private y = 0;

  private rel(p: Pt): [number, number] {
    const x = Math.round(p.x * 10) / 10, y = Math.round(p.y * 10) / 10;
    return [x - this.x, y - this.y];
  }

  private advance(p: Pt): void {
    this.x = Math.round(p.x * 10) / 10;
    this.y = Math.round(p.y * 10) / 10;
  }

  move(p: Pt): this {
    this.advance(p);
    this.out += `M${numbers([this.x, this.y])}`;
    return this;
  }

  line(p: Pt): this {
    this.out += `l${numbers(this.rel(p))}`;
    this.advance(p);
    return this;
  }

  curve(c1: Pt, c2: Pt, p: Pt): this {
    this.out += `c${numbers([...this.rel(c1), ...this.rel(c2), ...this.rel(p)])}`;
    this.advance(p);
    return this;
  }

  close(): string {
    return `${this.out}Z`;
  }

  toString(): string {
    return this.out;
  }
}

/** Numbers joined as tightly as the path grammar allows: no leading zero, no space before a minus. */
function numbers(values: readonly number[]): string {
  return values.map((v, i) => (i && v >= 0 ? ' ' : '') + fmt(v, 1).replace(/^(-?)0\./, '$1.')).join('');
}

export function polyline(points: readonly Pt[], closed = false): string {
  const w = new PathWriter();
  points.forEach((p, i) => (i ? w.line(p) : w.move(p)));
  return closed ? w.close() : w.toString();
}

/** Catmull-Rom spline through the points, as cubic Béziers: organic outlines from a few knots. */
export function smooth(points: readonly Pt[], closed = false, tension = 1): string {
  const n = points.length;
  const at = (i: number): Pt =>
    closed ? (points[(i + n) % n] as Pt) : (points[Math.max(0, Math.min(n - 1, i))] as Pt);
  const k = tension / 6;
  const w = new PathWriter().move(at(0));
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    w.curve(
      pt(p1.x + (p2.x - p0.x) * k, p1.y + (p2.y - p0.y) * k),
      pt(p2.x - (p3.x - p1.x) * k, p2.y - (p3.y - p1.y) * k),
      p2,
    );
  }
  return closed ? w.close() : w.toString();
}

export function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t;
  return pt(a * p0.x + b * p1.x + c * p2.x + e * p3.x, a * p0.y + b * p1.y + c * p2.y + e * p3.y);
}

/** Points of a regular star or polygon (inner === outer gives a polygon). */
export function star(cx: number, cy: number, points: number, outer: number, inner: number, rotation = -90): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((rotation + (i * 180) / points) * Math.PI) / 180;
    out.push(pt(cx + r * Math.cos(a), cy + r * Math.sin(a)));
  }
  return out;
}

export function circlePath(cx: number, cy: number, r: number): string {
  return d`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

/** An ellipse turned by `rotate` degrees, as two arcs between the ends of its long axis. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number, rotate = 0): string {
  const a = (rotate * Math.PI) / 180;
  const dx = rx * Math.cos(a), dy = rx * Math.sin(a);
  return d`M${cx - dx} ${cy - dy}A${rx} ${ry} ${rotate} 1 0 ${cx + dx} ${cy + dy}A${rx} ${ry} ${rotate} 1 0 ${cx - dx} ${cy - dy}Z`;
}

/** Rounded rectangle; the bottom corners may take their own radius. */
export function roundRectPath(x: number, y: number, w: number, h: number, r: number, rb = r): string {
  return (
    d`M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - rb}A${rb} ${rb} 0 0 1 ${x + w - rb} ${y + h}` +
    d`H${x + rb}A${rb} ${rb} 0 0 1 ${x} ${y + h - rb}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
  );
}
