// Every picture in assets/sprites/, found at build time: a new SVG is picked up without code
// changes, and a missing one simply is not loaded (views draw a stand-in).
//
// API
//   SPRITES: Record<textureKey, url> — the key is the file name without '.svg'
//   SPRITE_SCALE — SVGs are rasterised this much larger than their drawn size, for sharpness
//   spriteScale(key): number — per-sprite raster scale (large backdrops need less)
const files = import.meta.glob('../../assets/sprites/*.svg', { eager: true, query: '?url', import: 'default' }) as Record<
  string,
  string
>;

/** Vite inlines small SVGs as URL-encoded `data:` URLs, but Phaser's loader only decodes base64 ones. */
export function asBase64DataUrl(url: string): string {
  const match = /^data:image\/svg\+xml(;charset=[^,;]*)?,/.exec(url);
  if (!match) return url;
  const bytes = new TextEncoder().encode(decodeURIComponent(url.slice(match[0].length)));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

export const SPRITES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), asBase64DataUrl(url)]),
);

export const SPRITE_SCALE = 2;

/** Backdrops are drawn at about their own size; small sprites are magnified on the board. */
const LARGE = new Set(['sky', 'logo', 'island-underside', 'panel', 'card-face', 'card-back']);

export const spriteScale = (key: string): number => (LARGE.has(key) ? 1.5 : SPRITE_SCALE);
