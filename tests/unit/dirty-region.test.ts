// The part of the canvas a drawing repaints (src/shell/dirty-region.ts): boxes merged where they
// overlap, many boxes become one, the canvas's edges cut them, an unknown box means everything.
import { describe, expect, test } from 'vitest';
import { DirtyRegion } from '../../src/shell/dirty-region';

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('DirtyRegion', () => {
  test('nothing added: nothing to repaint; empty boxes add nothing', () => {
    const region = new DirtyRegion();
    expect(region.result(100, 100)).toBeNull();
    region.add(box(10, 10, 10, 20));
    expect(region.result(100, 100)).toBeNull();
  });

  test('overlapping boxes merge, apart ones stay apart, and a grown box takes in those it reaches', () => {
    const region = new DirtyRegion();
    region.add(box(0, 0, 10, 10));
    region.add(box(50, 0, 60, 10));
    region.add(box(5, 5, 20, 20));
    expect(region.result(100, 100)).toEqual([box(50, 0, 60, 10), box(0, 0, 20, 20)]);
    region.add(box(15, 5, 55, 8));
    expect(region.result(100, 100)).toEqual([box(0, 0, 60, 20)]);
  });

  test('more than eight boxes become their union, cut to the canvas', () => {
    const region = new DirtyRegion();
    for (let i = 0; i < 9; i++) region.add(box(i * 20, i * 20, i * 20 + 5, i * 20 + 5));
    expect(region.result(100, 150)).toEqual([box(0, 0, 100, 150)]);
  });

  test('boxes are cut to the canvas, and one outside it is dropped', () => {
    const region = new DirtyRegion();
    region.add(box(-5, -5, 10, 10));
    region.add(box(200, 200, 210, 210));
    expect(region.result(100, 100)).toEqual([box(0, 0, 10, 10)]);
  });

  test('a box that cannot be told repaints everything, until cleared', () => {
    const region = new DirtyRegion();
    region.add(box(0, 0, 10, 10));
    region.add(null);
    region.add(box(20, 20, 30, 30));
    expect(region.result(100, 100)).toBe('all');
    region.clear();
    expect(region.result(100, 100)).toBeNull();
  });
});
