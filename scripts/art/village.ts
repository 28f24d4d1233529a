// The village cell: three little houses on a cobbled plaza. The bottom-right corner
// stays clear because the game draws the tile number there.
import { darken, lighten } from './color';
import { polyline, pt, roundRectPath } from './geometry';
import { d, el, g, SvgDoc } from './svg';
import { groundShadow, INK, line, outlined, shaded } from './style';

const S = 64;
const PLAZA = '#ecdcb8';
const WALL = '#fbf1dc';

/** Cobble joints as one path: staggered rows of stones, continuous across cell edges. */
function cobbles(): string {
  const rowH = 8, stoneW = 12;
  let dPath = '';
  for (let row = 0; row < S / rowH; row++) {
    const y = row * rowH;
    dPath += `M0 ${y}H${S}`;
    for (let x = (row % 2) * (stoneW / 2); x < S; x += stoneW) dPath += `M${x} ${y}v${rowH}`;
  }
  return el('path', { d: dPath, ...line(darken(PLAZA, 0.12), 1) });
}

interface House { x: number; y: number; w: number; h: number; roof: string }

/** A gabled cottage: ground y is `y`, so houses further down overlap those behind. */
function house(doc: SvgDoc, { x, y, w, h, roof }: House): string {
  const top = y - h, apex = top - w * 0.55, eave = 3;
  const ridgeX = x + w / 2;
  const roofLeft = [pt(x - eave, top + 1), pt(ridgeX, apex), pt(ridgeX, top + 1)];
  const roofRight = [pt(ridgeX, apex), pt(x + w + eave, top + 1), pt(ridgeX, top + 1)];
  const doorW = w * 0.28, doorX = x + w * 0.18;
  return g({},
    groundShadow(doc, ridgeX + 2, y, w * 0.7, 3.5, 0.4),
    el('rect', { x: ridgeX + w * 0.2, y: apex + 3, width: 3.5, height: 8, ...outlined(darken(roof, 0.25), 1.2) }),
    el('rect', { x, y: top, width: w, height: h, ...outlined(shaded(doc, WALL, 0.6), 1.4) }),
    el('path', { d: d`M${doorX} ${y}v${-h * 0.45}a${doorW / 2} ${doorW / 2} 0 0 1 ${doorW} 0V${y}Z`, ...outlined('#9a5b32', 1.2) }),
    el('rect', { x: x + w * 0.58, y: top + h * 0.22, width: w * 0.26, height: h * 0.3, rx: 1, ...outlined('#ffd861', 1.1) }),
    el('path', { d: polyline(roofLeft, true), fill: lighten(roof, 0.12) }),
    el('path', { d: polyline(roofRight, true), fill: darken(roof, 0.15) }),
    el('path', { d: polyline([pt(x - eave, top + 1), pt(ridgeX, apex), pt(x + w + eave, top + 1)], true), ...outlined('none', 1.5) }),
  );
}

function tree(doc: SvgDoc, x: number, y: number, r: number): string {
  return g({},
    groundShadow(doc, x + 1, y + r * 0.9, r * 0.9, 2.5, 0.4),
    el('rect', { x: x - 1.2, y: y, width: 2.4, height: r, fill: '#8a5a34' }),
    el('circle', { cx: x, cy: y, r, ...outlined(shaded(doc, '#6fb24a'), 1.3) }),
    el('circle', { cx: x - r * 0.35, cy: y - r * 0.35, r: r * 0.3, fill: '#ffffff', opacity: 0.25 }),
  );
}

function village(): string {
  const doc = new SvgDoc(S, S);
  return doc.render(
    el('rect', { width: S, height: S, fill: PLAZA }),
    cobbles(),
    el('path', { d: roundRectPath(36, 36, 28, 28, 6), fill: lighten(PLAZA, 0.25), opacity: 0.6 }),
    tree(doc, 56, 16, 6),
    house(doc, { x: 30, y: 30, w: 20, h: 13, roof: '#4f86c6' }),
    house(doc, { x: 5, y: 40, w: 24, h: 15, roof: '#d9553d' }),
    house(doc, { x: 10, y: 60, w: 17, h: 11, roof: '#e8993a' }),
    tree(doc, 33, 50, 4.5),
    el('path', { d: 'M1 1H63V63H1Z', fill: 'none', stroke: INK, 'stroke-opacity': 0.12, 'stroke-width': 2 }),
  );
}

export function villageArt(): Record<string, string> {
  return { village: village() };
}
