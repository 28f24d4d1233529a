// Rasterises SVG sprites to WebP in headless Chromium (the browser the tests use), so the pictures
// match what a browser draws from the SVGs; the game then loads bitmaps, which the browser decodes
// far faster than it renders SVGs (docs/performance.md).
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each SVG drawn at `scaleOf(name)` times its own width and height, as WebP (quality 0.95) or PNG bytes. */
export async function rasterise(
  svgs: Readonly<Record<string, string>>,
  scaleOf: (name: string) => number,
  type: 'image/webp' | 'image/png' = 'image/webp',
): Promise<Record<string, Buffer>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const bitmaps: Record<string, Buffer> = {};
    for (const [name, svg] of Object.entries(svgs)) {
      const base64 = await page.evaluate(
        async ({ svg, scale, type }) => {
          const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
          const root = doc.documentElement;
          const width = Math.round(parseFloat(root.getAttribute('width') ?? '0') * scale);
          const height = Math.round(parseFloat(root.getAttribute('height') ?? '0') * scale);
          if (!(width > 0 && height > 0)) throw new Error('an SVG sprite needs a width and a height');
          // Drawn at its final size, so that it is rendered there and not resampled.
          root.setAttribute('width', `${width}px`);
          root.setAttribute('height', `${height}px`);
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(root))}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          const url = canvas.toDataURL(type, 0.95);
          return url.slice(url.indexOf(',') + 1);
        },
        { svg, scale: scaleOf(name), type },
      );
      bitmaps[name] = Buffer.from(base64, 'base64');
    }
    return bitmaps;
  } finally {
    await browser.close();
  }
}
