// Colours of a page's screenshot at given points, decoded by the browser itself (a blank page of
// the same context), so that a test can look at what the player sees without reading the game's
// own canvas back (a GPU stall the WebGL test forbids).
import type { Session } from './browser';

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** The screenshot's colour at each point, given in CSS pixels of the page. */
export async function screenshotColours(session: Session, points: readonly { readonly x: number; readonly y: number }[]): Promise<Rgb[]> {
  const png = await session.page.screenshot();
  const ratio = await session.page.evaluate(() => globalThis.devicePixelRatio);
  const blank = await session.context.newPage();
  try {
    return await blank.evaluate(
      async ({ base64, points, ratio }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return points.map(({ x, y }) => {
          const [r, g, b] = context.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
          return { r: r as number, g: g as number, b: b as number };
        });
      },
      { base64: png.toString('base64'), points, ratio },
    );
  } finally {
    await blank.close();
  }
}
