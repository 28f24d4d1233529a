// Where a game object draws on the canvas, in device pixels: the part of the canvas a drawing
// must repaint when the object moves, changes or goes (see display-snapshot.ts). Generous by a
// couple of pixels (antialiased edges, rounding); `null` when it cannot be told, and then the
// whole canvas is repainted.
import Phaser from 'phaser';

/** A rectangle of the canvas, in device pixels: left and top included, right and bottom excluded. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Extra pixels on each side: antialiased edges, text shadows, pixel rounding. */
const MARGIN = 2;

const Commands = {
  ARC: 0,
  FILL_RECT: 3,
  LINE_TO: 4,
  MOVE_TO: 5,
  LINE_STYLE: 6,
  FILL_STYLE: 7,
  FILL_TRIANGLE: 10,
  STROKE_TRIANGLE: 11,
  TRANSLATE: 16,
  SCALE: 17,
  ROTATE: 18,
} as const;

/** How many values the Canvas renderer reads after each command (Phaser's GraphicsCanvasRenderer). */
const ARGUMENTS: Readonly<Record<number, number>> = { 0: 7, 3: 4, 4: 2, 5: 2, 6: 3, 7: 2, 10: 6, 11: 6, 16: 2, 17: 2, 18: 1, 21: 5, 22: 6 };

/** A local rectangle being grown: [left, top, right, bottom]. */
type Extent = [number, number, number, number];

function grow(extent: Extent, x: number, y: number, pad: number): void {
  extent[0] = Math.min(extent[0], x - pad);
  extent[1] = Math.min(extent[1], y - pad);
  extent[2] = Math.max(extent[2], x + pad);
  extent[3] = Math.max(extent[3], y + pad);
}

/** What a Graphics object's commands cover in its own space; `null` when they move their own origin. */
function graphicsExtent(graphics: Phaser.GameObjects.Graphics): Extent | null {
  const buffer = graphics.commandBuffer as number[];
  const extent: Extent = [Infinity, Infinity, -Infinity, -Infinity];
  let pad = 0;
  for (let i = 0; i < buffer.length; i++) {
    const command = buffer[i] as number;
    const at = (k: number): number => buffer[i + k] as number;
    switch (command) {
      case Commands.ARC:
        grow(extent, at(1), at(2), at(3) + pad);
        break;
      case Commands.FILL_RECT:
        grow(extent, at(1), at(2), pad);
        grow(extent, at(1) + at(3), at(2) + at(4), pad);
        break;
      case Commands.LINE_TO:
      case Commands.MOVE_TO:
        grow(extent, at(1), at(2), pad);
        break;
      case Commands.LINE_STYLE:
        pad = Math.max(pad, at(1) / 2);
        break;
      case Commands.FILL_TRIANGLE:
      case Commands.STROKE_TRIANGLE:
        for (let k = 1; k <= 5; k += 2) grow(extent, at(k), at(k + 1), pad);
        break;
      case Commands.TRANSLATE:
      case Commands.SCALE:
      case Commands.ROTATE:
        return null;
      default:
    }
    i += ARGUMENTS[command] ?? 0;
  }
  return extent;
}

/** The object's own drawing, in its own space (before its transform); `null`: unknown. */
function localExtent(object: Phaser.GameObjects.GameObject): Extent | null {
  if (object instanceof Phaser.GameObjects.Graphics) return graphicsExtent(object);
  if (object instanceof Phaser.GameObjects.Container || object instanceof Phaser.GameObjects.Zone) return [0, 0, 0, 0];
  const sized = object as Partial<Phaser.GameObjects.Image> & { readonly lineWidth?: number; readonly isStroked?: boolean };
  if (typeof sized.width !== 'number' || typeof sized.height !== 'number' || sized.flipX || sized.flipY) return null;
  const left = -(sized.displayOriginX ?? 0);
  const top = -(sized.displayOriginY ?? 0);
  // A shape's stroke is centred on its outline.
  const pad = object instanceof Phaser.GameObjects.Shape && sized.isStroked ? (sized.lineWidth ?? 1) / 2 : 0;
  return [left - pad, top - pad, left + sized.width + pad, top + sized.height + pad];
}

const matrix = new Phaser.GameObjects.Components.TransformMatrix();
const parentMatrix = new Phaser.GameObjects.Components.TransformMatrix();

/** The camera's rotation (not in Phaser's types). */
const rotationOf = (camera: Phaser.Cameras.Scene2D.Camera): number => (camera as unknown as { readonly rotation: number }).rotation;

/**
 * Where `object` draws through `camera`, in canvas pixels. Only for the cameras the game uses: at
 * the canvas's top left, not rotated, zoomed from their top left.
 */
export function drawnBounds(object: Phaser.GameObjects.GameObject, camera: Phaser.Cameras.Scene2D.Camera): Box | null {
  return throughCamera(object, camera, localExtent(object));
}

/**
 * Where `part` of `object`'s picture draws through `camera` (`part` in the pixels of its frame,
 * from its top left): a picture painted again in part repaints only there.
 */
export function drawnPartBounds(object: Phaser.GameObjects.GameObject, camera: Phaser.Cameras.Scene2D.Camera, part: Box): Box | null {
  const sized = object as Partial<Phaser.GameObjects.Image>;
  if (typeof sized.displayOriginX !== 'number' || typeof sized.displayOriginY !== 'number' || sized.flipX || sized.flipY) return null;
  const left = -sized.displayOriginX;
  const top = -sized.displayOriginY;
  return throughCamera(object, camera, [left + part.left, top + part.top, left + part.right, top + part.bottom]);
}

/** `extent` of `object`'s own space on the canvas, through `camera` (see `drawnBounds`). */
function throughCamera(object: Phaser.GameObjects.GameObject, camera: Phaser.Cameras.Scene2D.Camera, extent: Extent | null): Box | null {
  const zoom = camera.zoom;
  if (camera.x !== 0 || camera.y !== 0 || rotationOf(camera) !== 0 || camera.zoomX !== camera.zoomY) return null;
  if (zoom !== 1 && (camera.originX !== 0 || camera.originY !== 0)) return null;
  if (extent === null) return null;
  if (extent[0] > extent[2]) return { left: 0, top: 0, right: 0, bottom: 0 };
  const transform = object as unknown as Phaser.GameObjects.Components.Transform & Phaser.GameObjects.Components.ScrollFactor;
  const m = transform.getWorldTransformMatrix(matrix, parentMatrix);
  const offsetX = -camera.scrollX * transform.scrollFactorX * zoom;
  const offsetY = -camera.scrollY * transform.scrollFactorY * zoom;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let corner = 0; corner < 4; corner++) {
    const x = extent[corner & 1 ? 2 : 0];
    const y = extent[corner & 2 ? 3 : 1];
    const cx = offsetX + (m.a * x + m.c * y + m.e) * zoom;
    const cy = offsetY + (m.b * x + m.d * y + m.f) * zoom;
    left = Math.min(left, cx);
    top = Math.min(top, cy);
    right = Math.max(right, cx);
    bottom = Math.max(bottom, cy);
  }
  if (!Number.isFinite(left + top + right + bottom)) return null;
  return { left: Math.floor(left) - MARGIN, top: Math.floor(top) - MARGIN, right: Math.ceil(right) + MARGIN, bottom: Math.ceil(bottom) + MARGIN };
}
