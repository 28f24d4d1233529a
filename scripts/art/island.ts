// The rocky underside that hangs below each floating island, and the outline generator
// the sky reuses for its distant island silhouettes.
import { bezierCurve, brushStroke } from './brush';
import { darken, lighten, mix } from './color';
import { polyline, pt, smooth, type Pt } from './geometry';
import { seeded, type Random } from './random';
import { d, el, g, SvgDoc, use } from './svg';
import { INK, line, outlined } from './style';

// How far in (of the half width) each side has come at each fraction of the depth:
// a full bowl near the top, then a long narrowing point.
const PROFILE: readonly (readonly [inward: number, down: number])[] = [
  [0.02, 0.14], [0.08, 0.3], [0.19, 0.44], [0.33, 0.56], [0.48, 0.68], [0.63, 0.79], [0.78, 0.88], [0.9, 0.95],
];

/**
 * Outline of an island's underside, `width` wide at y = 0 and tapering to a point `depth`
 * below, with rocky irregularity drawn from `rnd`. Runs from the top-right corner round to
 * the top-left one; closing the path gives the straight top edge.
 */
export function undersideOutline(rnd: Random, width: number, depth: number): Pt[] {
  const tipX = width * rnd.range(0.46, 0.56);
  const side = (edge: number): Pt[] =>
    PROFILE.map(([inward, down]) => {
      const jitter = rnd.range(-0.05, 0.05) * (1 - down * 0.5);
      return pt(edge + (tipX - edge) * (inward + jitter), depth * (down + rnd.range(-0.02, 0.02)));
    });
  return [pt(width, 0), ...side(width), pt(tipX, depth), ...side(0).reverse(), pt(0, 0)];
}

const W = 512, H = 160;
const STRATA = ['#5a3a24', '#8a5a34', '#b07443', '#c98e5a', '#a77a5e', '#857064', '#6d5d56'];

/** Wavy horizontal boundaries; each band is filled down to the bottom and covered by the next. */
function strata(rnd: Random): string[] {
  return STRATA.map((color, i) => {
    const y = i === 0 ? -5 : 6 + i * 19 + rnd.range(-4, 4);
    const wave = Array.from({ length: 9 }, (_, k) => pt(k * 64, y + rnd.range(-5, 5)));
    return el('path', { d: `${smooth(wave)}V${H}H0Z`, fill: color });
  });
}

/** Short dark fissures running down the rock face. */
function crevices(rnd: Random, count: number): string {
  const paths = Array.from({ length: count }, () => {
    const x = rnd.range(W * 0.2, W * 0.8), y = rnd.range(20, 70);
    return polyline([pt(x, y), pt(x + rnd.range(-4, 4), y + 10), pt(x + rnd.range(-6, 6), y + rnd.range(18, 30))]);
  });
  return el('path', { d: paths.join(''), ...line('#3c2a1c', 1.5, 0.35) });
}

/** An irregular rock, lit from above: the base for embedded stones and floating pebbles. */
function rock(rnd: Random, cx: number, cy: number, r: number, color: string): string {
  const outline = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2 + rnd.range(-0.2, 0.2);
    const rr = r * rnd.range(0.8, 1.1) * (Math.sin(a) > 0 ? 1.1 : 0.85);
    return pt(cx + rr * Math.cos(a), cy + rr * Math.sin(a) * 0.8);
  });
  return g({},
    el('path', { d: polyline(outline, true), ...outlined(color, 1.4, darken(color, 0.5)) }),
    el('path', { d: d`M${cx - r * 0.5} ${cy - r * 0.35}Q${cx} ${cy - r * 0.7} ${cx + r * 0.45} ${cy - r * 0.4}`, ...line(lighten(color, 0.45), r * 0.25) }),
  );
}

function stones(rnd: Random, outline: readonly Pt[], count: number): string[] {
  return Array.from({ length: count }, () => {
    const anchor = outline[1 + Math.floor(rnd.next() * (outline.length - 2))] as Pt;
    const depth = rnd.range(0.15, 0.6);
    const x = anchor.x + (W / 2 - anchor.x) * depth * 0.4;
    const y = anchor.y * (1 - depth) + rnd.range(10, 30) * depth;
    return rock(rnd, x, y, rnd.range(3.5, 7), mix('#9c8576', '#c9a37c', rnd.next()));
  });
}

/** Roots hang from the lower flanks, each with a side tendril. */
function roots(rnd: Random, outline: readonly Pt[]): string[] {
  const flanks = outline.filter((p) => p.y > 24);
  return flanks.map((p) => {
    const start = pt(p.x + (p.x < W / 2 ? 8 : -8), p.y - 8);
    // Roots near the tip are cut short so they stay inside the picture.
    const len = Math.min(rnd.range(18, 40), H - 2 - start.y), sway = rnd.range(-9, 9) * Math.min(1, len / 30);
    const end = pt(start.x + sway * 0.6, start.y + len);
    const curve = bezierCurve(start, pt(start.x + sway, start.y + len * 0.4), pt(end.x - sway, end.y - len * 0.3), end);
    const fork = curve(0.55);
    const twig = bezierCurve(fork, pt(fork.x - sway * 0.8, fork.y + 4), pt(fork.x - sway * 1.2, fork.y + 8), pt(fork.x - sway * 1.4, fork.y + 14));
    return g({ fill: '#4a2f1e' },
      el('path', { d: brushStroke(curve, (t) => 4.5 * (1 - t) + 0.8, 4) }),
      el('path', { d: brushStroke(twig, (t) => 2 * (1 - t) + 0.5, 3) }),
    );
  });
}

/** A crumb of island adrift below: rock with a tuft of grass on top. */
function pebble(rnd: Random, cx: number, cy: number, r: number): string {
  return g({},
    rock(rnd, cx, cy, r, '#9a7358'),
    el('path', { d: d`M${cx - r} ${cy - r * 0.55}Q${cx} ${cy - r * 1.25} ${cx + r} ${cy - r * 0.55}Q${cx} ${cy - r * 0.2} ${cx - r} ${cy - r * 0.55}Z`, ...outlined('#74b04a', 1.2, '#3f6a2a') }),
  );
}

function underside(): string {
  const doc = new SvgDoc(W, H);
  const rnd = seeded(57);
  const outline = undersideOutline(rnd, W, H - 6);
  const body = `${smooth(outline, false, 0.5)}Z`;
  // The clip path may only <use> a shape itself, not a group, so the path carries the id.
  const shape = doc.define('p', (id) => el('path', { id, d: body }));
  const clip = doc.clip(use(shape));
  const light = doc.linear([[0, '#ffffff', 0.18], [0.45, '#ffffff', 0], [0.7, INK, 0], [1, INK, 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0.3 });
  const deep = doc.linear([[0, INK, 0], [0.6, INK, 0], [1, INK, 0.3]]);
  return doc.render(
    ...roots(rnd, outline),
    g({ 'clip-path': clip },
      ...strata(rnd),
      crevices(rnd, 9),
      ...stones(rnd, outline, 12),
      el('rect', { width: W, height: H, fill: light }),
      el('rect', { width: W, height: H, fill: deep }),
      el('path', { d: `M0 0H${W}V7H0Z`, fill: '#3c2a1c' }),
    ),
    use(shape, outlined('none', 3)),
    pebble(rnd, 58, 118, 8),
    pebble(rnd, 104, 146, 5),
    pebble(rnd, 446, 112, 9),
    pebble(rnd, 392, 146, 5.5),
  );
}

export function islandArt(): Record<string, string> {
  return { 'island-underside': underside() };
}
