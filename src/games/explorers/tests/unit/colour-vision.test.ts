// Player colours stay apart for every vision the game is checked for, and the measure behind it
// (tests/colour-vision.ts) says what it should of known cases.
import { describe, expect, it } from 'vitest';
import { SEAT_COLORS } from '../../play/game-config';
import { closestPair, deltaE, DISTINCT_COLOURS, patternDistance, patternOf, rgbOf, simulate, VISIONS, type Rgb } from '../../../../../tests/colour-vision';

/** A square patch of `size` pixels, each coloured by `paint(x, y)`. */
function patch(size: number, paint: (x: number, y: number) => Rgb): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      pixels.set([...paint(x, y), 255], (y * size + x) * 4);
    }
  }
  return pixels;
}

describe('player colours', () => {
  it.each(VISIONS)('stay apart for %s vision', (vision) => {
    const { pair, deltaE: closest } = closestPair(SEAT_COLORS.map(rgbOf), vision);
    expect(closest, `seats ${pair.join(' and ')}`).toBeGreaterThanOrEqual(DISTINCT_COLOURS);
  });

  it('were not apart before: the palette of the first release fails in greyscale and for red-green deficiencies', () => {
    const earlier = [0xc0392b, 0x1f5fa8, 0x2e8b3d, 0x8e44ad].map(rgbOf);
    expect(closestPair(earlier, 'normal').deltaE).toBeGreaterThan(DISTINCT_COLOURS);
    for (const vision of ['greyscale', 'protanopia', 'deuteranopia'] as const) expect(closestPair(earlier, vision).deltaE).toBeLessThan(DISTINCT_COLOURS);
  });
});

describe('the measure', () => {
  it('sees no difference between a colour and itself, and a large one between black and white', () => {
    expect(deltaE([120, 40, 200], [120, 40, 200])).toBe(0);
    expect(deltaE([0, 0, 0], [255, 255, 255])).toBeCloseTo(100, 0);
  });

  it('simulates as expected: greyscale has one channel, red and green meet for deuteranopia, not for tritanopia', () => {
    const [r, g, b] = simulate([200, 60, 40], 'greyscale');
    expect(r).toBeCloseTo(g, 6);
    expect(g).toBeCloseTo(b, 6);
    const red: Rgb = [200, 80, 40];
    const green: Rgb = [110, 130, 40];
    expect(deltaE(simulate(red, 'deuteranopia'), simulate(green, 'deuteranopia'))).toBeLessThan(deltaE(red, green) / 2);
    expect(deltaE(simulate(red, 'tritanopia'), simulate(green, 'tritanopia'))).toBeGreaterThan(DISTINCT_COLOURS);
    expect(simulate(red, 'normal')).toEqual(red);
  });

  it('tells edges by their direction and a busy patch from a flat one', () => {
    const light: Rgb = [230, 230, 230];
    const dark: Rgb = [60, 60, 60];
    const rows = patternOf(patch(24, (_x, y) => (y % 6 < 3 ? light : dark)), 24, 24, 'normal');
    const columns = patternOf(patch(24, (x) => (x % 6 < 3 ? light : dark)), 24, 24, 'normal');
    const flat = patternOf(patch(24, () => light), 24, 24, 'normal');
    expect(rows.directions[0]).toBeGreaterThan(0.9);
    expect(columns.directions[2]).toBeGreaterThan(0.9);
    expect(flat.busy).toBe(0);
    expect(patternDistance(rows, columns)).toBeGreaterThan(0.9);
    expect(patternDistance(rows, rows)).toBe(0);
    expect(patternDistance(rows, flat)).toBeGreaterThan(1);
  });
});
