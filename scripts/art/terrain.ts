// The four terrain cells. Each has a flat base colour and a bold motif of its own
// (tufts, wave crests, dune ridges, peaks) so they differ in pattern as well as hue.
// Anything that crosses an edge is drawn again on the far side, so cells tile seamlessly.
import { brushStroke, bezierCurve } from './brush';
import { darken, lighten } from './color';
import { polyline, pt, smooth, star, type Pt } from './geometry';
import { seeded, type Random } from './random';
import { el, g, SvgDoc, use } from './svg';
import { line } from './style';

const S = 64;

/**
 * Draws a shape around (x, y); where it would cross an edge within `reach`, the shape is
 * defined once and repeated one cell over on the far side, so neighbours join up.
 */
function wrapped(doc: SvgDoc, x: number, y: number, reach: number, shape: string): string {
  const dxs = [0, ...(x - reach < 0 ? [S] : []), ...(x + reach > S ? [-S] : [])];
  const dys = [0, ...(y - reach < 0 ? [S] : []), ...(y + reach > S ? [-S] : [])];
  if (dxs.length === 1 && dys.length === 1) return shape;
  const id = doc.symbol(shape);
  return dxs.flatMap((dx) => dys.map((dy) => use(id, { x: dx || undefined, y: dy || undefined }))).join('');
}

/** One point per cell of an n×n grid, jittered: even but not mechanical placement. */
function scatter(rnd: Random, n: number, jitter: number, offset = 0): Pt[] {
  const step = S / n;
  const out: Pt[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const shift = row % 2 ? offset : 0;
      out.push(pt(
        (col + 0.5) * step + shift + rnd.range(-jitter, jitter),
        (row + 0.5) * step + rnd.range(-jitter, jitter),
      ));
    }
  }
  return out;
}

/** Faint light and dark blotches that keep a flat base from looking plastic. */
function mottle(doc: SvgDoc, rnd: Random, base: string, count: number, radius: number): string {
  return Array.from({ length: count }, (_, i) => {
    const cx = rnd.range(0, S), cy = rnd.range(0, S);
    const rx = rnd.range(radius * 0.6, radius), ry = rx * rnd.range(0.5, 0.8);
    const fill = i % 2 ? lighten(base, 0.05) : darken(base, 0.035);
    return wrapped(doc, cx, cy, rx, el('ellipse', { cx, cy, rx, ry, fill }));
  }).join('');
}

/** Scattered specks (sand grains, pebbles): small enough to wrap cheaply. */
function specks(doc: SvgDoc, rnd: Random, count: number, size: [number, number], fill: string, flat = 1): string {
  return Array.from({ length: count }, () => {
    const cx = rnd.range(0, S), cy = rnd.range(0, S), ry = rnd.range(...size), rx = ry * flat;
    return wrapped(doc, cx, cy, rx, el('ellipse', { cx, cy, rx, ry, fill }));
  }).join('');
}

function cell(doc: SvgDoc, base: string, ...layers: string[]): string {
  return doc.render(el('rect', { width: S, height: S, fill: base }), ...layers);
}

const PRAIRIE = '#8cc65a';

function grassTuft(rnd: Random, x: number, y: number): string {
  const blades = [-7, -2.5, 2, 6.5].map((lean, i) => {
    const h = rnd.range(9, 13) - Math.abs(lean) * 0.3;
    const base = pt(x + (i - 1.5) * 1.6, y + 4);
    const tip = pt(base.x + lean, base.y - h);
    const curve = bezierCurve(base, pt(base.x, base.y - h * 0.5), pt(tip.x - lean * 0.3, tip.y + h * 0.2), tip);
    return el('path', { d: brushStroke(curve, (t) => 3.4 * (1 - t) + 0.3, 3), fill: darken(PRAIRIE, i % 2 ? 0.32 : 0.22) });
  });
  return el('ellipse', { cx: x, cy: y + 4.3, rx: 6, ry: 1.4, fill: darken(PRAIRIE, 0.15) }) + blades.join('');
}

function flower(x: number, y: number, petals: string): string {
  const ring = [0, 72, 144, 216, 288].map((a) => {
    const r = (a * Math.PI) / 180;
    return el('circle', { cx: x + 2.6 * Math.cos(r), cy: y + 2.6 * Math.sin(r), r: 1.9 });
  });
  return g({ fill: petals }, ...ring, el('circle', { cx: x, cy: y, r: 1.6, fill: '#f7c631' }));
}

function prairie(): string {
  const doc = new SvgDoc(S, S);
  const rnd = seeded(11);
  const tufts = scatter(rnd, 2, 6, 8).map((p) => wrapped(doc, p.x, p.y, 10, grassTuft(rnd, p.x, p.y)));
  const flowers = [
    flower(rnd.range(30, 36), rnd.range(13, 19), '#fffaf0'),
    flower(rnd.range(6, 10), rnd.range(44, 50), '#ffd6e0'),
  ];
  return cell(doc, PRAIRIE, mottle(doc, rnd, PRAIRIE, 10, 9), ...tufts, ...flowers);
}

const WATER = '#4aa3dc';

function waveCrest(rnd: Random, x: number, y: number): string {
  const w = rnd.range(8, 10);
  const curve = bezierCurve(pt(x - w, y + 1.5), pt(x - w / 3, y - 5), pt(x + w / 3, y + 5), pt(x + w, y - 1.5));
  return el('path', { d: brushStroke(curve, (t) => 1 + 2.8 * Math.sin(Math.PI * t), 5), fill: '#e8f7ff' });
}

const sparkle = (x: number, y: number, r: number): string =>
  el('path', { d: polyline(star(x, y, 4, r, r * 0.27), true), fill: '#ffffff', opacity: 0.85 });

function water(): string {
  const doc = new SvgDoc(S, S);
  const rnd = seeded(23);
  const crests = scatter(rnd, 3, 2, 10)
    .filter((_, i) => i % 3 !== 1 || i === 4)
    .map((p) => wrapped(doc, p.x, p.y, 12, waveCrest(rnd, p.x, p.y)));
  const glints = [sparkle(rnd.range(28, 36), rnd.range(24, 30), 2.6), sparkle(rnd.range(50, 56), rnd.range(50, 56), 2.2)];
  return cell(doc, WATER, mottle(doc, rnd, WATER, 8, 12), ...crests, ...glints);
}

const DESERT = '#f0cb78';

/** A dune: a pale wind-lit crest over a crescent of shade on its lee side. */
function dune(x: number, y: number): string {
  const ridge = [pt(x - 24, y + 7), pt(x - 10, y - 3), pt(x + 2, y - 5), pt(x + 24, y + 6)];
  const lee = [pt(x + 2, y - 5), pt(x + 24, y + 6), pt(x + 12, y + 8), pt(x - 2, y + 3)];
  return (
    el('path', { d: smooth(lee, true), fill: darken(DESERT, 0.17) }) +
    el('path', { d: smooth(ridge), ...line(lighten(DESERT, 0.6), 2.6) })
  );
}

function desert(): string {
  const doc = new SvgDoc(S, S);
  const rnd = seeded(37);
  const dunes = [pt(20, 22), pt(44, 50)].map((p) => wrapped(doc, p.x, p.y, 26, dune(p.x, p.y)));
  return cell(doc, DESERT, mottle(doc, rnd, DESERT, 8, 10), ...dunes, specks(doc, rnd, 10, [0.7, 1.3], darken(DESERT, 0.3)));
}
const MOUNTAIN = '#a59482';

/** A rocky peak: lit left face, shaded right face, snow cap, jagged ink outline. */
function peak(rnd: Random, left: number, right: number, apex: Pt, foot: number): string {
  const jag = (a: Pt, b: Pt): Pt[] => [1, 2].map((k) => {
    const t = k / 3;
    return pt(a.x + (b.x - a.x) * t + rnd.range(-1.5, 1.5), a.y + (b.y - a.y) * t + rnd.range(-1, 1));
  });
  const l = pt(left, foot), r = pt(right, foot);
  const outline = [l, ...jag(l, apex), apex, ...jag(apex, r), r];
  const ridgeFoot = pt(apex.x + (right - left) * 0.08, foot);
  const ridge = [apex, pt(apex.x - 1, apex.y + (foot - apex.y) * 0.4), pt(apex.x + 2.5, apex.y + (foot - apex.y) * 0.7), ridgeFoot];
  const dark = [...ridge, r, ...outline.slice(4, 6).reverse()];
  const capY = apex.y + (foot - apex.y) * 0.32;
  const capW = (capY - apex.y) * ((right - left) / (foot - apex.y)) * 0.5;
  const cap = [pt(apex.x - capW - 1, capY), apex, pt(apex.x + capW + 1, capY), pt(apex.x + capW * 0.35, capY - 2.5), pt(apex.x - capW * 0.1, capY + 1.5), pt(apex.x - capW * 0.55, capY - 2)];
  return g({},
    el('path', { d: polyline(outline, true), fill: lighten(MOUNTAIN, 0.25) }),
    el('path', { d: polyline(dark, true), fill: darken(MOUNTAIN, 0.18) }),
    el('path', { d: polyline(cap, true), fill: '#f7f4ee' }),
    el('path', { d: polyline(outline, true), ...line(darken(MOUNTAIN, 0.55), 1.6) }),
  );
}

function mountain(): string {
  const doc = new SvgDoc(S, S);
  const rnd = seeded(41);
  return cell(
    doc,
    MOUNTAIN,
    mottle(doc, rnd, MOUNTAIN, 8, 10),
    specks(doc, rnd, 9, [1, 2], darken(MOUNTAIN, 0.25), 1.4),
    el('ellipse', { cx: 32, cy: 55, rx: 27, ry: 4, fill: darken(MOUNTAIN, 0.2), opacity: 0.7 }),
    peak(rnd, 6, 46, pt(25, 9), 54),
    peak(rnd, 30, 60, pt(46, 25), 57),
  );
}

export function terrainArt(): Record<string, string> {
  return {
    'terrain-prairie': prairie(),
    'terrain-water': water(),
    'terrain-desert': desert(),
    'terrain-mountain': mountain(),
  };
}
