// Exploration cards: a night-blue back with a gilded compass rose, and a blank parchment
// face framed in brown ink (the game draws the terrain options onto it).
import { darken, lighten } from './color';
import { polyline, pt, roundRectPath, star } from './geometry';
import { seeded } from './random';
import { el, g, SvgDoc } from './svg';
import { GOLD, INK, line, outlined, PARCHMENT } from './style';

const W = 160, H = 240, R = 12;
/** Where the compass rose is centred (its north point reaches 66 above, the others 58 away). */
export const CX = W / 2, CY = H / 2;

/** Rounded card edge plus two nested frame lines, shared by both sides. */
function frame(fill: string, lineColor: string): string[] {
  return [
    el('path', { d: roundRectPath(1, 1, W - 2, H - 2, R), ...outlined(fill, 2) }),
    el('path', { d: roundRectPath(8, 8, W - 16, H - 16, 7), ...line(lineColor, 2.2) }),
    el('path', { d: roundRectPath(13, 13, W - 26, H - 26, 4), ...line(lineColor, 1, 0.55) }),
  ];
}

/** The four inner corners of the frame, for ornaments. */
const corners = [pt(22, 22), pt(W - 22, 22), pt(22, H - 22), pt(W - 22, H - 22)];

/** One compass point: a kite split down its spine into a lit and a shaded half. */
function compassPoint(angle: number, length: number, half: number, lit: string, shade: string): string {
  const a = (angle * Math.PI) / 180;
  const along = (r: number): [number, number] => [Math.cos(a) * r, Math.sin(a) * r];
  const [tx, ty] = along(length);
  const [sx, sy] = [-Math.sin(a) * half, Math.cos(a) * half];
  const [mx, my] = along(length * 0.22);
  const tip = pt(CX + tx, CY + ty), centre = pt(CX, CY);
  return (
    el('path', { d: polyline([centre, pt(CX + mx + sx, CY + my + sy), tip], true), fill: lit }) +
    el('path', { d: polyline([centre, pt(CX + mx - sx, CY + my - sy), tip], true), fill: shade }) +
    el('path', { d: polyline([centre, pt(CX + mx + sx, CY + my + sy), tip, pt(CX + mx - sx, CY + my - sy)], true), ...outlined('none', 1.2) })
  );
}

/** The gilded compass rose of the card back, centred on the card (also the app's icon). */
export function compassRose(): string {
  const ticks = Array.from({ length: 32 }, (_, i) => {
    const a = (i / 32) * Math.PI * 2, inner = i % 4 ? 41 : 37;
    return polyline([pt(CX + Math.cos(a) * inner, CY + Math.sin(a) * inner), pt(CX + Math.cos(a) * 45, CY + Math.sin(a) * 45)]);
  }).join('');
  const goldLit = lighten(GOLD, 0.35), goldShade = darken(GOLD, 0.3);
  return g({},
    el('circle', { cx: CX, cy: CY, r: 50, fill: '#ffffff', opacity: 0.06 }),
    el('circle', { cx: CX, cy: CY, r: 45, ...line(GOLD, 2.5) }),
    el('path', { d: ticks, ...line(GOLD, 1.2, 0.8) }),
    el('circle', { cx: CX, cy: CY, r: 36, ...line(GOLD, 1, 0.6) }),
    ...[45, 135, 225, 315].map((a) => compassPoint(a, 36, 7, '#e9eef7', '#9fb2cf')),
    ...[-90, 0, 90, 180].map((a) => compassPoint(a, a === -90 ? 66 : 58, 10, goldLit, goldShade)),
    el('circle', { cx: CX, cy: CY, r: 6, ...outlined(GOLD, 1.5) }),
    el('circle', { cx: CX, cy: CY, r: 2, fill: INK }),
  );
}

function cardBack(): string {
  const doc = new SvgDoc(W, H);
  const rnd = seeded(5);
  const night = doc.radial([[0, '#386d9c'], [0.7, '#234c78'], [1, '#1b3a5f']], { cx: 0.5, cy: 0.5, r: 0.7 });
  const starsField = Array.from({ length: 26 }, () => {
    const x = rnd.range(20, W - 20), y = rnd.range(20, H - 20);
    return Math.hypot(x - CX, y - CY) < 58 ? '' : el('circle', { cx: x, cy: y, r: rnd.range(0.6, 1.4), fill: '#fff4d0', opacity: rnd.range(0.3, 0.8) });
  });
  const ornaments = corners.map((c) => el('path', { d: polyline(star(c.x, c.y, 4, 6, 1.8), true), fill: GOLD }));
  return doc.render(...frame(night, GOLD), ...starsField, ...ornaments, compassRose());
}

function cardFace(): string {
  const doc = new SvgDoc(W, H);
  const paper = doc.radial([[0, lighten(PARCHMENT, 0.45)], [0.65, PARCHMENT], [1, darken(PARCHMENT, 0.1)]], { cx: 0.5, cy: 0.45, r: 0.75 });
  const brown = '#8a5a34';
  const ornaments = corners.map((c) => el('path', { d: polyline(star(c.x, c.y, 4, 5, 1.6, 0), true), fill: brown, opacity: 0.8 }));
  const notches = [pt(CX, 13), pt(CX, H - 13), pt(13, CY), pt(W - 13, CY)].map((p) =>
    el('path', { d: polyline(star(p.x, p.y, 4, 3.5, 1.2, 0), true), ...outlined(PARCHMENT, 1, brown) }),
  );
  return doc.render(...frame(paper, brown), ...ornaments, ...notches);
}

export function cardArt(): Record<string, string> {
  return { 'card-back': cardBack(), 'card-face': cardFace() };
}
