// The shared look: one warm ink for outlines, tones derived from base colours, soft shadows.
import { darken, lighten } from './color';
import { el, type Attrs, type SvgDoc } from './svg';

/** Outline colour for everything drawn with a line: a warm dark brown, never pure black. */
export const INK = '#3b2a20';
export const CREAM = '#fff8e6';
export const PARCHMENT = '#f6e6c0';
export const GOLD = '#f2b93b';

export function outlined(fill: string, width = 2.5, color = INK): Attrs {
  return { fill, stroke: color, 'stroke-width': width, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
}

export function line(color: string, width: number, opacity?: number): Attrs {
  return {
    fill: 'none', stroke: color, 'stroke-width': width,
    'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity,
  };
}

/** Light from the top-left: a lit tone, the base, then a shaded tone. */
export function shaded(doc: SvgDoc, base: string, depth = 1): string {
  return doc.linear(
    [[0, lighten(base, 0.28 * depth)], [0.5, base], [1, darken(base, 0.22 * depth)]],
    { x1: 0.15, y1: 0, x2: 0.85, y2: 1 },
  );
}

/** A soft oval contact shadow, fading out at its rim. */
export function groundShadow(doc: SvgDoc, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const fill = doc.radial([[0, INK, opacity], [0.6, INK, opacity * 0.6], [1, INK, 0]]);
  return el('ellipse', { cx, cy, rx, ry, fill });
}

/** A white glint that sells the "glossy sticker" finish. */
export function glint(cx: number, cy: number, rx: number, ry: number, rotate = -30, opacity = 0.7): string {
  return el('ellipse', { cx, cy, rx, ry, fill: '#ffffff', opacity, transform: `rotate(${rotate} ${cx} ${cy})` });
}
