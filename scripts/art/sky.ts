// The backdrop: a dawn sky with faint far-off islands, and three puffy clouds that drift over it.
import { circlePath, pt, roundRectPath, smooth } from './geometry';
import { undersideOutline } from './island';
import { seeded, type Random } from './random';
import { el, g, SvgDoc, use } from './svg';

const CLOUD_W = 256, CLOUD_H = 128;

interface CloudShape { readonly seed: number; readonly puffs: number; readonly height: number; readonly inset: number }

/** A row of overlapping puffs on a rounded base: biggest in the middle, flat-ish bottom. */
function puffs({ seed, puffs: count, height, inset }: CloudShape): string[] {
  const rnd = seeded(seed);
  const base = 100;
  const span = CLOUD_W - 2 * inset;
  const circles = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const r = (18 + height * Math.sin(Math.PI * t)) * rnd.range(0.82, 1.05);
    const x = inset + t * span + rnd.range(-5, 5);
    return circlePath(x, base - r * rnd.range(0.55, 0.8), r);
  });
  return [roundRectPath(inset - 14, base - 30, span + 28, 30, 15), ...circles];
}

function cloud(shape: CloudShape): string {
  const doc = new SvgDoc(CLOUD_W, CLOUD_H);
  const puff = doc.symbol(...puffs(shape).map((d) => el('path', { d })));
  const body = doc.linear([[0, '#ffffff'], [0.55, '#fbfdff'], [1, '#dde7f3']], { x1: 0, y1: 12, x2: 0, y2: 100, user: true });
  return doc.render(
    use(puff, { fill: '#9fb3cf', opacity: 0.35, y: 6 }),
    use(puff, { fill: '#c9d7ea', y: 2.5 }),
    use(puff, { fill: body }),
  );
}

const SKY_W = 1280, SKY_H = 800;

/** A distant island: a grassy mound with a few tree crowns over a pointed underside, in one haze colour. */
function farIsland(rnd: Random, x: number, y: number, width: number, color: string, opacity: number): string {
  const under = undersideOutline(rnd, width, width * 0.5).map((p) => pt(x + p.x, y + p.y));
  const crowns = Array.from({ length: 2 + Math.floor(rnd.next() * 3) }, () => {
    const r = width * rnd.range(0.05, 0.085);
    return circlePath(x + rnd.range(0.2, 0.8) * width, y - width * 0.05 - r * 0.6, r);
  });
  return g({ fill: color, opacity },
    el('path', { d: `${smooth(under, false, 0.5)}Z` }),
    el('ellipse', { cx: x + width / 2, cy: y, rx: width * 0.58, ry: width * 0.07 }),
    el('ellipse', { cx: x + width * rnd.range(0.35, 0.6), cy: y - width * 0.04, rx: width * 0.26, ry: width * 0.06 }),
    ...crowns.map((d) => el('path', { d })),
  );
}

function sky(): string {
  const doc = new SvgDoc(SKY_W, SKY_H);
  const rnd = seeded(73);
  const gradient = doc.linear([[0, '#6fa8dc'], [0.35, '#a9cdea'], [0.62, '#f3dcc6'], [0.82, '#fbd2a8'], [1, '#f7bf8f']]);
  const sun = doc.radial([[0, '#fff6dc', 0.95], [0.25, '#ffeac0', 0.6], [1, '#ffe2b0', 0]]);
  const haze = doc.linear([[0, '#ffffff', 0], [1, '#ffffff', 0.35]]);
  const far = [
    [90, 520, 150, 0.3], [330, 610, 90, 0.24], [930, 470, 120, 0.24], [1110, 570, 160, 0.3], [690, 660, 70, 0.2], [250, 340, 56, 0.16], [1010, 300, 44, 0.14],
  ] as const;
  const wisp = doc.radial([[0, '#ffffff', 0.45], [1, '#ffffff', 0]]);
  const wisps = Array.from({ length: 8 }, () =>
    el('ellipse', { cx: rnd.range(0, SKY_W), cy: rnd.range(120, 620), rx: rnd.range(120, 260), ry: rnd.range(10, 22), fill: wisp }),
  );
  return doc.render(
    el('rect', { width: SKY_W, height: SKY_H, fill: gradient }),
    el('ellipse', { cx: 860, cy: 600, rx: 520, ry: 360, fill: sun }),
    ...wisps,
    ...far.map(([x, y, w, o]) => farIsland(rnd, x, y, w, '#9c9ccc', o)),
    el('rect', { y: SKY_H * 0.55, width: SKY_W, height: SKY_H * 0.45, fill: haze }),
  );
}

export function skyArt(): Record<string, string> {
  return {
    'cloud-1': cloud({ seed: 3, puffs: 5, height: 28, inset: 40 }),
    'cloud-2': cloud({ seed: 8, puffs: 5, height: 36, inset: 46 }),
    'cloud-3': cloud({ seed: 19, puffs: 7, height: 18, inset: 30 }),
    sky: sky(),
  };
}
