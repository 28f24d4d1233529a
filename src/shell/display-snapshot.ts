// What the game would draw, as a flat list of values compared with the last step's: which scenes
// are shown, their cameras, and every object of their display lists that can be seen (identity,
// place, size, look). Cheaper than drawing: the walk reads what the renderer would read, without
// the drawing. A change anywhere (a tween, a timer, a message from the AI worker or the server, a
// hover) shows up as a changed value, so nothing has to announce it. What is not a plain value of
// an object (a text re-rendered into its own canvas, a graphics' commands redrawn, a texture
// replaced) is announced instead: see render-on-demand.ts.
import Phaser from 'phaser';

type Shown = Phaser.GameObjects.GameObject & {
  readonly visible?: boolean;
  readonly alpha?: number;
  readonly x?: number;
  readonly y?: number;
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

/** A scene is drawn when visible and between loading and asleep (as Phaser's SceneManager.render). */
function drawn(scene: Phaser.Scene): boolean {
  const { visible, status } = scene.sys.settings;
  return visible && status >= Phaser.Scenes.LOADING && status < Phaser.Scenes.SLEEPING;
}

export class DisplaySnapshot {
  private readonly values: unknown[] = [];
  private index = 0;
  private changed = false;

  /** Walks what `game` would draw now; `true` when any of it differs from the last walk. */
  compare(game: Phaser.Game): boolean {
    this.index = 0;
    this.changed = false;
    for (const scene of game.scene.scenes as Phaser.Scene[]) {
      this.put(scene);
      if (!drawn(scene)) {
        this.put(false);
        continue;
      }
      this.put(true);
      // A depth change waits for the next drawing to sort the list.
      this.put(scene.sys.displayList.sortChildrenFlag);
      for (const camera of scene.cameras.cameras) this.camera(camera);
      this.objects(scene.sys.displayList.list as Shown[]);
    }
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

  private camera(camera: Phaser.Cameras.Scene2D.Camera): void {
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
    this.put(camera.backgroundColor.color32);
    // Fades and flashes change only their own progress; a shake moves the camera at random.
    this.put(camera.fadeEffect.isRunning ? camera.fadeEffect.progress : -1);
    this.put(camera.flashEffect.isRunning ? camera.flashEffect.progress : -1);
    if (camera.shakeEffect.isRunning) this.changed = true;
  }

  private objects(list: readonly Shown[]): void {
    for (const object of list) {
      this.put(object);
      this.put(object.visible);
      this.put(object.alpha);
      // Hidden or transparent objects draw nothing, nor do their children.
      if (object.visible === false || object.alpha === 0) continue;
      this.put(object.x);
      this.put(object.y);
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
      if (object instanceof Phaser.GameObjects.Container) {
        this.put(object.list.length);
        this.objects(object.list as Shown[]);
      } else if (object instanceof Phaser.GameObjects.Graphics) {
        this.put(object.commandBuffer.length);
      } else if (object instanceof Phaser.GameObjects.Shape) {
        this.shape(object);
      } else if (object instanceof Phaser.GameObjects.TileSprite) {
        this.put(object.tilePositionX);
        this.put(object.tilePositionY);
        this.put(object.tileScaleX);
        this.put(object.tileScaleY);
        this.put(object.width);
        this.put(object.height);
      } else if (object instanceof Phaser.GameObjects.NineSlice) {
        this.put(object.width);
        this.put(object.height);
      }
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
