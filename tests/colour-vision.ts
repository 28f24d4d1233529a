// How a picture looks to players who see colour differently, and whether two things in it stay
// apart: the measure behind docs/accessibility.md. Simulations: greyscale (luminance only) and
// the three common dichromacies, protanopia, deuteranopia and tritanopia, with the matrices of
// Machado, Oliveira and Fernandes (2009) at full severity, applied in linear RGB. Differences are
// CIEDE2000 (ΔE00) in CIELAB under D65.

export type Rgb = readonly [number, number, number];

export const VISIONS = ['normal', 'greyscale', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type Vision = (typeof VISIONS)[number];

/** Two colours at least this far apart (ΔE00) are told apart at a glance, even in small areas. */
export const DISTINCT_COLOURS = 10;

type Matrix = readonly [Rgb, Rgb, Rgb];
const DICHROMACY: Readonly<Record<'protanopia' | 'deuteranopia' | 'tritanopia', Matrix>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const encoded = (c: number): number => {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, v * 255));
};
const luminance = ([r, g, b]: Rgb): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;

export const rgbOf = (hex: number): Rgb => [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];

/** `colour` as a player with `vision` sees it. */
export function simulate(colour: Rgb, vision: Vision): Rgb {
  if (vision === 'normal') return colour;
  const lin: Rgb = [linear(colour[0]), linear(colour[1]), linear(colour[2])];
  if (vision === 'greyscale') {
    const y = encoded(luminance(lin));
    return [y, y, y];
  }
  const m = DICHROMACY[vision];
  const row = (r: Rgb): number => encoded(r[0] * lin[0] + r[1] * lin[1] + r[2] * lin[2]);
  return [row(m[0]), row(m[1]), row(m[2])];
}

/** CIELAB (D65) of an sRGB colour. */
export function lab(colour: Rgb): Rgb {
  const [r, g, b] = [linear(colour[0]), linear(colour[1]), linear(colour[2])];
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(luminance([r, g, b]));
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const RAD = Math.PI / 180;
const hue = (b: number, a: number): number => {
  const h = Math.atan2(b, a) / RAD;
  return h < 0 ? h + 360 : h;
};

/** CIEDE2000 difference of two sRGB colours. */
export function deltaE(one: Rgb, other: Rgb): number {
  const [l1, a1, b1] = lab(one);
  const [l2, a2, b2] = lab(other);
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const [a1p, a2p] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)];
  const [h1, h2] = [hue(b1, a1p), hue(b2, a2p)];
  let dh = 0;
  if (c1 * c2 !== 0) dh = h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 < -180 ? h2 - h1 + 360 : h2 - h1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * RAD);
  const lBar = (l1 + l2) / 2;
  const cBarP = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) hBar = (Math.abs(h1 - h2) > 180 ? (hBar < 360 ? hBar + 360 : hBar - 360) : hBar) / 2;
  const t = 1 - 0.17 * Math.cos((hBar - 30) * RAD) + 0.24 * Math.cos(2 * hBar * RAD) + 0.32 * Math.cos((3 * hBar + 6) * RAD) - 0.2 * Math.cos((4 * hBar - 63) * RAD);
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cBarP;
  const sh = 1 + 0.015 * cBarP * t;
  const rt = -Math.sin(2 * 30 * Math.exp(-(((hBar - 275) / 25) ** 2)) * RAD) * 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7));
  const [dl, dc, dhs] = [(l2 - l1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhs ** 2 + rt * dc * dhs);
}

/** The closest pair of `colours` under `vision`: their indices and ΔE00. */
export function closestPair(colours: readonly Rgb[], vision: Vision): { pair: [number, number]; deltaE: number } {
  let closest = { pair: [0, 0] as [number, number], deltaE: Infinity };
  const seen = colours.map((c) => simulate(c, vision));
  for (let i = 0; i < seen.length; i++) {
    for (let j = i + 1; j < seen.length; j++) {
      const d = deltaE(seen[i] as Rgb, seen[j] as Rgb);
      if (d < closest.deltaE) closest = { pair: [i, j], deltaE: d };
    }
  }
  return closest;
}

/**
 * What a patch of picture (RGBA rows, as a canvas gives them) shows beyond its colour: the share
 * of its luminance edges running in each of four directions (0°, 45°, 90°, 135°), and how busy it
 * is (mean edge strength, in luminance units of 0–255). Waves, ripples, tufts and peaks differ here
 * even where their colours meet.
 */
export interface Pattern {
  readonly mean: Rgb;
  readonly directions: readonly [number, number, number, number];
  readonly busy: number;
}

export function patternOf(pixels: Uint8ClampedArray | Uint8Array, width: number, height: number, vision: Vision): Pattern {
  const grey = new Float64Array(width * height);
  const sum = [0, 0, 0];
  for (let i = 0; i < width * height; i++) {
    const seen = simulate([pixels[i * 4] as number, pixels[i * 4 + 1] as number, pixels[i * 4 + 2] as number], vision);
    sum[0] += seen[0];
    sum[1] += seen[1];
    sum[2] += seen[2];
    grey[i] = encoded(luminance([linear(seen[0]), linear(seen[1]), linear(seen[2])]));
  }
  const directions = [0, 0, 0, 0];
  let strength = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = (dx: number, dy: number): number => grey[(y + dy) * width + x + dx] as number;
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      const magnitude = Math.hypot(gx, gy) / 4;
      // An edge runs across its gradient: fold its direction into four bins of 45°.
      const angle = ((Math.atan2(gy, gx) / RAD + 90 + 360 + 22.5) % 180) / 45;
      directions[Math.floor(angle) % 4] += magnitude;
      strength += magnitude;
    }
  }
  const n = width * height;
  const inner = Math.max(1, (width - 2) * (height - 2));
  return {
    mean: [sum[0] / n, sum[1] / n, sum[2] / n],
    directions: directions.map((d) => (strength > 0 ? d / strength : 0.25)) as [number, number, number, number],
    busy: strength / inner,
  };
}

/** How far apart two patterns are beyond colour: the directions' share moved (0–1) plus the busyness gap relative to the busier one (0–1). */
export function patternDistance(one: Pattern, other: Pattern): number {
  const moved = one.directions.reduce((total, share, i) => total + Math.abs(share - (other.directions[i] as number)), 0) / 2;
  const busier = Math.max(one.busy, other.busy);
  return moved + (busier > 0 ? Math.abs(one.busy - other.busy) / busier : 0);
}

/** Two patterns at least this far apart read as different at a glance (see docs/accessibility.md). */
export const DISTINCT_PATTERNS = 0.25;
