// A picture the player can zoom inside its own area of the screen (Explorers' map, Tucana's
// island): the zoom itself (zoom-view.ts maths), its short moves, the clipping while zoomed, and
// the pointer: a click or a tap (told from a double tap, touch-gestures.ts), a double tap to zoom
// in or out, a pinch, ctrl + wheel, and a drag that pans, unless the picture holds that drag for
// itself (Tucana draws a segment by dragging from a hex). The picture decides what a point means.
// A tap is read against the zoom the picture had when it was touched: told up to a double tap's
// wait later, after a zoom the game asked for, it still means the spot the player saw.
import Phaser from 'phaser';
import { animationDuration } from '../platform/settings';
import type { Rect } from './layout';
import { reducedMotion } from './motion';
import { COLORS } from './theme';
import { DOUBLE_TAP_MS, TouchGestures, type Gesture } from './touch-gestures';
import { between, clampPan, followZoom, inside, isZoomed, panBy, toPicture, toScreen, WHOLE, zoomAt, type Point, type Zoom } from './zoom-view';

export interface ZoomAreaInput {
  /** A click, or a tap once it is known to be no double tap (`touch`: a finger). */
  readonly tap: (at: Point, touch: boolean) => void;
  /** A finger held still on the picture (a tip); that touch then acts no more. */
  readonly longPress?: (at: Point) => void;
  /** Whether a drag starting at `at` is the picture's own (not a pan). */
  readonly holds?: (at: Point) => boolean;
  /** A held drag, each move: where it started and where the pointer is (null: it ended, or was dropped). */
  readonly drag?: (from: Point, to: Point | null) => void;
  /** A held drag released at `to`. */
  readonly drop?: (from: Point, to: Point) => void;
  /** The zoom changed (the picture's locator, tips to hide). */
  readonly zoomed?: (zoom: Zoom) => void;
  /** A point of the area the picture keeps for something else (its locator): no input there. */
  readonly covers?: (at: Point) => boolean;
}

const LONG_PRESS = 480;
const ZOOM_MS = 220;
/** A mouse that moves further than this while pressed is dragging, not clicking. */
const MOUSE_DRAG = 10;

export class ZoomArea {
  private readonly scene: Phaser.Scene;
  private readonly world: Phaser.GameObjects.Container;
  private readonly input: ZoomAreaInput;
  private area: Rect = { x: 0, y: 0, width: 1, height: 1 };
  /** The picture as laid out: the area, or larger than it (then clipped and pannable even whole). */
  private picture: Rect = this.area;
  private current: Zoom = WHOLE;
  /** The zoom a double tap (or the zoom button) goes to. */
  private closeScale = 2;
  private tween: Phaser.Tweens.Tween | null = null;
  private readonly clip: Phaser.GameObjects.Graphics;
  private clipped = false;
  private readonly gestures = new TouchGestures<Zoom>();
  private tapTimer: Phaser.Time.TimerEvent | null = null;
  private pressTimer: Phaser.Time.TimerEvent | null = null;
  private pressedLong = false;
  private enabled = true;
  /** The pointer pressed now: where, whether by mouse, whether it has moved, and whether the picture holds its drag. */
  private press: { readonly id: number; readonly at: Point; readonly pose: Zoom; readonly mouse: boolean; readonly held: boolean; moved: boolean; last: Point } | null = null;

  /** `world` holds the picture as laid out; zooming scales and moves it. */
  constructor(scene: Phaser.Scene, world: Phaser.GameObjects.Container, input: ZoomAreaInput) {
    this.scene = scene;
    this.world = world;
    this.input = input;
    this.clip = new Phaser.GameObjects.Graphics(scene);
    const events = scene.input;
    // A second finger, for pinching.
    if (events.manager.pointersTotal < 3) events.addPointer(1);
    events.on(Phaser.Input.Events.POINTER_DOWN, this.pointerDown, this);
    events.on(Phaser.Input.Events.POINTER_UP, this.pointerUp, this);
    events.on(Phaser.Input.Events.POINTER_MOVE, this.pointerMove, this);
    events.on(Phaser.Input.Events.POINTER_WHEEL, this.wheel, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      events.off(Phaser.Input.Events.POINTER_DOWN, this.pointerDown, this);
      events.off(Phaser.Input.Events.POINTER_UP, this.pointerUp, this);
      events.off(Phaser.Input.Events.POINTER_MOVE, this.pointerMove, this);
      events.off(Phaser.Input.Events.POINTER_WHEEL, this.wheel, this);
      this.clip.destroy();
    });
  }

  /**
   * The area the picture owns, and the zoom of a double tap; a new layout starts at the whole
   * picture. `picture`: where the picture lies when larger than its area (drawn to cover it).
   */
  layout(area: Rect, closeScale: number, picture: Rect = area): void {
    this.area = area;
    this.picture = picture;
    this.closeScale = closeScale;
    this.clip.clear().fillStyle(COLORS.white, 1).fillRect(area.x, area.y, area.width, area.height);
    this.dropTouches();
    this.set(WHOLE);
  }

  /** Input reaches the picture only when nothing covers it (hand-over screen, dialogs, another sheet). */
  setEnabled(on: boolean): void {
    this.enabled = on;
    if (!on) this.dropTouches();
  }

  get zoom(): Zoom {
    return this.current;
  }

  get zoomedIn(): boolean {
    return isZoomed(this.current);
  }

  /**
   * A short move to another zoom is under way, from the moment it is asked for (the pose only
   * changes from the next frame on): what lies where on screen is not settled yet.
   */
  get moving(): boolean {
    return this.tween !== null;
  }

  /** A tap waits to learn whether a second one follows (the test bridge counts it as busy). */
  get tapWaiting(): boolean {
    return this.gestures.waiting;
  }

  /** A point of the picture as laid out, on screen. */
  toScreen(p: Point): Point {
    return toScreen(this.current, p);
  }

  /** A point on screen, in the picture as laid out. */
  toPicture(p: Point): Point {
    return toPicture(this.current, p);
  }

  /** Whether a point on screen shows the picture (inside its area, not on what it keeps). */
  shows(p: Point): boolean {
    return inside(this.area, p) && !this.input.covers?.(p);
  }

  /** Back to the whole picture. */
  zoomOut(): void {
    this.zoomTo(WHOLE);
  }

  /** Closer, about a point on screen (the zoom button, a double tap). */
  zoomInAt(at: Point): void {
    this.zoomTo(zoomAt(this.current, this.area, this.closeScale, at, this.picture));
  }

  /** Zoomed, a point off screen comes to the middle of the area. */
  bringIntoView(at: Point): void {
    if (this.shows(at)) return;
    this.zoomTo(panBy(this.current, this.area, this.area.x + this.area.width / 2 - at.x, this.area.y + this.area.height / 2 - at.y, this.picture));
  }

  /** A short move to another zoom; at once with reduced motion, or when `atOnce` (a new layout). */
  zoomTo(target: Zoom, atOnce = false): void {
    this.tween?.stop();
    this.tween = null;
    const from = this.current;
    const to = clampPan(target, this.area, this.picture);
    const duration = animationDuration(ZOOM_MS);
    if (atOnce || reducedMotion() || duration <= 0) return this.set(to);
    this.tween = this.scene.tweens.addCounter({
      from: 0,
      to: 1,
      duration,
      ease: 'Sine.easeOut',
      onUpdate: (tween) => this.set(between(from, to, tween.getValue() ?? 1), false),
      onComplete: () => {
        this.tween = null;
        this.set(to);
      },
    });
  }

  private set(zoom: Zoom, stopTween = true): void {
    if (stopTween && this.tween) {
      this.tween.stop();
      this.tween = null;
    }
    this.current = zoom;
    this.world.setScale(zoom.scale).setPosition(zoom.x, zoom.y);
    this.clipTo(isZoomed(zoom) || this.picture !== this.area);
    this.input.zoomed?.(zoom);
  }

  /** Zoomed (or larger than its area), the picture stays inside its area (never over the cards or the sheet). */
  private clipTo(on: boolean): void {
    if (on === this.clipped) return;
    this.clipped = on;
    if (this.scene.sys.renderer.type === Phaser.WEBGL) {
      // The filters' camera copies the main camera's zoom (a phone's pixel ratio) but not its
      // origin: zoomed about the middle rather than the corner, the picture showed a wrong part.
      if (on) {
        this.world.enableFilters().filterCamera?.setOrigin(0, 0);
        this.world.filters?.external.addMask(this.clip);
      }
      else this.world.filters?.external.clear();
    } else if (on) {
      this.world.setMask(this.clip.createGeometryMask());
    } else {
      this.world.clearMask(true);
    }
  }

  // ---- pointer -----------------------------------------------------------------------------------

  private covered(over: readonly Phaser.GameObjects.GameObject[]): boolean {
    return !this.enabled || over.length > 0;
  }

  private pointerDown(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.pressedLong = false;
    this.pressTimer?.remove(false);
    const at = { x: pointer.worldX, y: pointer.worldY };
    if (this.covered(over) || !this.shows(at)) return;
    const mouse = !pointer.wasTouch;
    // A second finger makes it a pinch: the first one's held drag ends there.
    if (!mouse && this.press && this.press.id !== pointer.id) this.endHeld(null);
    else this.press = { id: pointer.id, at, pose: this.current, mouse, held: this.input.holds?.(at) ?? false, moved: false, last: at };
    if (mouse) return;
    this.gestures.down(pointer.id, at, this.current);
    const { longPress } = this.input;
    if (longPress) {
      this.pressTimer = this.scene.time.delayedCall(LONG_PRESS, () => {
        this.pressedLong = true;
        this.endHeld(null);
        longPress(at);
      });
    }
  }

  private pointerMove(pointer: Phaser.Input.Pointer): void {
    if (!pointer.isDown) return;
    const at = { x: pointer.worldX, y: pointer.worldY };
    const press = this.press?.id === pointer.id ? this.press : null;
    if (press?.held) {
      if (!press.moved && Math.hypot(at.x - press.at.x, at.y - press.at.y) <= MOUSE_DRAG) return;
      press.moved = true;
      this.pressTimer?.remove(false);
      // The touch is no tap now (the gestures see it move), but it pans nothing.
      if (!press.mouse) this.gestures.move(pointer.id, at);
      return this.input.drag?.(press.at, at);
    }
    if (press?.mouse) {
      if (!press.moved && Math.hypot(at.x - press.at.x, at.y - press.at.y) <= MOUSE_DRAG) return;
      press.moved = true;
      const { last } = press;
      press.last = at;
      return this.set(panBy(this.current, this.area, at.x - last.x, at.y - last.y, this.picture));
    }
    if (!pointer.wasTouch) return;
    const gesture = this.gestures.move(pointer.id, at);
    if (!gesture) return;
    this.pressTimer?.remove(false);
    this.follow(gesture);
  }

  private pointerUp(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.pressTimer?.remove(false);
    const at = { x: pointer.worldX, y: pointer.worldY };
    const press = this.press?.id === pointer.id ? this.press : null;
    if (press) this.press = null;
    if (press?.held && press.moved) {
      this.input.drag?.(press.at, null);
      if (!press.mouse) this.gestures.up(pointer.id, at, pointer.upTime);
      if (!this.pressedLong && this.enabled) this.input.drop?.(press.at, at);
      return;
    }
    if (!pointer.wasTouch) {
      if (!press || press.moved || this.covered(over)) return;
      const now = followZoom(press.pose, this.current, at);
      if (this.shows(now)) this.input.tap(now, false);
      return;
    }
    if (this.pressedLong || !this.enabled) return this.dropTouches();
    // The touch's own time, not the frame's: a slow frame does not part a double tap.
    const gesture = this.gestures.up(pointer.id, at, pointer.upTime);
    if (gesture) this.follow(gesture);
    if (this.gestures.waiting) this.awaitSecondTap();
  }

  /** The held drag ends without a drop (a second finger, a long press). */
  private endHeld(to: Point | null): void {
    const press = this.press;
    if (!press?.held) return;
    this.press = { ...press, held: false };
    if (press.moved) this.input.drag?.(press.at, to);
  }

  /**
   * The waiting tap acts once no second tap can come, counted in the touches' own time
   * (`performance.now()`), not in Phaser's smoothed game clock.
   */
  private awaitSecondTap(): void {
    this.tapTimer?.remove(false);
    this.tapTimer = this.scene.time.delayedCall(DOUBLE_TAP_MS / 4, () => {
      const tap = this.gestures.settle(performance.now());
      if (tap) this.follow(tap);
      else if (this.gestures.waiting) this.awaitSecondTap();
    });
  }

  /** Ctrl + wheel (and a trackpad's pinch, which browsers send as one) zooms on a desktop too. */
  private wheel(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[], _dx: number, dy: number): void {
    const event = pointer.event as WheelEvent | undefined;
    if (!event?.ctrlKey || this.covered(over)) return;
    const at = { x: pointer.worldX, y: pointer.worldY };
    // Phaser keeps the wheel from the page already (no browser zoom).
    if (!inside(this.area, at)) return;
    this.set(zoomAt(this.current, this.area, this.current.scale * Math.exp(-dy / 300), at, this.picture));
  }

  private follow(gesture: Gesture<Zoom>): void {
    switch (gesture.kind) {
      case 'tap': {
        const at = followZoom(gesture.pose, this.current, gesture.at);
        return this.shows(at) ? this.input.tap(at, true) : undefined;
      }
      case 'doubleTap':
        return this.zoomedIn ? this.zoomOut() : this.zoomInAt(gesture.at);
      case 'pan':
        return this.set(panBy(this.current, this.area, gesture.dx, gesture.dy, this.picture));
      case 'pinch':
        return this.set(zoomAt(this.current, this.area, this.current.scale * gesture.factor, gesture.at, this.picture));
    }
  }

  private dropTouches(): void {
    this.endHeld(null);
    this.press = null;
    this.gestures.reset();
    this.tapTimer?.remove(false);
    this.tapTimer = null;
  }
}
