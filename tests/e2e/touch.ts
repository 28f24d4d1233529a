// Touches sent to the page through the browser's debugging protocol, as a finger (or two) would:
// taps, double taps, drags and pinches for the zoomable map and island.
import type { CDPSession } from 'playwright-core';
import type { Point } from './driver';

export async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: readonly Point[]): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
}

/** Two taps in quick succession, sent without waiting between them (a busy page would part them). */
export async function doubleTap(cdp: CDPSession, at: Point): Promise<void> {
  await Promise.all([touch(cdp, 'touchStart', [at]), touch(cdp, 'touchEnd', []), touch(cdp, 'touchStart', [at]), touch(cdp, 'touchEnd', [])]);
}

/** A finger (or two) moved in steps, as a person drags or pinches. */
export async function gesture(cdp: CDPSession, from: readonly Point[], to: readonly Point[]): Promise<void> {
  await touch(cdp, 'touchStart', from);
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await touch(
      cdp,
      'touchMove',
      from.map((p, k) => ({ x: p.x + (((to[k] as Point).x - p.x) * i) / steps, y: p.y + (((to[k] as Point).y - p.y) * i) / steps })),
    );
  }
  await touch(cdp, 'touchEnd', []);
}
