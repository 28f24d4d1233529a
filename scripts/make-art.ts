// Writes every sprite of the game into assets/sprites/: the SVG (the drawing) and the WebP bitmap
// the game loads (the SVG rasterised at its scale in src/ui/sprite-scale.ts, in headless Chromium,
// which `npm test` installs). Deterministic: running it again yields identical files (with the
// same Chromium for the bitmaps), so the generated art is kept in the repository. Also the app's
// icons (PNG, assets/icons/) for the web app manifest, from the same art.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appIcons, ICON_UNITS } from './art/app-icons';
import { rasterise } from './art/rasterise';
import { drawSprites, RASTER_SOURCES } from './art/sprites';
import { spriteScale } from '../src/ui/sprite-scale';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sprites');
const sprites = drawSprites();

mkdirSync(out, { recursive: true });
let total = 0;
for (const [name, svg] of Object.entries(sprites)) {
  writeFileSync(join(out, `${name}.svg`), svg);
  total += Buffer.byteLength(svg);
}
let bitmapTotal = 0;
for (const [name, bitmap] of Object.entries(await rasterise(sprites, spriteScale))) {
  writeFileSync(join(out, `${name}.webp`), bitmap);
  bitmapTotal += bitmap.length;
}
// Which SVG each bitmap was made from, so a test can tell a bitmap that was not made again.
const sources = Object.fromEntries(Object.entries(sprites).map(([name, svg]) => [name, createHash('sha256').update(svg).digest('hex')]));
writeFileSync(join(out, RASTER_SOURCES), `${JSON.stringify(sources, null, 2)}\n`);
const icons = appIcons();
const iconsOut = join(out, '..', 'icons');
mkdirSync(iconsOut, { recursive: true });
const iconSvgs = Object.fromEntries(Object.entries(icons).map(([name, { svg }]) => [name, svg]));
for (const [name, bitmap] of Object.entries(await rasterise(iconSvgs, (name) => (icons[name]?.size ?? 0) / ICON_UNITS, 'image/png'))) {
  writeFileSync(join(iconsOut, `${name}.png`), bitmap);
}
const count = Object.keys(sprites).length;
console.log(`${count} sprites in assets/sprites/: ${(total / 1024).toFixed(1)} KB of SVG, ${(bitmapTotal / 1024).toFixed(1)} KB of WebP`);
