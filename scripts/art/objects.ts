// Map objects as die-cut stickers: the drawing's own silhouette, widened, gives a soft
// dark rim and a cream backing, so each icon reads on every terrain colour.
import { brushStroke, bezierCurve } from './brush';
import { darken, lighten } from './color';
import { circlePath, polyline, pt, roundRectPath, smooth } from './geometry';
import { el, g, SvgDoc, use } from './svg';
import { CREAM, glint, INK, line, outlined, shaded } from './style';

const S = 64;
const OUTLINE = 2.2;

interface Drawing {
  /** Path data of the parts whose union is the icon's outer shape. */
  readonly silhouette: readonly string[];
  readonly art: readonly string[];
  readonly transform?: string;
}

function sticker(draw: (doc: SvgDoc) => Drawing): string {
  const doc = new SvgDoc(S, S);
  const { silhouette, art, transform } = draw(doc);
  const shape = doc.symbol(...silhouette.map((d) => el('path', { d })));
  const rim = (color: string, width: number, opacity?: number, dy = 0): string =>
    use(shape, { ...outlined(color, width, color), opacity, y: dy || undefined });
  // Drawings use the whole 64 px box; shrinking them leaves room for the rim and shadow.
  return doc.render(
    g({ transform: 'translate(32 32) scale(0.84) translate(-32 -32)' }, g({ transform },
      rim(INK, 13, 0.25, 2.5),
      rim(INK, 11, 0.7),
      rim(CREAM, 8),
      ...art,
    )),
  );
}

const paint = (d: string, fill: string, width = OUTLINE): string => el('path', { d, ...outlined(fill, width) });

function key(doc: SvgDoc): Drawing {
  const gold = '#f3b935';
  const bow = circlePath(0, 0, 11.5);
  const hole = circlePath(0, 0, 4.6);
  const blade = polyline([pt(8, -3.6), pt(38, -3.6), pt(38, 12), pt(33, 12), pt(33, 7.5), pt(29, 7.5), pt(29, 12), pt(24, 12), pt(24, 3.6), pt(8, 3.6)], true);
  return {
    transform: 'translate(20 19) rotate(42)',
    silhouette: [bow, blade],
    art: [
      paint(blade, shaded(doc, gold)),
      el('path', { d: bow + hole, 'fill-rule': 'evenodd', ...outlined(shaded(doc, gold), OUTLINE) }),
      el('circle', { cx: 0, cy: 0, r: 8, ...line(darken(gold, 0.25), 1.2, 0.6) }),
      el('path', { d: 'M12 -1.2H34', ...line(lighten(gold, 0.6), 1.6, 0.8) }),
      glint(-4.5, -6, 3.2, 1.6, -35),
    ],
  };
}

function scroll(doc: SvgDoc): Drawing {
  const paper = '#f4e0ad';
  const sheet = roundRectPath(15, 14, 34, 36, 2);
  const rollTop = roundRectPath(10, 9, 44, 9, 4.5);
  const rollBottom = roundRectPath(10, 46, 44, 9, 4.5);
  const writing = [22, 27, 32, 37].map((y, i) => `M20 ${y}H${i === 3 ? 34 : 44}`).join('');
  return {
    transform: 'rotate(-8 32 32)',
    silhouette: [sheet, rollTop, rollBottom],
    art: [
      paint(sheet, shaded(doc, paper, 0.7)),
      el('path', { d: writing, ...line('#a0764a', 1.8, 0.8) }),
      paint(rollTop, shaded(doc, darken(paper, 0.08))),
      paint(rollBottom, shaded(doc, darken(paper, 0.08))),
      el('path', { d: 'M14 11.5H50M14 48.5H50', ...line('#ffffff', 1.4, 0.7) }),
      el('path', { d: 'M42 40l-2 13 4-3 3 3 0-13Z', ...outlined('#c8412f', 1.6) }),
      el('circle', { cx: 43.5, cy: 40, r: 5, ...outlined(shaded(doc, '#d4453a'), 1.8) }),
      el('circle', { cx: 43.5, cy: 40, r: 2.2, fill: darken('#d4453a', 0.25) }),
    ],
  };
}

function horse(doc: SvgDoc): Drawing {
  const coat = '#b8733f';
  const head = smooth([
    pt(33, 4), pt(38, 12), pt(47, 15), pt(55, 27), pt(58, 44), pt(57, 58), pt(36, 58), pt(34, 47),
    pt(29, 43), pt(19, 45), pt(10, 45), pt(6, 39), pt(7, 32), pt(15, 22), pt(24, 14), pt(29, 11),
  ], true, 0.75);
  const mane = smooth([
    pt(36, 8), pt(47, 10), pt(57, 21), pt(62, 38), pt(62, 58), pt(53, 58), pt(54, 49), pt(50, 44),
    pt(52, 37), pt(47, 32), pt(48, 25), pt(43, 21), pt(42, 15),
  ], true, 0.8);
  const farEar = smooth([pt(38, 3), pt(43, 12), pt(37, 14)], true, 0.6);
  const forelock = smooth([pt(30, 10), pt(36, 11), pt(32, 19), pt(29, 15)], true, 0.7);
  return {
    silhouette: [head, mane, farEar],
    art: [
      paint(farEar, darken(coat, 0.25)),
      paint(head, shaded(doc, coat)),
      paint(mane, shaded(doc, '#5e3a22')),
      paint(forelock, '#5e3a22', 1.6),
      el('path', { d: 'M50 17q4 6 5 13M55 36q2 8 1 14', ...line(lighten('#5e3a22', 0.3), 1.3, 0.8) }),
      el('path', { d: smooth([pt(20, 27), pt(24, 32), pt(31, 36), pt(34, 45)]), ...line(darken(coat, 0.3), 1.5, 0.6) }),
      el('path', { d: 'M8 37C13 32 20 31 24 32M24 32L33 20M24 32L30 42', ...line('#3f6fb5', 2.2) }),
      el('circle', { cx: 24, cy: 32, r: 2, ...outlined('#f3b935', 1) }),
      el('ellipse', { cx: 27.5, cy: 22, rx: 2.6, ry: 2.2, fill: INK }),
      el('circle', { cx: 26.6, cy: 21.2, r: 0.9, fill: '#ffffff' }),
      el('path', { d: 'M9.5 38.5q2-1.5 3.5 0.5', ...line(INK, 1.4) }),
      el('path', { d: smooth([pt(33, 8), pt(35.5, 12), pt(33, 14)]), ...line(darken(coat, 0.35), 1.3) }),
      glint(16, 26, 4, 1.6, -45, 0.45),
    ],
  };
}

function apple(doc: SvgDoc): Drawing {
  const red = '#e2443a';
  const body = smooth([
    pt(32, 22), pt(41, 17), pt(51, 21), pt(55, 33), pt(51, 47), pt(42, 56), pt(32, 54),
    pt(22, 56), pt(13, 47), pt(9, 33), pt(13, 21), pt(23, 17),
  ], true);
  const leaf = brushStroke(bezierCurve(pt(34, 15), pt(38, 7), pt(46, 6), pt(50, 9)), (t) => 9 * Math.sin(Math.PI * t) + 0.5, 8);
  const stem = brushStroke(bezierCurve(pt(31.5, 24), pt(31, 17), pt(32, 13), pt(34, 9)), () => 3.2, 4);
  return {
    silhouette: [body, leaf, stem],
    art: [
      paint(stem, '#7a4a2a', 1.6),
      paint(leaf, shaded(doc, '#6ab547'), 1.8),
      el('path', { d: 'M36 14Q42 9 49 9', ...line(darken('#6ab547', 0.3), 1.1) }),
      paint(body, shaded(doc, red)),
      el('path', { d: smooth([pt(47, 27), pt(49, 36), pt(45, 46)]), ...line(darken(red, 0.3), 2, 0.45) }),
      glint(20, 29, 4.5, 2.4, -55),
    ],
  };
}

function carrot(doc: SvgDoc): Drawing {
  const orange = '#f08a2c';
  const body = smooth([pt(37, 15), pt(48, 23), pt(50, 29), pt(30, 44), pt(13, 56), pt(9, 54), pt(18, 37), pt(31, 18)], true, 0.8);
  const leaves = [
    [pt(40, 20), pt(42, 10), pt(40, 4), pt(36, 2)],
    [pt(42, 21), pt(48, 12), pt(54, 8), pt(58, 7)],
    [pt(44, 23), pt(52, 21), pt(57, 22), pt(60, 25)],
  ].map(([a, b, c, e]) => brushStroke(bezierCurve(a!, b!, c!, e!), (t) => 7 * Math.sin(Math.PI * Math.min(1, t * 1.1)) + 1, 8));
  const ridges = 'M23 31l5 3M19 40l5 2.5M28 26l4 3.5M15 48l4 1.5';
  return {
    silhouette: [body, ...leaves],
    art: [
      ...leaves.map((leaf, i) => paint(leaf, shaded(doc, i === 1 ? '#5fae3c' : '#4f9a33'), 1.8)),
      paint(body, shaded(doc, orange)),
      el('path', { d: ridges, ...line(darken(orange, 0.35), 1.6, 0.8) }),
      glint(27, 25, 4, 1.5, -50, 0.55),
    ],
  };
}

function fish(doc: SvgDoc): Drawing {
  const blue = '#3e9fd0';
  const body = smooth([pt(7, 33), pt(16, 22), pt(30, 18), pt(42, 23), pt(49, 31), pt(42, 40), pt(30, 45), pt(16, 43)], true, 0.9);
  const tail = smooth([pt(46, 32), pt(56, 20), pt(59, 22), pt(55, 32), pt(59, 43), pt(56, 45)], true, 0.5);
  const fin = smooth([pt(22, 21), pt(28, 11), pt(38, 14), pt(40, 22)], true, 0.8);
  return {
    silhouette: [body, tail, fin],
    art: [
      paint(fin, shaded(doc, darken(blue, 0.1))),
      paint(tail, shaded(doc, darken(blue, 0.1))),
      paint(body, doc.linear([[0, lighten(blue, 0.3)], [0.55, blue], [0.62, lighten(blue, 0.65)], [1, '#f2fbff']])),
      el('path', { d: 'M25 24q4 7 0 15M31 22q4 9 0 19', ...line(darken(blue, 0.3), 1.5, 0.7) }),
      el('path', { d: 'M33 34q5 4 9 0', ...outlined(darken(blue, 0.1), 1.4) }),
      el('circle', { cx: 15, cy: 29, r: 3, fill: '#ffffff', stroke: INK, 'stroke-width': 1 }),
      el('circle', { cx: 15.6, cy: 29.4, r: 1.6, fill: INK }),
      el('path', { d: 'M8.5 36q3 1 5-0.5', ...line(INK, 1.2) }),
      glint(36, 26, 4, 1.4, -15, 0.6),
    ],
  };
}

function gem(): Drawing {
  const violet = '#9a4fd6';
  const outline = polyline([pt(20, 13), pt(44, 13), pt(55, 26), pt(32, 56), pt(9, 26)], true);
  const facet = (points: [number, number][], t: number): string =>
    el('path', { d: polyline(points.map(([x, y]) => pt(x, y)), true), fill: t > 0 ? lighten(violet, t) : darken(violet, -t) });
  return {
    silhouette: [outline],
    art: [
      paint(outline, violet),
      facet([[20, 13], [44, 13], [39, 26], [25, 26]], 0.45),
      facet([[20, 13], [25, 26], [9, 26]], 0.2),
      facet([[44, 13], [55, 26], [39, 26]], -0.05),
      facet([[9, 26], [25, 26], [32, 56]], 0.1),
      facet([[25, 26], [39, 26], [32, 56]], -0.05),
      facet([[39, 26], [55, 26], [32, 56]], -0.3),
      el('path', { d: 'M9 26H55M20 13l5 13 7 30 7-30 5-13', ...line(darken(violet, 0.45), 1.1, 0.5) }),
      paint(outline, 'none'),
      el('path', { d: 'M23 16l3 7', ...line('#ffffff', 2, 0.9) }),
      glint(40, 18, 1.6, 1.6, 0, 0.9),
    ],
  };
}

function temple(doc: SvgDoc): Drawing {
  const stone = '#efd9a8';
  const roof = polyline([pt(7, 24), pt(32, 8), pt(57, 24)], true);
  const beam = roundRectPath(10, 23, 44, 6, 1);
  const steps = [roundRectPath(11, 47, 42, 5, 1), roundRectPath(7, 51, 50, 6, 1.5)];
  const columns = [14, 24.5, 35, 45.5].map((x) => roundRectPath(x, 29, 5.5, 18, 0.8));
  return {
    silhouette: [roof, beam, ...steps, ...columns],
    art: [
      el('rect', { x: 14, y: 29, width: 36, height: 18, fill: darken(stone, 0.45) }),
      ...columns.map((c) => paint(c, doc.linear([[0, lighten(stone, 0.5)], [0.45, stone], [1, darken(stone, 0.2)]], { x1: 0, y1: 0, x2: 1, y2: 0 }), 1.6)),
      ...steps.map((s) => paint(s, shaded(doc, stone, 0.8), 1.8)),
      paint(beam, shaded(doc, stone, 0.8), 1.8),
      paint(roof, shaded(doc, '#3e9e98')),
      el('circle', { cx: 32, cy: 18, r: 3.2, ...outlined('#f3b935', 1.2) }),
      el('path', { d: 'M13 22.5L32 11', ...line('#ffffff', 1.5, 0.5) }),
    ],
  };
}

export function objectArt(): Record<string, string> {
  return {
    'obj-key': sticker(key),
    'obj-scroll': sticker(scroll),
    'obj-horse': sticker(horse),
    'obj-apple': sticker(apple),
    'obj-carrot': sticker(carrot),
    'obj-fish': sticker(fish),
    'obj-gem': sticker(gem),
    'obj-temple': sticker(temple),
  };
}
