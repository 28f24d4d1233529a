// The games' titles, drawn as our own rounded letterforms: each letter is a centre line, stroked
// several times (shadow, dark outline, cream ring, glossy gold fill) for a storybook sign.
// Explorers: the "o" is a compass, and a little floating island hovers over the lowercase letters.
// Trails of Tucana: two lines, the "o" of "of" a hex tile, and a trail of hexes by the title.
import { darken, lighten } from './color';
import { polyline, pt, smooth, star, type Pt } from './geometry';
import { undersideOutline } from './island';
import { seeded } from './random';
import { d, el, fmt, g, SvgDoc, use } from './svg';
import { GOLD, INK, outlined } from './style';

const W = 640, H = 200;
/** Letter metrics in font units: baseline at 0, x-height X, capitals 96, ascenders 100. */
const STROKE = 22, GAP = 31, X = 58;
const HALF = X / 2;
const BROWN = '#4a2816';
/** How far the outline ring reaches beyond a letter's centre line. */
const RIM = (STROKE + 14) / 2;

interface Glyph { readonly width: number; readonly path: (x: number) => string }

const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: { width: 62, path: (x) => d`M${x} 0L${x + 31} -96L${x + 62} 0M${x + 13} -36H${x + 49}` },
  m: { width: 72, path: (x) => d`M${x} ${-X}V0M${x} -30A18 28 0 0 1 ${x + 36} -30V0M${x + 36} -30A18 28 0 0 1 ${x + 72} -30V0` },
  b: { width: 48, path: (x) => d`M${x} -100V0M${x} ${-HALF}A24 ${HALF} 0 1 1 ${x + 48} ${-HALF}A24 ${HALF} 0 1 1 ${x} ${-HALF}` },
  d: { width: 48, path: (x) => d`M${x + 48} -100V0M${x + 48} ${-HALF}A24 ${HALF} 0 1 0 ${x} ${-HALF}A24 ${HALF} 0 1 0 ${x + 48} ${-HALF}` },
  T: { width: 56, path: (x) => d`M${x} -96H${x + 56}M${x + 28} -96V0` },
  E: { width: 48, path: (x) => d`M${x + 46} -96H${x}V0H${x + 48}M${x} -49H${x + 38}` },
  x: { width: 42, path: (x) => d`M${x} ${-X}L${x + 42} 0M${x + 42} ${-X}L${x} 0` },
  p: { width: 48, path: (x) => d`M${x} ${-X}V36M${x} ${-HALF}A24 ${HALF} 0 1 1 ${x + 48} ${-HALF}A24 ${HALF} 0 1 1 ${x} ${-HALF}` },
  l: { width: 14, path: (x) => d`M${x} -100V-16Q${x} 0 ${x + 14} 0` },
  r: { width: 32, path: (x) => d`M${x} ${-X}V0M${x} ${-HALF - 2}Q${x + 4} ${-X} ${x + 32} ${-X + 2}` },
  a: { width: 48, path: (x) => d`M${x + 48} ${-X}V0M${x + 48} ${-HALF}A24 ${HALF} 0 1 0 ${x} ${-HALF}A24 ${HALF} 0 1 0 ${x + 48} ${-HALF}` },
  i: { width: 0, path: (x) => d`M${x} ${-X}V0M${x} -86V-86` },
  f: { width: 30, path: (x) => d`M${x + 32} -94Q${x + 8} -106 ${x + 8} -78V0M${x} ${-X}H${x + 30}` },
  u: { width: 46, path: (x) => d`M${x} ${-X}V-23A23 23 0 0 0 ${x + 46} -23V${-X}M${x + 46} -23V0` },
  c: { width: 46, path: (x) => d`M${x + 44} ${-X + 9}A25 ${HALF} 0 1 0 ${x + 44} -9` },
  n: { width: 46, path: (x) => d`M${x} ${-X}V0M${x} -30A23 28 0 0 1 ${x + 46} -30V0` },
  e: { width: 50, path: (x) => d`M${x + 1} ${-HALF}H${x + 50}A25 ${HALF} 0 1 0 ${x + 42.7} ${-HALF * 0.29}` },
  s: {
    width: 38,
    path: (x) => {
      const at = (px: number, py: number): string => d`${x + px * 1.05} ${(py * X) / 52}`;
      return `M${at(34, -44)}C${at(28, -53)} ${at(3, -55)} ${at(2, -40)}C${at(1, -28)} ${at(34, -28)} ${at(34, -13)}C${at(34, 3)} ${at(7, 3)} ${at(0, -7)}`;
    },
  },
};
/** The "o" is a medallion (compass or hex) this wide; a space is this wide. */
const MEDALLION_O = X, SPACE = 20;

/** Lays out the words; returns the letter strokes and where the medallion "o" goes. */
function layout(words: string): { paths: string; medallionX: number; width: number } {
  let x = 0, paths = '', medallionX = 0;
  for (const ch of words) {
    if (ch === 'o') {
      medallionX = x + MEDALLION_O / 2;
      x += MEDALLION_O + GAP;
      continue;
    }
    if (ch === ' ') {
      x += SPACE;
      continue;
    }
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`no glyph for "${ch}"`);
    paths += glyph.path(x);
    x += glyph.width + GAP;
  }
  return { paths, medallionX, width: x - GAP };
}

/** The glossy gold of the letters, top to bottom over the x-height. */
const goldGloss = (doc: SvgDoc): string =>
  doc.linear([[0, '#fff4b8'], [0.42, '#ffd65a'], [0.5, '#f6b23a'], [1, '#e0701f']], { x1: 0, y1: -X - 8, x2: 0, y2: 10, user: true });

/** A line of lettering at its baseline (x, y) and scale: shadow, outline, cream ring, gold. */
function lettering(doc: SvgDoc, words: string, x: number, y: number, scale: number, medallion: (cx: number) => string): string {
  const { paths, medallionX } = layout(words);
  const letters = doc.define('t', (id) => el('path', { id, d: paths, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  const ring = (stroke: string, width: number, extra = {}): string => use(letters, { stroke, 'stroke-width': width, ...extra });
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(scale, 3)})` },
    ring(INK, STROKE + 16, { opacity: 0.3, x: 4, y: 7 }),
    medallionX ? el('circle', { cx: medallionX + 4, cy: 7 - HALF, r: HALF + RIM, fill: INK, opacity: 0.3 }) : '',
    ring(BROWN, STROKE + 14),
    ring('#fff3d6', STROKE + 7),
    ring(goldGloss(doc), STROKE),
    medallionX ? medallion(medallionX) : '',
  );
}

/** The "o": a compass face in the same outline rings as the letters. */
function compass(doc: SvgDoc, cx: number): string {
  const cy = -HALF, r = HALF + RIM;
  const face = doc.radial([[0, '#4f86c0'], [1, '#23507f']]);
  const needle = (angle: number, len: number, fill: string): string => {
    const a = (angle * Math.PI) / 180, s = r * 0.13;
    const tip = pt(cx + Math.cos(a) * len, cy + Math.sin(a) * len);
    const side = (k: number) => pt(cx - Math.sin(a) * s * k, cy + Math.cos(a) * s * k);
    return el('path', { d: polyline([side(1), tip, side(-1)], true), fill });
  };
  return g({},
    el('circle', { cx, cy, r, fill: BROWN }),
    el('circle', { cx, cy, r: r - 3.5, fill: '#fff3d6' }),
    el('circle', { cx, cy, r: r - 8, fill: face }),
    el('circle', { cx, cy, r: r - 14, fill: 'none', stroke: lighten(GOLD, 0.3), 'stroke-width': 1.5, opacity: 0.7 }),
    ...[45, 135, 225, 315].map((a) => needle(a, r * 0.45, '#dfe8f5')),
    needle(0, r * 0.7, GOLD), needle(180, r * 0.7, GOLD), needle(90, r * 0.7, darken(GOLD, 0.2)),
    needle(-90, r * 0.7, '#e8523f'),
    el('circle', { cx, cy, r: r * 0.1, ...outlined(lighten(GOLD, 0.4), 1.5) }),
  );
}

/** A small floating island with a tree and a pennant, for the top-right corner. */
function islet(doc: SvgDoc, x: number, y: number, w: number): string {
  const under = undersideOutline(seeded(91), w, w * 0.5).map((p) => pt(x + p.x, y + p.y));
  const rock = doc.linear([[0, '#b07443'], [0.5, '#8a5a34'], [1, '#5e4c46']]);
  return g({},
    el('path', { d: `${smooth(under, false, 0.5)}Z`, ...outlined(rock, 2.5, BROWN) }),
    el('ellipse', { cx: x + w / 2, cy: y, rx: w / 2 + 3, ry: 7, ...outlined(doc.linear([[0, '#a6dc6e'], [1, '#5f9e3a']]), 2.5, BROWN) }),
    el('path', { d: d`M${x + w * 0.3} ${y - 3}V${y - 30}`, stroke: BROWN, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
    el('path', { d: d`M${x + w * 0.3} ${y - 30}l16 5-16 5Z`, ...outlined('#e8523f', 2, BROWN) }),
    el('circle', { cx: x + w * 0.68, cy: y - 14, r: 11, ...outlined(doc.linear([[0, '#8fd35f'], [1, '#3f8a35']]), 2.5, BROWN) }),
    el('rect', { x: x + w * 0.68 - 2, y: y - 5, width: 4, height: 5, fill: BROWN }),
  );
}

const sparkle = (x: number, y: number, r: number): string =>
  el('path', { d: polyline(star(x, y, 4, r, r * 0.25), true), fill: '#fff8dc' });

function explorersLogo(): string {
  const doc = new SvgDoc(W, H);
  const { width } = layout('Explorers');
  const scale = Math.min(0.9, (W - 24) / (width + 2 * RIM));
  const left = (W - width * scale) / 2;
  return doc.render(
    lettering(doc, 'Explorers', left, 141, scale, (cx) => compass(doc, cx)),
    g({ transform: `translate(${fmt(left)} 141) scale(${fmt(scale, 3)})` },
      islet(doc, width - 130, -112, 72),
      sparkle(width - 170, -98, 7), sparkle(width + 4, -84, 5), sparkle(-30, -108, 6),
    ),
  );
}

/** Sand, water and rock, as on the Tucana island. */
const TRAIL_TERRAINS = ['#e9c77a', '#4f86c0', '#9a8a7c'];

/** Corners of a pointy-top hexagon. */
const hexCorners = (cx: number, cy: number, r: number) =>
  [0, 1, 2, 3, 4, 5].map((i) => pt(cx + r * Math.cos(((60 * i - 30) * Math.PI) / 180), cy + r * Math.sin(((60 * i - 30) * Math.PI) / 180)));

/** The "o" of "of": a hex tile with a tree, in the letters' outline rings. */
function hexO(doc: SvgDoc, cx: number): string {
  const cy = -HALF, r = HALF + RIM;
  const hex = (radius: number, attrs: Record<string, string | number>): string => el('path', { d: polyline(hexCorners(cx, cy, radius), true), 'stroke-linejoin': 'round', ...attrs });
  return g({},
    hex(r, { fill: BROWN, stroke: BROWN, 'stroke-width': 4 }),
    hex(r - 4, { fill: '#fff3d6' }),
    hex(r - 9, { fill: doc.radial([[0, '#cdeeb0'], [1, '#7fbf5a']]) }),
    // A tree on the tile: trunk, then crown.
    el('rect', { x: cx - 2.5, y: cy, width: 5, height: 12, rx: 1.5, fill: BROWN }),
    el('circle', { cx, cy: cy - 3, r: 10, ...outlined(doc.linear([[0, '#b5e57f'], [1, '#4f9a3a']]), 2.5, BROWN) }),
  );
}

/** Three hexes of different terrains, a village and a sight, linked by a drawn trail. */
function trail(doc: SvgDoc, x: number, y: number, r: number): string {
  const step = r * Math.sqrt(3);
  const centres = [pt(x, y), pt(x + step, y), pt(x + step / 2, y - 1.5 * r)];
  const tiles = centres.map((c, i) => el('path', { d: polyline(hexCorners(c.x, c.y, r - 1.5), true), 'stroke-linejoin': 'round', ...outlined(shadedTile(doc, TRAIL_TERRAINS[i] as string), 2.5, BROWN) }));
  const [a, b, top] = centres as [Pt, Pt, Pt];
  const path = `M${fmt(a.x)} ${fmt(a.y)}L${fmt(top.x)} ${fmt(top.y)}L${fmt(b.x)} ${fmt(b.y)}`;
  return g({},
    ...tiles,
    el('path', { d: path, fill: 'none', stroke: BROWN, 'stroke-width': 7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    el('path', { d: path, fill: 'none', stroke: '#e8523f', 'stroke-width': 3.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    // The village: a small house; the sight: a gold star.
    el('path', { d: d`M${a.x - 8} ${a.y + 7}V${a.y - 2}L${a.x} ${a.y - 10}L${a.x + 8} ${a.y - 2}V${a.y + 7}Z`, ...outlined('#fff3d6', 2.5, BROWN) }),
    el('path', { d: polyline(star(b.x, b.y, 5, 9, 4), true), ...outlined(GOLD, 2.5, BROWN) }),
  );
}

const shadedTile = (doc: SvgDoc, base: string): string => doc.linear([[0, lighten(base, 0.25)], [1, darken(base, 0.15)]]);

function tucanaLogo(): string {
  const doc = new SvgDoc(W, H);
  const top = layout('Trails of').width, bottom = layout('Tucana').width;
  const topScale = 0.5, bottomScale = 0.86;
  const topLeft = (W - top * topScale) / 2, bottomLeft = (W - bottom * bottomScale) / 2 - 44;
  const trailX = bottomLeft + bottom * bottomScale + 52;
  return doc.render(
    lettering(doc, 'Trails of', topLeft, 68, topScale, (cx) => hexO(doc, cx)),
    lettering(doc, 'Tucana', bottomLeft, 174, bottomScale, () => ''),
    trail(doc, trailX, 146, 27),
    sparkle(topLeft - 20, 30, 6), sparkle(trailX + 52, 82, 5), sparkle(bottomLeft - 22, 112, 7),
  );
}

/** The "o" of Ambassadors: an embassy's wax seal, a gold star pressed into red. */
function sealO(doc: SvgDoc, cx: number): string {
  const cy = -HALF, r = HALF + RIM;
  const wax = doc.radial([[0, '#e0533f'], [1, '#8c2218']]);
  const blob = Array.from({ length: 14 }, (_, k) => {
    const a = (k * Math.PI) / 7;
    const rr = r * (k % 2 === 0 ? 1.04 : 0.94);
    return pt(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  });
  return g({},
    el('path', { d: `${smooth(blob, true, 0.6)}Z`, ...outlined(wax, 4, BROWN) }),
    el('circle', { cx, cy, r: r * 0.66, fill: 'none', stroke: darken('#c23a2a', 0.25), 'stroke-width': 3 }),
    el('path', { d: polyline(star(cx, cy, 5, r * 0.5, r * 0.21), true), ...outlined(GOLD, 2, BROWN) }),
  );
}

/** A flag planted on a letter's top: its pole's foot at (x, y). */
const planted = (x: number, y: number, h: number, colour: string): string => g({},
  el('path', { d: d`M${x} ${y}V${y - h}`, stroke: BROWN, 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
  el('path', { d: d`M${x} ${y - h}Q${x + h * 0.35} ${y - h * 1.05} ${x + h * 0.62} ${y - h * 0.86}Q${x + h * 0.42} ${y - h * 0.72} ${x + h * 0.62} ${y - h * 0.56}Q${x + h * 0.35} ${y - h * 0.62} ${x} ${y - h * 0.5}Z`, ...outlined(colour, 2.5, BROWN) }),
);

function ambassadorsLogo(): string {
  const doc = new SvgDoc(W, H);
  const { width } = layout('Ambassadors');
  const scale = Math.min(0.9, (W - 40) / (width + 2 * RIM));
  const left = (W - width * scale) / 2;
  const base = 150;
  // A trail of dots under the word, from wonder to wonder, and flags planted on the A and the d.
  const trail = Array.from({ length: 15 }, (_, k) => {
    const x = left + 10 + (k * (width * scale - 20)) / 14;
    return el('circle', { cx: x, cy: base + 26 + Math.sin(k * 0.8) * 4, r: 4.5, ...outlined(k % 7 === 0 ? GOLD : '#fff3d6', 2, BROWN) });
  });
  return doc.render(
    ...trail,
    lettering(doc, 'Ambassadors', left, base, scale, (cx) => sealO(doc, cx)),
    planted(left + 31 * scale, base - 96 * scale - 4, 38, '#ae2012'),
    planted(left + (layout('Ambassa').width + GAP + 48) * scale, base - 100 * scale - 4, 32, '#0a9396'),
    sparkle(left - 18, 60, 7), sparkle(W - 24, 52, 6), sparkle(left - 26, 130, 5),
  );
}

export function logoArt(): Record<string, string> {
  return { logo: explorersLogo(), 'logo-tucana': tucanaLogo(), 'logo-ambassadors': ambassadorsLogo() };
}
