// Stretchable UI frames for 9-slice scaling. Everything that is not the same all along
// an edge (corner rounding, studs) stays inside the corner squares; between them there are
// only lines parallel to the edges and gradients, which survive stretching unchanged.
import { darken, lighten } from './color';
import { polyline, pt, roundRectPath, star, type Pt } from './geometry';
import { el, SvgDoc } from './svg';
import { GOLD, INK, line, outlined, PARCHMENT } from './style';

/** Panel: 256 px square, corner slices of 32 px. */
function panel(): string {
  const S = 256;
  const doc = new SvgDoc(S, S);
  const wood = doc.linear([[0, '#a8703f'], [0.5, '#8a5631'], [1, '#6e4225']]);
  const paper = doc.linear([[0, lighten(PARCHMENT, 0.35)], [1, PARCHMENT]]);
  // Concentric rings fading inward read as a soft inner shadow cast by the frame.
  const innerShade = [0, 1, 2, 3].map((i) =>
    el('path', { d: roundRectPath(14 + i * 2, 14 + i * 2, S - 28 - i * 4, S - 28 - i * 4, 10 - i), ...line('#8a5631', 2, 0.16 - i * 0.035) }),
  );
  /** The same spot near each of the four corners, `inset` px in from both edges. */
  const corners = (inset: number): Pt[] => [pt(inset, inset), pt(S - inset, inset), pt(inset, S - inset), pt(S - inset, S - inset)];
  const brass = doc.radial([[0, lighten(GOLD, 0.5)], [1, darken(GOLD, 0.2)]], { cx: 0.35, cy: 0.35, r: 0.7 });
  const studs = corners(10).map((c) => el('circle', { cx: c.x, cy: c.y, r: 4, ...outlined(brass, 1.2) }));
  const grain = [7.5, 10.5].map((k) =>
    el('path', { d: roundRectPath(k, k, S - 2 * k, S - 2 * k - 2, 24 - k), ...line('#5a3520', 0.8, 0.35) }),
  );
  const flourishes = corners(26).map((c) => el('path', { d: polyline(star(c.x, c.y, 4, 4.5, 1.4, 0), true), fill: '#b08450' }));
  return doc.render(
    el('path', { d: roundRectPath(2, 4, S - 4, S - 4, 24), fill: INK, opacity: 0.3 }),
    el('path', { d: roundRectPath(2, 2, S - 4, S - 6, 24), ...outlined(wood, 2.5) }),
    ...grain,
    el('path', { d: roundRectPath(5.5, 5.5, S - 11, S - 13, 20.5), ...line('#ffffff', 1.5, 0.25) }),
    el('path', { d: roundRectPath(14, 14, S - 28, S - 28, 10), ...outlined(paper, 2, darken('#6e4225', 0.2)) }),
    ...innerShade,
    el('path', { d: roundRectPath(21, 21, S - 42, S - 42, 6), ...line('#b08450', 1.2, 0.6) }),
    ...flourishes,
    ...studs,
  );
}

/**
 * Button: 256 × 80, corner slices of 24 px; a raised golden plaque on a darker lip. Every
 * curve ends inside the top or bottom 24 px, hence the tighter radii on the lower corners.
 */
function button(): string {
  const W = 256, H = 80;
  const doc = new SvgDoc(W, H);
  const face = doc.linear([[0, '#fff1c4'], [0.45, '#fcd77c'], [1, '#f0ae42']]);
  return doc.render(
    el('path', { d: roundRectPath(2, 6, W - 4, H - 7, 18), fill: INK, opacity: 0.3 }),
    el('path', { d: roundRectPath(2, 2, W - 4, H - 6, 18), ...outlined('#b8702e', 2.5) }),
    el('path', { d: roundRectPath(2, 2, W - 4, H - 12, 18, 12), ...outlined(face, 2.5) }),
    el('path', { d: roundRectPath(8, 6, W - 16, 13, 6.5), fill: '#ffffff', opacity: 0.35 }),
    el('path', { d: roundRectPath(6.5, 6.5, W - 13, H - 21, 14, 7), ...line('#ffffff', 1.5, 0.45) }),
  );
}

export function frameArt(): Record<string, string> {
  return { panel: panel(), button: button() };
}
