// Touches on a zoomable picture told apart: a tap, a double tap, a one-finger drag (pan) and a
// two-finger pinch. Pure (times and points come in), so it is tested without a browser. A tap is
// only told once no second tap can follow (`settle`), since the first tap of a double tap must not
// act as a tap too. Times are the touch events' own (`event.timeStamp`, as `performance.now()`).
// A tap carries the `pose` its finger went down with (the picture's zoom then): told later, it
// still means what the player saw when touching.
import type { Point } from './zoom-view';

export type Gesture<Pose> =
  | { readonly kind: 'tap'; readonly at: Point; readonly pose: Pose }
  | { readonly kind: 'doubleTap'; readonly at: Point }
  | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'pinch'; readonly factor: number; readonly at: Point };

/**
 * Two taps closer than this in time (ms) and space (logical units) make a double tap; the distance
 * is under a phone's cell, so quick taps on neighbouring cells stay two taps.
 */
export const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 16;
/** A finger that moves further than this is dragging, not tapping. */
const DRAG_DISTANCE = 10;

interface Finger<Pose> {
  readonly start: Point;
  readonly pose: Pose;
  at: Point;
}

export class TouchGestures<Pose> {
  private readonly fingers = new Map<number, Finger<Pose>>();
  /** Set once the touch is a drag or a pinch: lifting the fingers is then no tap. */
  private moved = false;
  private pending: { readonly at: Point; readonly time: number; readonly pose: Pose } | null = null;

  /** A tap waiting to learn whether a second one follows. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  down(id: number, at: Point, pose: Pose): void {
    if (this.fingers.size === 0) this.moved = false;
    this.fingers.set(id, { start: at, pose, at });
    if (this.fingers.size > 1) this.moved = true;
  }

  move(id: number, at: Point): Gesture<Pose> | null {
    const finger = this.fingers.get(id);
    if (!finger) return null;
    const before = finger.at;
    if (this.fingers.size >= 2) {
      const [a, b] = [...this.fingers.values()] as [Finger<Pose>, Finger<Pose>];
      const spread = distance(a.at, b.at);
      finger.at = at;
      const now = distance(a.at, b.at);
      if (spread < 1) return null;
      return { kind: 'pinch', factor: now / spread, at: middle(a.at, b.at) };
    }
    finger.at = at;
    if (!this.moved && distance(finger.start, at) <= DRAG_DISTANCE) return null;
    const first = !this.moved;
    this.moved = true;
    // The first drag step counts from where the finger went down.
    const from = first ? finger.start : before;
    return { kind: 'pan', dx: at.x - from.x, dy: at.y - from.y };
  }

  /** A finger lifted at `time` (ms): a double tap is told at once; a single tap waits for `settle`. */
  up(id: number, at: Point, time: number): Gesture<Pose> | null {
    const finger = this.fingers.get(id);
    this.fingers.delete(id);
    if (!finger || this.moved || this.fingers.size > 0) return null;
    const last = this.pending;
    if (last && time - last.time <= DOUBLE_TAP_MS && distance(last.at, at) <= DOUBLE_TAP_DISTANCE) {
      this.pending = null;
      return { kind: 'doubleTap', at: last.at };
    }
    this.pending = { at: finger.start, time, pose: finger.pose };
    // A tap still waiting (its wait ran late) is no double tap with this one: it acts now.
    return last && { kind: 'tap', at: last.at, pose: last.pose };
  }

  /** The waiting tap, once no second tap came in time. */
  settle(time: number): Gesture<Pose> | null {
    const last = this.pending;
    if (!last || time - last.time < DOUBLE_TAP_MS) return null;
    this.pending = null;
    return { kind: 'tap', at: last.at, pose: last.pose };
  }

  /** Forget every finger and waiting tap (the map was covered, or laid out anew). */
  reset(): void {
    this.fingers.clear();
    this.pending = null;
    this.moved = false;
  }
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
