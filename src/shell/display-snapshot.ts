// What the game would draw, compared with the last step, object by object: which scenes are shown,
// their cameras, and every object of their display lists that can be seen (place, size, look, and
// what is drawn just before it). Cheaper than drawing: the walk reads what the renderer would read,
// without the drawing. A change anywhere (a tween, a timer, a message from the AI worker or the
// server, a hover) shows up as a changed value, so nothing has to announce it. What is not a plain
// value of an object (a text re-rendered into its own canvas, a graphics' commands redrawn, a
// picture painted again in part) is announced instead (`touch`; see render-on-demand.ts).
//
// On Canvas the comparison also says where: the boxes of the canvas covered by each changed
// object before and after the change (drawn-bounds.ts), so that a drawing repaints only there.
import Phaser from 'phaser';
import { DirtyRegion, union } from './dirty-region';
import { drawnBounds, drawnPartBounds, type Box } from './drawn-bounds';

type Shown = Phaser.GameObjects.GameObject & {
  readonly visible?: boolean;
  readonly alpha?: number;
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly scaleX?: number;
  readonly scaleY?: number;
  readonly rotation?: number;
  readonly depth?: number;
  readonly originX?: number;
  readonly originY?: number;
  readonly scrollFactorX?: number;
  readonly scrollFactorY?: number;
  readonly flipX?: boolean;
  readonly flipY?: boolean;
  readonly frame?: unknown;
  readonly blendMode?: unknown;
  readonly mask?: unknown;
};

/** What changed since the last walk: nothing, the whole canvas, or these boxes of it. */
export type Damage = null | 'all' | readonly Box[];

/** One object as last drawn. */
interface Drawn {
  readonly values: unknown[];
  /** Where it drew (`null`: unknown). */
  bounds: Box | null;
  /** The object drawn just before it in the same list: a new one there may change the order. */
  before: unknown;
  /** The walk that last saw it drawn. */
  seen: number;
}

const NOWHERE: Box = { left: 0, top: 0, right: 0, bottom: 0 };

const overlap = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A scene is drawn when visible and between loading and asleep (as Phaser's SceneManager.render). */
function drawn(scene: Phaser.Scene): boolean {
  const { visible, status } = scene.sys.settings;
  return visible && status >= Phaser.Scenes.LOADING && status < Phaser.Scenes.SLEEPING;
}

export class DisplaySnapshot {
  /** Scenes and cameras: a change there repaints everything. */
  private readonly frame: unknown[] = [];
  private readonly objects = new Map<object, Drawn>();
  /** Objects announced changed since the last walk: the part of their picture, or `null` for all of it. */
  private readonly touched = new Map<object, Box | null>();
  private readonly region = new DirtyRegion();
  private readonly leftOut: [{ cameraFilter: number }, number][] = [];
  private walk = 0;
  /** The last walk found the scenes shown or their cameras changed (a scene coming or going, a fade). */
  framing = false;
  private camera: Phaser.Cameras.Scene2D.Camera | null = null;
  private values: unknown[] = this.frame;
  private index = 0;
  private changed = false;

  /** `regions`: tell which boxes changed (Canvas); without, any change repaints everything (WebGL). */
  constructor(private readonly regions: boolean) {}

  /**
   * `object`'s own picture changed in a way its values do not show (a text re-rendered): all of it,
   * or only `part` (in its frame's pixels, from its top left).
   */
  touch(object: object, part: Box | null = null): void {
    const before = this.touched.get(object);
    if (before === null) return;
    this.touched.set(object, part && before ? union(part, before) : part);
  }

  /** Walks what `game` would draw now and says what differs from the last walk. */
  compare(game: Phaser.Game): Damage {
    this.walk++;
    this.region.clear();
    this.begin(this.frame);
    for (const scene of game.scene.scenes as Phaser.Scene[]) {
      this.put(scene);
      if (!drawn(scene)) {
        this.put(false);
        continue;
      }
      this.put(true);
      const cameras = scene.cameras.cameras;
      this.put(cameras.length);
      for (const camera of cameras) this.cameraValues(camera);
      const values = this.values;
      const index = this.index;
      const frameChanged = this.changed;
      // The order the drawing will use: Phaser sorts a list whose depths changed before drawing it.
      scene.sys.displayList.depthSort();
      this.camera = cameras.length === 1 ? (cameras[0] ?? null) : null;
      this.list(scene.sys.displayList.list as Shown[], false);
      this.values = values;
      this.index = index;
      this.changed = frameChanged;
    }
    const frameChanged = this.end();
    this.framing = frameChanged;
    for (const [object, record] of this.objects) {
      if (record.seen === this.walk) continue;
      this.damage(record.bounds);
      this.objects.delete(object);
    }
    for (const object of this.touched.keys()) {
      // A graphics object drawn nowhere yet redrawn may be a mask: its shape clips others.
      const graphics = object instanceof Phaser.GameObjects.Graphics ? object : null;
      if (graphics && !graphics.displayList && !graphics.parentContainer) this.region.add(null);
    }
    this.touched.clear();
    if (frameChanged) return 'all';
    return this.region.result(game.canvas.width, game.canvas.height);
  }

  /**
   * Leaves the objects drawn wholly outside `boxes` out of the next drawing, until `putBack`: the
   * drawing is clipped to the boxes, so their drawing calls would cost time and change nothing.
   */
  leaveOut(boxes: readonly Box[]): void {
    for (const [object, record] of this.objects) {
      const bounds = record.bounds;
      if (bounds === null || bounds === NOWHERE || boxes.some((box) => overlap(box, bounds))) continue;
      const filtered = object as { cameraFilter: number };
      this.leftOut.push([filtered, filtered.cameraFilter]);
      // Phaser draws no object whose camera filter names the camera.
      filtered.cameraFilter = -1;
    }
  }

  putBack(): void {
    for (const [object, filter] of this.leftOut) object.cameraFilter = filter;
    this.leftOut.length = 0;
  }

  private begin(values: unknown[]): void {
    this.values = values;
    this.index = 0;
    this.changed = false;
  }

  /** Ends the values begun last; `true` when any differs from the last walk's. */
  private end(): boolean {
    if (this.values.length !== this.index) {
      this.values.length = this.index;
      this.changed = true;
    }
    return this.changed;
  }

  private put(value: unknown): void {
    if (this.values[this.index] !== value) {
      this.values[this.index] = value;
      this.changed = true;
    }
    this.index++;
  }

  private damage(box: Box | null): void {
    this.region.add(this.regions ? box : null);
  }

  private cameraValues(camera: Phaser.Cameras.Scene2D.Camera): void {
    this.put(camera);
    this.put(camera.visible);
    this.put(camera.alpha);
    this.put(camera.x);
    this.put(camera.y);
    this.put(camera.width);
    this.put(camera.height);
    this.put(camera.scrollX);
    this.put(camera.scrollY);
    this.put(camera.zoomX);
    this.put(camera.zoomY);
    this.put((camera as unknown as { readonly rotation: number }).rotation);
    this.put(camera.originX);
    this.put(camera.originY);
    this.put(camera.backgroundColor.color32);
    // Fades and flashes change only their own progress; a shake moves the camera at random.
    this.put(camera.fadeEffect.isRunning ? camera.fadeEffect.progress : -1);
    this.put(camera.flashEffect.isRunning ? camera.flashEffect.progress : -1);
    if (camera.shakeEffect.isRunning) this.changed = true;
  }

  /** Walks `list`; `moved`: its container changed, so each of its objects draws elsewhere or otherwise. */
  private list(list: readonly Shown[], moved: boolean): void {
    let before: unknown = null;
    for (const object of list) {
      // Hidden or transparent objects draw nothing, nor do their children.
      if (object.visible === false || object.alpha === 0) continue;
      let record = this.objects.get(object);
      const fresh = record === undefined;
      if (record === undefined) {
        record = { values: [], bounds: null, before, seen: 0 };
        this.objects.set(object, record);
      }
      this.begin(record.values);
      this.objectValues(object);
      const touched = this.touched.size > 0 ? this.touched.get(object) : undefined;
      const changed = this.end() || fresh || moved || record.before !== before || touched === null;
      record.before = before;
      record.seen = this.walk;
      const container = object instanceof Phaser.GameObjects.Container;
      if (changed) {
        if (!fresh) this.damage(record.bounds);
        // A container draws nothing of its own: its objects say where they are.
        record.bounds = container ? NOWHERE : this.regions && this.camera ? drawnBounds(object, this.camera) : null;
        this.damage(record.bounds);
      } else if (touched) {
        this.damage(this.regions && this.camera ? drawnPartBounds(object, this.camera, touched) : null);
      }
      if (container) this.list(object.list as Shown[], changed);
      before = object;
    }
  }

  private objectValues(object: Shown): void {
    this.put(object.alpha);
    this.put(object.x);
    this.put(object.y);
    this.put(object.width);
    this.put(object.height);
    this.put(object.scaleX);
    this.put(object.scaleY);
    this.put(object.rotation);
    this.put(object.depth);
    this.put(object.originX);
    this.put(object.originY);
    this.put(object.scrollFactorX);
    this.put(object.scrollFactorY);
    this.put(object.flipX);
    this.put(object.flipY);
    this.put(object.frame);
    this.put(object.blendMode);
    this.put(object.mask);
    if (object instanceof Phaser.GameObjects.Graphics) {
      this.put(object.commandBuffer.length);
    } else if (object instanceof Phaser.GameObjects.Shape) {
      this.shape(object);
    } else if (object instanceof Phaser.GameObjects.TileSprite) {
      this.put(object.tilePositionX);
      this.put(object.tilePositionY);
      this.put(object.tileScaleX);
      this.put(object.tileScaleY);
    }
  }

  private shape(shape: Phaser.GameObjects.Shape): void {
    // A new size or radius makes a new path.
    this.put(shape.pathData);
    this.put(shape.isFilled);
    this.put(shape.fillColor);
    this.put(shape.fillAlpha);
    this.put(shape.isStroked);
    this.put(shape.strokeColor);
    this.put(shape.strokeAlpha);
    this.put(shape.lineWidth);
  }
}
