// Hand-drawn strokes: a centre line swept by a varying width gives a filled, tapered
// shape, the way a marker or brush leaves thick middles and thin ends.
import { cubic, pt, smooth, type Pt } from './geometry';

export type Curve = (t: number) => Pt;

export const bezierCurve = (p0: Pt, p1: Pt, p2: Pt, p3: Pt): Curve => (t) => cubic(p0, p1, p2, p3, t);

/** Width profile: full in the middle, easing down to `tip` × width at both ends. */
export function taper(width: number, tip = 0.35, startBias = 1): (t: number) => number {
  return (t) => {
    const edge = Math.sin(Math.PI * Math.min(1, Math.max(0, t)));
    const lean = 1 + (startBias - 1) * (1 - t);
    return width * lean * (tip + (1 - tip) * Math.sqrt(edge));
  };
}

/** Closed outline of the swept stroke, smoothed through its sample points. */
export function brushStroke(curve: Curve, width: (t: number) => number, samples = 14): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const p = curve(t);
    const a = curve(Math.max(0, t - 0.01));
    const b = curve(Math.min(1, t + 0.01));
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
    const h = width(t) / 2;
    left.push(pt(p.x + nx * h, p.y + ny * h));
    right.push(pt(p.x - nx * h, p.y - ny * h));
  }
  return smooth([...left, ...right.reverse()], true, 0.9);
}
