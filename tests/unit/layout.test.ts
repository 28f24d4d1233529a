import { describe, expect, it } from 'vitest';
import { canvasSize, computeLayout, DESIGN, inset } from '../../src/ui/layout';

describe('layout', () => {
  it('is exactly the design on the two reference screens', () => {
    expect(computeLayout(1280, 800)).toMatchObject({ width: 1280, height: 800, orientation: 'landscape', cssScale: 1, zoom: 1 });
    expect(computeLayout(390, 844)).toMatchObject({ width: 390, height: 844, orientation: 'portrait', portrait: true });
  });

  it('never shows less than the design: the other side grows with the screen', () => {
    for (const [w, h] of [
      [1920, 1080],
      [1024, 768],
      [800, 500],
      [360, 640],
      [820, 1180],
      [2560, 1440],
    ] as const) {
      const layout = computeLayout(w, h);
      const design = DESIGN[layout.orientation];
      expect(layout.width).toBeGreaterThanOrEqual(design.width - 1e-6);
      expect(layout.height).toBeGreaterThanOrEqual(design.height - 1e-6);
      expect(Math.min(layout.width - design.width, layout.height - design.height)).toBeCloseTo(0);
      expect(layout.width / layout.height).toBeCloseTo(w / h);
    }
  });

  it('zooms by the pixel ratio, capped at 2', () => {
    expect(computeLayout(1280, 800, 2).zoom).toBe(2);
    expect(computeLayout(1280, 800, 3).zoom).toBe(2);
    expect(computeLayout(640, 400, 2).zoom).toBe(1);
    expect(canvasSize(390, 844, 2)).toEqual({ width: 780, height: 1688 });
  });

  it('keeps a safe area inside the margins', () => {
    const layout = computeLayout(390, 844);
    expect(layout.safe).toEqual({ x: layout.margin, y: layout.margin, width: 390 - 2 * layout.margin, height: 844 - 2 * layout.margin });
  });

  it('insets rectangles, never below zero', () => {
    expect(inset({ x: 0, y: 0, width: 100, height: 10 }, 8)).toEqual({ x: 8, y: 8, width: 84, height: 0 });
  });
});
