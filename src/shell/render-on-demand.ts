// Draws a frame only when something on screen changed. Phaser draws the whole game at every step;
// on its Canvas renderer (browsers without a GPU, a fallback on many phones) the browser then
// rasterises the whole canvas again, which was most of a slow device's main thread even when
// nothing moved. Each step still updates everything (input, tweens, timers, scenes); the drawing
// follows only when the display snapshot changed or something announced a change it cannot see.
// On Canvas it repaints only the boxes that changed: the drawing is clipped to them, so the
// browser rasterises those alone (a drawing of the whole canvas was 40-90 ms on a slow device).
//
// The ambient motions (islands bobbing, clouds drifting, highlights breathing; ambient-motion.ts)
// would change the picture at every step: they advance at every step while drawing is cheap, and
// only a few times a second on a device where a drawing takes longer than a refresh period.
import Phaser from 'phaser';
import { advanceAmbientMotions } from '../platform/ambient-motion';
import { DisplaySnapshot, type Damage } from './display-snapshot';
import type { Box } from './drawn-bounds';

/**
 * Drawn frames followed by gaps this long on average (more than one and a half 60 Hz refresh
 * periods: the drawing made the browser miss a refresh) mark a slow device. Not counted: the
 * drawings of a scene coming or going (a fade), where the building of a scene makes gaps on any device.
 */
const SLOW_GAP_MS = 28;
/** ...and back under this, a fast one again... */
const FAST_GAP_MS = 22;
/**
 * ...but not before this long as a slow one: the motions a slow device holds (ambient-motion.ts)
 * would make it slow again at once, at the cost of a few long frames each time.
 */
const SLOW_AT_LEAST_MS = 10_000;
/** How often ambient motions advance on a slow device (4 times a second). */
const SLOW_AMBIENT_MS = 250;
/** Weight of a new sample in the running average of the gaps after drawn frames. */
const SMOOTHING = 0.1;

/** What the steps have done so far (for the test bridge and the benchmark). */
export interface DrawingStats {
  readonly steps: number;
  readonly drawn: number;
  /** The drawn steps' repainted share of the canvas, summed (a whole drawing counts 1). */
  readonly painted: number;
  /** A drawing takes longer than a refresh period here: ambient motions run at a low rate. */
  readonly slow: boolean;
}

let requested = true;
let stats: DrawingStats = { steps: 0, drawn: 0, painted: 0, slow: false };
/** The snapshot of the game drawing on demand (none before it is installed). */
let shown: DisplaySnapshot | null = null;

/** Asks for the next step to draw (a change the display snapshot cannot see). */
export function requestFrame(): void {
  requested = true;
}

/**
 * `image`'s picture was painted again in place (its texture's canvas, which no value of the image
 * shows): the next drawing repaints it, only `part` of it (in its frame's pixels) when given.
 */
export function pictureRepainted(image: Phaser.GameObjects.Image, part: Box | null = null): void {
  shown?.touch(image, part);
}

export function drawingStats(): DrawingStats {
  return stats;
}

/** Changes that are not plain values of an object: announced where they happen. */
function announceHiddenChanges(game: Phaser.Game, snapshot: DisplaySnapshot): void {
  const wrap = <T extends object>(proto: T, name: keyof T & string): void => {
    const original = proto[name] as unknown as (...args: unknown[]) => unknown;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value(this: object, ...args: unknown[]) {
        snapshot.touch(this);
        return original.apply(this, args);
      },
    });
  };
  // A text draws itself into its own canvas; a graphics object is redrawn from a cleared list.
  wrap(Phaser.GameObjects.Text.prototype, 'updateText');
  wrap(Phaser.GameObjects.Graphics.prototype, 'clear');
  // A resized canvas (which clears it), a page shown again. (A texture replaced under the same
  // key changes nothing drawn until an object takes it: a new frame, which the snapshot sees.)
  game.scale.on(Phaser.Scale.Events.RESIZE, requestFrame);
  game.events.on(Phaser.Core.Events.VISIBLE, requestFrame);
}

/** Replaces the game's step with one that draws on demand: call it before the loop starts (READY). */
export function installRenderOnDemand(game: Phaser.Game): void {
  const canvas = game.renderer.type === Phaser.CANVAS;
  const snapshot = new DisplaySnapshot(canvas);
  shown = snapshot;
  let lastTime = 0;
  /** The last step drew, and its gap counts (see SLOW_GAP_MS). */
  let measured = false;
  let drawnGap = 1000 / 60;
  let lastAmbient = -Infinity;
  let slowSince = -Infinity;
  announceHiddenChanges(game, snapshot);

  // Not in Phaser's types (or read-only there): Phaser's own step reads and writes them.
  const destroying = game as unknown as { readonly pendingDestroy: boolean; runDestroy(): void };
  const scenes = game.scene as unknown as { isProcessing: boolean };

  game.step = function step(time: number, delta: number): void {
    if (destroying.pendingDestroy) {
      destroying.runDestroy();
      return;
    }
    if (game.isPaused) return;
    // How long the browser took to come back after a drawn frame (the rasterising included).
    const gap = time - lastTime;
    if (measured && lastTime > 0 && gap > 0 && gap < 1000) drawnGap += (gap - drawnGap) * SMOOTHING;
    lastTime = time;
    const slow = drawnGap > (stats.slow ? FAST_GAP_MS : SLOW_GAP_MS) || (stats.slow && time - slowSince < SLOW_AT_LEAST_MS);
    if (slow && !stats.slow) slowSince = time;

    const events = game.events;
    events.emit(Phaser.Core.Events.PRE_STEP, time, delta);
    events.emit(Phaser.Core.Events.STEP, time, delta);
    game.scene.update(time, delta);
    events.emit(Phaser.Core.Events.POST_STEP, time, delta);
    if (!slow || time - lastAmbient >= SLOW_AMBIENT_MS) {
      advanceAmbientMotions(time, slow);
      lastAmbient = time;
    }

    const compared = snapshot.compare(game);
    const damage: Damage = requested ? 'all' : compared;
    requested = false;
    measured = damage !== null && !snapshot.framing;
    stats = { steps: stats.steps + 1, drawn: stats.drawn + (damage !== null ? 1 : 0), painted: stats.painted + paintedShare(damage, game.canvas), slow };
    if (damage === null) {
      // As after a drawing: scene operations asked for between steps apply at once again.
      scenes.isProcessing = false;
      return;
    }
    const renderer = game.renderer;
    // Phaser clears and fills the canvas, then draws every object: clipped, all of it stays
    // outside the boxes, where the canvas keeps the last drawing's pixels.
    const context = canvas && damage !== 'all' ? (renderer as Phaser.Renderer.Canvas.CanvasRenderer).gameContext : null;
    if (context && damage !== 'all') {
      clipTo(context, damage);
      snapshot.leaveOut(damage);
    }
    renderer.preRender();
    events.emit(Phaser.Core.Events.PRE_RENDER, renderer, time, delta);
    game.scene.render(renderer);
    renderer.postRender();
    if (context) {
      context.restore();
      snapshot.putBack();
    }
    events.emit(Phaser.Core.Events.POST_RENDER, renderer, time, delta);
  };
}

/** Clips `context` to `boxes` (whole device pixels, so edges are not blended twice). */
function clipTo(context: CanvasRenderingContext2D, boxes: readonly Box[]): void {
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.beginPath();
  for (const box of boxes) context.rect(box.left, box.top, box.right - box.left, box.bottom - box.top);
  context.clip();
}

/** How much of `canvas` a drawing of `damage` repaints, from 0 to 1. */
function paintedShare(damage: Damage, canvas: HTMLCanvasElement): number {
  if (damage === null) return 0;
  if (damage === 'all') return 1;
  let area = 0;
  for (const box of damage) area += (box.right - box.left) * (box.bottom - box.top);
  return Math.min(1, area / (canvas.width * canvas.height));
}
