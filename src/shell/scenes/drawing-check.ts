// For end-to-end tests only (through the test bridge): compares the canvas with a full drawing, to
// show that drawing on demand, and repainting only the changed parts of the canvas, leave on screen
// what a full drawing gives. Canvas renderer only: a WebGL canvas is drawn whole every time.
import Phaser from 'phaser';

/** A channel this many levels off makes a pixel differ. */
const LEVELS = 8;

/**
 * How far two pictures of the canvas are apart: `differing` pixels, and `patches`, those of them
 * whose eight neighbours all differ too. A repaint of a part of the canvas rasterises the shapes its
 * border cuts a little differently (antialiased edges: lines one pixel wide); something left
 * behind or never repainted makes patches.
 */
export interface DrawingDifference {
  readonly differing: number;
  readonly patches: number;
}

function pixels(game: Phaser.Game): Uint8ClampedArray {
  const context = (game.renderer as Phaser.Renderer.Canvas.CanvasRenderer).gameContext;
  return context.getImageData(0, 0, game.canvas.width, game.canvas.height).data;
}

function difference(before: Uint8ClampedArray, after: Uint8ClampedArray, width: number, height: number): DrawingDifference {
  const differs = (x: number, y: number): boolean => {
    const i = (y * width + x) * 4;
    for (let c = 0; c < 3; c++) if (Math.abs((before[i + c] as number) - (after[i + c] as number)) > LEVELS) return true;
    return false;
  };
  let differing = 0;
  let patches = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!differs(x, y)) continue;
      differing++;
      let around = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (x + dx >= 0 && y + dy >= 0 && x + dx < width && y + dy < height && differs(x + dx, y + dy)) around++;
      if (around === 9) patches++;
    }
  }
  return { differing, patches };
}

/** The canvas now against a full drawing of the same moment, made at once; `null` on WebGL. */
export function againstFullDrawing(game: Phaser.Game): DrawingDifference | null {
  if (game.renderer.type !== Phaser.CANVAS) return null;
  const shown = pixels(game);
  const renderer = game.renderer;
  renderer.preRender();
  game.scene.render(renderer);
  renderer.postRender();
  return difference(shown, pixels(game), game.canvas.width, game.canvas.height);
}

/** `againstFullDrawing` right after the next step that draws (so nothing else has changed since). */
export function afterNextDrawing(game: Phaser.Game): Promise<DrawingDifference | null> {
  return new Promise((resolve) => game.events.once(Phaser.Core.Events.POST_RENDER, () => resolve(againstFullDrawing(game))));
}
