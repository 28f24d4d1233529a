// Minimal SVG writer: elements as strings, numbers rounded so output is small and
// byte-identical on every run, gradients collected per document with stable ids.

export type Attrs = Readonly<Record<string, string | number | undefined>>;

/** Rounded (two decimals by default; path data uses one), no trailing zeros, no "-0". */
export function fmt(n: number, digits = 2): string {
  const k = 10 ** digits;
  const r = Math.round(n * k) / k;
  return Object.is(r, -0) ? '0' : String(r);
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const a = Object.entries(attrs)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('');
  return children.length ? `<${tag}${a}>${children.join('')}</${tag}>` : `<${tag}${a}/>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);

/** Tagged template for path data: every interpolated number is rounded to 0.1 px. */
export function d(parts: TemplateStringsArray, ...values: (number | string)[]): string {
  return parts.reduce((out, part, i) => {
    const v = values[i - 1];
    return out + (typeof v === 'number' ? fmt(v, 1) : v ?? '') + part;
  });
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export interface Linear { x1: number; y1: number; x2: number; y2: number; user?: boolean }
export interface Radial { cx: number; cy: number; r: number; fx?: number; fy?: number; user?: boolean }

/** One SVG file under construction: owns its <defs> and hands out ids. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly known = new Map<string, string>();

  constructor(readonly width: number, readonly height: number) {}

  /** Adds a definition once (identical ones are shared) and returns its id. */
  define(prefix: string, make: (id: string) => string): string {
    const probe = make('ID');
    const found = this.known.get(probe);
    if (found) return found;
    const id = `${prefix}${this.known.size}`;
    this.known.set(probe, id);
    this.defs.push(make(id));
    return id;
  }

  linear(stops: readonly Stop[], dir: Linear = { x1: 0, y1: 0, x2: 0, y2: 1 }): string {
    const { user, ...xy } = dir;
    const units = user ? 'userSpaceOnUse' : undefined;
    return `url(#${this.define('l', (id) => el('linearGradient', { id, ...xy, gradientUnits: units }, ...stopEls(stops)))})`;
  }

  radial(stops: readonly Stop[], geom: Radial = { cx: 0.5, cy: 0.5, r: 0.5 }): string {
    const { user, ...shape } = geom;
    const units = user ? 'userSpaceOnUse' : undefined;
    return `url(#${this.define('r', (id) => el('radialGradient', { id, ...shape, gradientUnits: units }, ...stopEls(stops)))})`;
  }

  /** A reusable unpainted shape group, drawn several times with <use> in different paints. */
  symbol(...children: string[]): string {
    return this.define('s', (id) => g({ id }, ...children));
  }

  clip(...children: string[]): string {
    return `url(#${this.define('c', (id) => el('clipPath', { id }, ...children))})`;
  }

  render(...body: string[]): string {
    const defs = this.defs.length ? el('defs', {}, ...this.defs) : '';
    const { width, height } = this;
    return `${el('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, defs, ...body)}\n`;
  }
}

export const use = (id: string, attrs: Attrs = {}): string => el('use', { href: `#${id}`, ...attrs });

function stopEls(stops: readonly Stop[]): string[] {
  return stops.map(([offset, color, opacity]) =>
    el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
  );
}
