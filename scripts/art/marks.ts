// Player marks, drawn like felt-tip strokes. They are near white with grey edges because
// the game tints them per player, and a tint multiplies: white takes the player's colour.
import { bezierCurve, brushStroke, taper, type Curve } from './brush';
import { pt } from './geometry';
import { el, g, SvgDoc } from './svg';

const S = 64;
const INK_FILL = '#fbfbfb';
const INK_EDGE = '#8f8f8f';

function marker(...strokes: string[]): string {
  const doc = new SvgDoc(S, S);
  const paths = strokes.map((d) => el('path', { d }));
  return doc.render(
    // A faint offset copy reads as the ink soaking into paper, and lifts the mark off busy terrain.
    g({ fill: '#000000', opacity: 0.22, transform: 'translate(1.2 2)' }, ...paths),
    g({ fill: INK_FILL, stroke: INK_EDGE, 'stroke-width': 1.6, 'stroke-linejoin': 'round' }, ...paths),
  );
}

function markX(): string {
  const down = bezierCurve(pt(13, 13), pt(28, 20), pt(37, 38), pt(51, 52));
  const up = bezierCurve(pt(51, 12), pt(38, 21), pt(27, 36), pt(13, 52));
  return marker(brushStroke(down, taper(9, 0.7, 1.15), 16), brushStroke(up, taper(8.5, 0.65, 1.1), 16));
}

function markCircle(): string {
  // Starts at the top left and overshoots its own start, like a quick pen loop.
  const loop: Curve = (t) => {
    const a = ((210 + t * 372) * Math.PI) / 180;
    const r = 20.5 + 4 * t + 1.2 * Math.sin(t * Math.PI * 2);
    return pt(32 + r * Math.cos(a), 32 + r * Math.sin(a) * 0.96);
  };
  return marker(brushStroke(loop, taper(7.5, 0.3, 1.1), 36));
}

export function markArt(): Record<string, string> {
  return { 'mark-x': markX(), 'mark-circle': markCircle() };
}
