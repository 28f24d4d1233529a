// Colour mixing, so shading tones are derived from one base colour instead of hand-picked.

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a), cb = channels(b);
  return `#${ca
    .map((v, i) => Math.round(v + ((cb[i] as number) - v) * t).toString(16).padStart(2, '0'))
    .join('')}`;
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
/** Darkens toward a warm brown rather than black, which keeps shadows storybook-soft. */
export const darken = (c: string, t: number): string => mix(c, '#2a1a14', t);
