// Ambassadors' four explorers as portraits of our own: a bust on a medallion of the seat's
// colour, each told apart by shape as well as colour (Elena's plumed hat, Rashid's turban and
// beard, Mei's twin buns and spyglass, Kwame's cap and robe collar). 128 × 128, outlined in ink.
import { darken, lighten } from './color';
import { d, el, g, SvgDoc } from './svg';
import { CREAM, INK, outlined, shaded } from './style';

const S = 128;
const C = S / 2;

/** The game's four seat colours, in seat order (the platform's first four pens). */
const SEAT = ['#ae2012', '#1a237e', '#0a9396', '#ee9b00'] as const;

interface Look {
  readonly skin: string;
  readonly hair: string;
  readonly coat: string;
  /** What sits behind the head (hair at the back, a brim), then on top of it (hat, turban, buns). */
  readonly behind: (doc: SvgDoc) => string;
  readonly top: (doc: SvgDoc) => string;
  /** Beard, collar, an object: drawn last. */
  readonly extra: (doc: SvgDoc) => string;
}

const eye = (x: number, y: number): string => el('ellipse', { cx: x, cy: y, rx: 2.6, ry: 3.2, fill: INK });

function bust(doc: SvgDoc, look: Look, seat: number): string {
  const ring = SEAT[seat] as string;
  const clip = doc.clip(el('circle', { cx: C, cy: C, r: C - 6 }));
  return g({},
    el('circle', { cx: C + 2, cy: C + 4, r: C - 3, fill: INK, opacity: 0.3 }),
    el('circle', { cx: C, cy: C, r: C - 3, ...outlined(ring, 3) }),
    g({ 'clip-path': clip },
      el('circle', { cx: C, cy: C, r: C - 6, fill: doc.radial([[0, lighten(ring, 0.75)], [1, lighten(ring, 0.35)]]) }),
      look.behind(doc),
      // Shoulders in the coat, the neck, the face.
      el('path', { d: d`M${C - 46} ${S}C${C - 44} ${C + 30} ${C - 20} ${C + 24} ${C} ${C + 24}C${C + 20} ${C + 24} ${C + 44} ${C + 30} ${C + 46} ${S}Z`, ...outlined(shaded(doc, look.coat), 2.5) }),
      el('rect', { x: C - 8, y: C + 8, width: 16, height: 18, rx: 4, ...outlined(darken(look.skin, 0.12), 2.5) }),
      el('ellipse', { cx: C, cy: C - 4, rx: 21, ry: 25, ...outlined(shaded(doc, look.skin, 0.6), 2.5) }),
      eye(C - 8, C - 6), eye(C + 8, C - 6),
      el('circle', { cx: C - 13, cy: C + 4, r: 4, fill: '#e8826a', opacity: 0.45 }),
      el('circle', { cx: C + 13, cy: C + 4, r: 4, fill: '#e8826a', opacity: 0.45 }),
      el('path', { d: d`M${C - 7} ${C + 8}Q${C} ${C + 14} ${C + 7} ${C + 8}`, fill: 'none', stroke: INK, 'stroke-width': 2.2, 'stroke-linecap': 'round' }),
      look.top(doc),
      look.extra(doc),
    ),
    el('circle', { cx: C, cy: C, r: C - 6, fill: 'none', stroke: CREAM, 'stroke-width': 2.5, opacity: 0.9 }),
  );
}

const LOOKS: readonly Look[] = [
  {
    // Elena: auburn hair falling to the shoulders, a wide hat with a red plume.
    skin: '#f2c7a5', hair: '#8a3b1c', coat: '#b23a2a',
    behind: () => el('path', { d: d`M${C - 26} ${C + 22}Q${C - 30} ${C - 20} ${C} ${C - 30}Q${C + 30} ${C - 20} ${C + 26} ${C + 22}Z`, ...outlined('#8a3b1c', 2.5) }),
    top: (doc) => g({},
      el('path', { d: d`M${C + 8} ${C - 34}C${C + 30} ${C - 52} ${C + 44} ${C - 40} ${C + 40} ${C - 26}C${C + 32} ${C - 36} ${C + 20} ${C - 34} ${C + 8} ${C - 30}Z`, ...outlined('#d9412b', 2) }),
      el('ellipse', { cx: C, cy: C - 24, rx: 40, ry: 8, ...outlined(shaded(doc, '#4a3526'), 2.5) }),
      el('path', { d: d`M${C - 20} ${C - 26}Q${C - 20} ${C - 48} ${C} ${C - 48}Q${C + 20} ${C - 48} ${C + 20} ${C - 26}Z`, ...outlined(shaded(doc, '#5b4230'), 2.5) }),
      el('rect', { x: C - 20, y: C - 32, width: 40, height: 5, fill: '#d9a93a', stroke: INK, 'stroke-width': 1.5 }),
    ),
    extra: () => el('path', { d: d`M${C - 14} ${C + 26}L${C} ${C + 40}L${C + 14} ${C + 26}`, ...outlined(CREAM, 2) }),
  },
  {
    // Rashid: a white turban with a blue jewel, a full black beard.
    skin: '#c98e62', hair: '#1f1a17', coat: '#2a3890',
    behind: () => '',
    top: (doc) => g({},
      el('path', { d: d`M${C - 25} ${C - 12}Q${C - 30} ${C - 50} ${C} ${C - 50}Q${C + 30} ${C - 50} ${C + 25} ${C - 12}Q${C} ${C - 26} ${C - 25} ${C - 12}Z`, ...outlined(shaded(doc, '#f4efe4', 0.6), 2.5) }),
      el('path', { d: d`M${C - 22} ${C - 24}Q${C} ${C - 40} ${C + 24} ${C - 30}M${C - 24} ${C - 34}Q${C} ${C - 48} ${C + 20} ${C - 42}`, fill: 'none', stroke: '#c9bfae', 'stroke-width': 2 }),
      el('circle', { cx: C, cy: C - 30, r: 5, ...outlined('#3f6fd0', 2) }),
    ),
    extra: () => el('path', { d: d`M${C - 20} ${C + 2}Q${C - 18} ${C + 30} ${C} ${C + 32}Q${C + 18} ${C + 30} ${C + 20} ${C + 2}Q${C + 10} ${C + 16} ${C} ${C + 14}Q${C - 10} ${C + 16} ${C - 20} ${C + 2}Z`, ...outlined('#1f1a17', 2) }),
  },
  {
    // Mei: black hair with a fringe and two buns, a spyglass over her shoulder.
    skin: '#f0d2b0', hair: '#1c1c24', coat: '#0d7f82',
    behind: () => el('path', { d: d`M${C - 24} ${C + 10}Q${C - 28} ${C - 32} ${C} ${C - 32}Q${C + 28} ${C - 32} ${C + 24} ${C + 10}Z`, ...outlined('#1c1c24', 2.5) }),
    top: () => g({},
      el('circle', { cx: C - 24, cy: C - 32, r: 11, ...outlined('#1c1c24', 2.5) }),
      el('circle', { cx: C + 24, cy: C - 32, r: 11, ...outlined('#1c1c24', 2.5) }),
      el('path', { d: d`M${C - 22} ${C - 12}Q${C - 22} ${C - 30} ${C} ${C - 30}Q${C + 22} ${C - 30} ${C + 22} ${C - 12}Q${C + 10} ${C - 18} ${C} ${C - 14}Q${C - 10} ${C - 18} ${C - 22} ${C - 12}Z`, fill: '#1c1c24' }),
      el('rect', { x: C - 30, y: C - 34, width: 12, height: 4, rx: 2, fill: '#e24a4a' }),
    ),
    extra: (doc) => g({ transform: `rotate(-35 ${C + 30} ${C + 40})` },
      el('rect', { x: C + 8, y: C + 34, width: 44, height: 10, rx: 3, ...outlined(shaded(doc, '#c99a3e'), 2) }),
      el('rect', { x: C + 16, y: C + 33, width: 4, height: 12, fill: '#7a5a22' }),
    ),
  },
  {
    // Kwame: a round cap patterned in gold, a short beard, a robe with an embroidered collar.
    skin: '#7a4a2c', hair: '#1a1210', coat: '#d98a00',
    behind: () => '',
    top: (doc) => g({},
      el('path', { d: d`M${C - 21} ${C - 16}Q${C - 22} ${C - 44} ${C} ${C - 44}Q${C + 22} ${C - 44} ${C + 21} ${C - 16}Z`, ...outlined(shaded(doc, '#2f6b3a'), 2.5) }),
      el('path', { d: d`M${C - 20} ${C - 24}H${C + 20}M${C - 18} ${C - 32}H${C + 18}`, stroke: '#f2b93b', 'stroke-width': 2.5, 'stroke-dasharray': '4 3' }),
    ),
    extra: () => g({},
      el('path', { d: d`M${C - 16} ${C + 6}Q${C} ${C + 30} ${C + 16} ${C + 6}Q${C} ${C + 20} ${C - 16} ${C + 6}Z`, fill: '#1a1210' }),
      el('path', { d: d`M${C - 18} ${C + 26}Q${C} ${C + 44} ${C + 18} ${C + 26}`, fill: 'none', stroke: '#f6e6c0', 'stroke-width': 4 }),
      el('path', { d: d`M${C - 18} ${C + 26}Q${C} ${C + 44} ${C + 18} ${C + 26}`, fill: 'none', stroke: '#2f6b3a', 'stroke-width': 1.5, 'stroke-dasharray': '3 3' }),
    ),
  },
];

/** `ambassadors-portrait-<seat>` for each of the four explorers. */
export function portraitArt(): Record<string, string> {
  return Object.fromEntries(
    LOOKS.map((look, seat) => {
      const doc = new SvgDoc(S, S);
      return [`ambassadors-portrait-${seat}`, doc.render(bust(doc, look, seat))];
    }),
  );
}
