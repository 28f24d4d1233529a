// Where a tooltip goes on the screen, in logical units. Pure, so it is tested without a browser.
import type { Rect } from './layout';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Room kept between a tip and what it points at, and along the screen's edges. */
const GAP = 6;

/** Top-left corner of a tip under `at`, or over it when the screen ends first; kept on screen. */
export function tipBelow(at: Point, tip: Size, screen: Size): Point {
  const x = Math.min(Math.max(at.x - tip.width / 2, GAP), screen.width - tip.width - GAP);
  const below = at.y + tip.height + GAP < screen.height;
  return { x, y: Math.max(GAP, below ? at.y : at.y - tip.height - 40) };
}

/**
 * Top-left corner of a tip beside `keep` (below, above, right or left), kept on screen, on the
 * side where it covers the fewest of the `avoid` points (each counted `pad` around them). A side
 * where the screen's edge pushes the tip back over `keep` comes last.
 */
export function tipClearOf(keep: Rect, avoid: readonly Point[], pad: number, tip: Size, screen: Size): Point {
  const onScreen = (x: number, y: number): Point => ({
    x: Math.min(Math.max(x, GAP), screen.width - tip.width - GAP),
    y: Math.min(Math.max(y, GAP), screen.height - tip.height - GAP),
  });
  const midX = keep.x + keep.width / 2 - tip.width / 2;
  const midY = keep.y + keep.height / 2 - tip.height / 2;
  const sides = [
    onScreen(midX, keep.y + keep.height + GAP),
    onScreen(midX, keep.y - tip.height - GAP),
    onScreen(keep.x + keep.width + GAP, midY),
    onScreen(keep.x - tip.width - GAP, midY),
  ];
  const covers = (spot: Point, area: Rect): boolean =>
    spot.x < area.x + area.width && spot.x + tip.width > area.x && spot.y < area.y + area.height && spot.y + tip.height > area.y;
  const cost = (spot: Point): number =>
    (covers(spot, keep) ? avoid.length + 1 : 0) + avoid.filter((p) => covers(spot, { x: p.x - pad, y: p.y - pad, width: 2 * pad, height: 2 * pad })).length;
  return sides.reduce((best, spot) => (cost(spot) < cost(best) ? spot : best));
}
