// The app's icons (the installed game's home-screen and window icons): the card back's gilded
// compass rose on its night sky. Drawn at 128 units and rasterised at 192 and 512 px; the
// maskable one fills its square and keeps the rose inside the central circle (80% across) that
// every platform's mask leaves visible.
import { polyline, roundRectPath, star } from './geometry';
import { seeded } from './random';
import { compassRose, CX, CY } from './cards';
import { el, g, SvgDoc } from './svg';
import { GOLD, line } from './style';

/** The icons are drawn in a square of this many units (make-art.ts scales them to their size). */
export const ICON_UNITS = 128;
const S = ICON_UNITS;

function icon(maskable: boolean): string {
  const doc = new SvgDoc(S, S);
  const rnd = seeded(11);
  const night = doc.radial([[0, '#386d9c'], [0.7, '#234c78'], [1, '#1b3a5f']], { cx: 0.5, cy: 0.45, r: 0.75 });
  const scale = maskable ? 0.66 : 0.8;
  // The north point is longer than the others (66 against 58): the rose sits a little low.
  const roseY = S / 2 + 4 * scale;
  const stars = Array.from({ length: 14 }, () => {
    const x = rnd.range(10, S - 10), y = rnd.range(10, S - 10);
    return Math.hypot(x - S / 2, y - roseY) < 52 * scale + 6 ? '' : el('path', { d: polyline(star(x, y, 4, rnd.range(1.6, 3), 0.7), true), fill: '#fff4d0', opacity: rnd.range(0.4, 0.9) });
  });
  const background = maskable
    ? [el('rect', { width: S, height: S, fill: night })]
    : [el('path', { d: roundRectPath(0, 0, S, S, 26), fill: night }), el('path', { d: roundRectPath(5, 5, S - 10, S - 10, 21), ...line(GOLD, 2) })];
  return doc.render(...background, ...stars, g({ transform: `translate(${S / 2} ${roseY}) scale(${scale}) translate(${-CX} ${-CY})` }, compassRose()));
}

/** File name (without extension) → the SVG and its size in px. */
export function appIcons(): Record<string, { readonly svg: string; readonly size: number }> {
  const plain = icon(false);
  return {
    'icon-192': { svg: plain, size: 192 },
    'icon-512': { svg: plain, size: 512 },
    'icon-maskable-512': { svg: icon(true), size: 512 },
  };
}
