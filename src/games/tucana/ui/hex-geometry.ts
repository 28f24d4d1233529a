// Where an island's hexes go on screen: pure maths (no Phaser), so it is tested on its own. Hexes
// are pointy-top; the island is fitted, centred, into a rectangle.
import type { Rect } from '../../../ui/layout';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface HexLayout {
  /** A hex's radius (centre to corner) in logical units. */
  readonly radius: number;
  /** Per hex: its centre. */
  readonly centres: readonly Point[];
}

const SQRT3 = Math.sqrt(3);

/** The island of hexes at axial (q[i], r[i]) fitted into `area`, centred. */
export function fitHexes(q: readonly number[], r: readonly number[], area: Rect): HexLayout {
  const unit = q.map((_, i) => ({ x: SQRT3 * ((q[i] as number) + (r[i] as number) / 2), y: 1.5 * (r[i] as number) }));
  const xs = unit.map((p) => p.x);
  const ys = unit.map((p) => p.y);
  const minX = Math.min(...xs) - SQRT3 / 2;
  const maxX = Math.max(...xs) + SQRT3 / 2;
  const minY = Math.min(...ys) - 1;
  const maxY = Math.max(...ys) + 1;
  const radius = Math.max(1, Math.min(area.width / (maxX - minX), area.height / (maxY - minY)));
  const left = area.x + (area.width - (maxX - minX) * radius) / 2 - minX * radius;
  const top = area.y + (area.height - (maxY - minY) * radius) / 2 - minY * radius;
  return { radius, centres: unit.map((p) => ({ x: left + p.x * radius, y: top + p.y * radius })) };
}

/** The six corners of a pointy-top hex, clockwise from the upper right. */
export function hexCorners(centre: Point, radius: number): Point[] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = ((60 * i - 30) * Math.PI) / 180;
    return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
}

/** The hex under a point (inside its inscribed circle, a little generous), or -1. */
export function hexAt(layout: HexLayout, point: Point, reach = 0.98): number {
  let best = -1;
  let bestDistance = (layout.radius * reach) ** 2;
  layout.centres.forEach((c, i) => {
    const d = (c.x - point.x) ** 2 + (c.y - point.y) ** 2;
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/**
 * The neighbour of `hex` in a screen direction (dx, dy): among the six around it, the one most
 * that way (up and down go to the row above or below, the left one first); -1 at the edge.
 */
export function hexToward(layout: HexLayout, hex: number, dx: number, dy: number): number {
  const from = layout.centres[hex];
  if (!from) return -1;
  let best = -1;
  let bestScore = Infinity;
  layout.centres.forEach((c, i) => {
    const vx = c.x - from.x;
    const vy = c.y - from.y;
    const along = vx * dx + vy * dy;
    // Neighbours only: their centres are √3 radii away.
    if (i === hex || along <= 0 || Math.hypot(vx, vy) > layout.radius * 2) return;
    const across = Math.abs(vx * dy - vy * dx);
    // Straight on first, then as near as possible.
    const score = Math.hypot(vx, vy) + 2 * across;
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}
