// The part of the canvas a drawing must repaint: the boxes where something appeared, moved,
// changed or went since the last drawing, merged where they overlap. Repainting only there keeps
// a small change (a flying X, a drifting cloud) from rasterising the whole canvas again.
import type { Box } from './drawn-bounds';

/** More boxes than this become their union: a clip of many rectangles costs more than it saves. */
const MAX_BOXES = 8;

const overlap = (a: Box, b: Box): boolean => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
/** The smallest box holding both. */
export const union = (a: Box, b: Box): Box => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) });

export class DirtyRegion {
  private boxes: Box[] = [];
  /** Something changed where no box can say: the whole canvas. */
  private everywhere = false;

  clear(): void {
    this.boxes = [];
    this.everywhere = false;
  }

  /** Adds `box` (`null`: the whole canvas). */
  add(box: Box | null): void {
    if (this.everywhere) return;
    if (box === null) {
      this.everywhere = true;
      return;
    }
    if (box.right <= box.left || box.bottom <= box.top) return;
    let merged = box;
    for (let i = this.boxes.length - 1; i >= 0; i--) {
      const other = this.boxes[i] as Box;
      if (!overlap(merged, other)) continue;
      merged = union(merged, other);
      this.boxes.splice(i, 1);
      // The grown box may now reach boxes already passed.
      i = this.boxes.length;
    }
    this.boxes.push(merged);
    if (this.boxes.length > MAX_BOXES) this.boxes = [this.boxes.reduce(union)];
  }

  /** 'all', the boxes within a `width`×`height` canvas, or `null` when nothing needs repainting. */
  result(width: number, height: number): 'all' | Box[] | null {
    if (this.everywhere) return 'all';
    const inside: Box[] = [];
    for (const box of this.boxes) {
      const left = Math.max(0, box.left);
      const top = Math.max(0, box.top);
      const right = Math.min(width, box.right);
      const bottom = Math.min(height, box.bottom);
      if (right > left && bottom > top) inside.push({ left, top, right, bottom });
    }
    return inside.length > 0 ? inside : null;
  }
}
