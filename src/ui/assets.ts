// Every picture in assets/sprites/, found at build time: a new sprite is picked up without code
// changes, and a missing one simply is not loaded (views draw a stand-in). The game loads the
// WebP bitmaps that `npm run art` makes from the SVGs, at the scale of sprite-scale.ts: a browser
// decodes them several times faster than it renders the SVGs (docs/performance.md).
const files = import.meta.glob('../../assets/sprites/*.webp', { eager: true, query: '?url', import: 'default' }) as Record<
  string,
  string
>;

export const SPRITES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.webp'.length), url]),
);
