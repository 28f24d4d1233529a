// Interface icons: plain white on transparent so the game can tint them. Thick strokes
// and round joins keep them legible down to 24 px.
import { circlePath, ellipsePath, polyline, pt, roundRectPath, star } from './geometry';
import { d, el, g, SvgDoc } from './svg';

const S = 64;
const WHITE = '#ffffff';

/** Shapes in `fill` are filled (with a thin rounding stroke); shapes in `lines` are strokes. */
function icon(fill: readonly string[], lines: readonly string[] = [], weight = 6): string {
  const join = { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' } as const;
  return new SvgDoc(S, S).render(
    g({ fill: WHITE, stroke: WHITE, 'stroke-width': 2, 'fill-rule': 'evenodd', ...join }, ...fill.map((p) => el('path', { d: p }))),
    lines.length ? g({ fill: 'none', stroke: WHITE, 'stroke-width': weight, ...join }, ...lines.map((p) => el('path', { d: p }))) : '',
  );
}

const speaker = 'M9 24H19L32 12V52L19 40H9Z';

function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const at = (deg: number): [number, number] => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];
  const [x1, y1] = at(from), [x2, y2] = at(to);
  return d`M${x1} ${y1}A${r} ${r} 0 ${Math.abs(to - from) > 180 ? 1 : 0} 1 ${x2} ${y2}`;
}

function gear(): string {
  const teeth = 8, outer = 27, inner = 20;
  const points = Array.from({ length: teeth * 4 }, (_, i) => {
    const tooth = Math.floor(i / 4), corner = i % 4;
    const a = ((tooth + [-0.18, -0.1, 0.1, 0.18][corner]!) / teeth) * Math.PI * 2;
    const r = corner === 0 || corner === 3 ? inner : outer;
    return pt(32 + r * Math.cos(a), 32 + r * Math.sin(a));
  });
  return polyline(points, true) + circlePath(32, 32, 8.5);
}

export function iconArt(): Record<string, string> {
  return {
    'icon-sound': icon([speaker], [arc(30, 32, 12, -45, 45), arc(30, 32, 22, -45, 45)], 5.5),
    'icon-mute': icon([speaker], ['M42 24L56 40M56 24L42 40'], 6),
    'icon-music': icon(['M23 15L55 7V16L23 24Z', ellipsePath(17, 47, 8.5, 6.5, -20), ellipsePath(49, 40, 8.5, 6.5, -20)], ['M25 46V18M57 39V10'], 5),
    'icon-settings': icon([gear()]),
    'icon-undo': icon(['M8 24L24 11V37Z'], ['M22 24H38A13 13 0 0 1 38 50H24'], 7),
    'icon-confirm': icon([], ['M11 34L26 49L53 17'], 9),
    'icon-back': icon([], ['M52 32H14M29 16L13 32L29 48'], 7),
    'icon-globe': icon([], [
      circlePath(32, 32, 24), 'M32 8C20 18 20 46 32 56C44 46 44 18 32 8Z', 'M8 32H56', 'M12 20H52M12 44H52',
    ], 4.5),
    'icon-help': icon([circlePath(32, 47, 4)], [circlePath(32, 32, 26), 'M23.5 24.5A8.8 8.8 0 1 1 35 32.5C32.5 34 32 35.5 32 38.5'], 5.5),
    'icon-home': icon(['M16 31L32 18L48 31V54H37V40H27V54H16Z'], ['M7 32L32 10L57 32'], 6.5),
    'icon-play': icon(['M20 11L53 32L20 53Z'], [], 6),
    'icon-robot': icon([
      roundRectPath(11, 20, 42, 32, 9) + circlePath(24, 34, 5) + circlePath(40, 34, 5) + roundRectPath(24, 43, 16, 3.5, 1.5),
      circlePath(32, 8, 4.5),
      roundRectPath(5, 29, 6, 14, 2),
      roundRectPath(53, 29, 6, 14, 2),
    ], ['M32 12V20'], 4),
    'icon-person': icon([circlePath(32, 20, 11.5), 'M11 56C11 41 21 34 32 34C43 34 53 41 53 56Z']),
    'icon-crown': icon([
      'M11 46L8 20L22 31L32 14L42 31L56 20L53 46Z',
      roundRectPath(11, 49, 42, 7, 2),
      circlePath(8, 18, 4), circlePath(32, 11, 4.5), circlePath(56, 18, 4),
    ]),
    'icon-trophy': icon([
      'M17 9H47V23C47 33 40 40 32 40C24 40 17 33 17 23Z',
      roundRectPath(28.5, 39, 7, 9, 1),
      roundRectPath(18, 47, 28, 9, 2.5),
    ], ['M17 15H9V19C9 26 13 30 19 31M47 15H55V19C55 26 51 30 45 31'], 4.5),
    'icon-star': icon([polyline(star(32, 34, 5, 27, 12), true)], [], 6),
  };
}
