// Zooming a picture inside its own area (the play screen's map on a phone): pure maths, so it is
// tested without a browser. A point p of the picture as laid out shows at `offset + p * scale`;
// at scale 1 the offset is 0 and the picture shows as laid out. The picture always covers its
// area: it is never panned so far that sky shows where the area is.
import type { Rect } from './layout';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Zoom {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const WHOLE: Zoom = { scale: 1, x: 0, y: 0 };

/** The deepest zoom: the map's cells at some 2.5 times their size. */
export const MAX_SCALE = 2.5;

export const clampScale = (scale: number): number => Math.min(MAX_SCALE, Math.max(1, scale));

/**
 * The smallest zoom: 1 for a picture laid out to fill its area; for a picture laid out larger than
 * its area (a map drawn to cover a taller area), the zoom that shows it whole.
 */
export const fullViewScale = (area: Rect, picture: Rect): number => Math.min(1, area.width / picture.width, area.height / picture.height);

const scaleWithin = (scale: number, area: Rect, picture: Rect): number => Math.min(MAX_SCALE, Math.max(fullViewScale(area, picture), scale));

/**
 * The zoom moved as little as needed for the picture to cover `area` at its scale, or, where the
 * picture is smaller than the area (zoomed out below 1), centred in it. The picture as laid out
 * fills the area unless `picture` says it is larger (pannable then even at scale 1).
 */
export function clampPan(zoom: Zoom, area: Rect, picture: Rect = area): Zoom {
  const scale = scaleWithin(zoom.scale, area, picture);
  // Left edge: x + picture.x * scale <= area.x; right edge: x + picture's right * scale >= area's right.
  const span = (start: number, size: number, from: number, extent: number, offset: number): number =>
    extent * scale <= size
      ? start + (size - extent * scale) / 2 - from * scale
      : Math.min(start - from * scale, Math.max(start + size - (from + extent) * scale, offset));
  return { scale, x: span(area.x, area.width, picture.x, picture.width, zoom.x), y: span(area.y, area.height, picture.y, picture.height, zoom.y) };
}

export const toScreen = (zoom: Zoom, p: Point): Point => ({ x: zoom.x + p.x * zoom.scale, y: zoom.y + p.y * zoom.scale });

export const toPicture = (zoom: Zoom, s: Point): Point => ({ x: (s.x - zoom.x) / zoom.scale, y: (s.y - zoom.y) / zoom.scale });

/** Where a point on screen under the zoom `then` lies on screen under `now` (the same spot of the picture). */
export const followZoom = (then: Zoom, now: Zoom, s: Point): Point => (then === now ? s : toScreen(now, toPicture(then, s)));

/** Zoom to `scale`, the picture's point under `focus` staying under it (as far as the area allows). */
export function zoomAt(zoom: Zoom, area: Rect, scale: number, focus: Point, picture: Rect = area): Zoom {
  const under = toPicture(zoom, focus);
  const next = scaleWithin(scale, area, picture);
  return clampPan({ scale: next, x: focus.x - under.x * next, y: focus.y - under.y * next }, area, picture);
}

export const panBy = (zoom: Zoom, area: Rect, dx: number, dy: number, picture: Rect = area): Zoom =>
  clampPan({ scale: zoom.scale, x: zoom.x + dx, y: zoom.y + dy }, area, picture);

/** The part of the picture the area shows, in the picture's own units. */
export function visiblePart(zoom: Zoom, area: Rect): Rect {
  const from = toPicture(zoom, area);
  return { x: from.x, y: from.y, width: area.width / zoom.scale, height: area.height / zoom.scale };
}

export const inside = (rect: Rect, p: Point): boolean => p.x >= rect.x && p.y >= rect.y && p.x <= rect.x + rect.width && p.y <= rect.y + rect.height;

/** Part way (t from 0 to 1) from one zoom to another, for a short transition. */
export const between = (from: Zoom, to: Zoom, t: number): Zoom => ({
  scale: from.scale + (to.scale - from.scale) * t,
  x: from.x + (to.x - from.x) * t,
  y: from.y + (to.y - from.y) * t,
});

export const isZoomed = (zoom: Zoom): boolean => zoom.scale > 1.001;
