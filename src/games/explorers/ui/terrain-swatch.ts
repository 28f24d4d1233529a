// A patch of terrain (the card's options, the terrain picker): the terrain's cell picture
// repeated from the top-left corner, painted once per size into a picture at the screen's pixel
// density. (A Phaser TileSprite does the same with a pattern that Canvas redraws at every frame,
// and it is slow to make: the card makes new ones at every flip.)
import type Phaser from 'phaser';
import type { Terrain } from '../rules/index';
import { currentLayout } from '../../../ui/layout';
import { addPaintedTexture } from '../../../ui/raster';
import { terrainTexture } from './terrain-style';

/** Swatch textures made, oldest first: a few layouts' worth are kept (see `swatchTexture`). */
const made: string[] = [];
const KEEP = 32;

function swatchTexture(textures: Phaser.Textures.TextureManager, terrain: Terrain, width: number, height: number, tileScale: number): string {
  const { zoom } = currentLayout();
  const w = Math.max(1, Math.round(width * zoom));
  const h = Math.max(1, Math.round(height * zoom));
  const source = textures.exists(terrainTexture(terrain)) ? (textures.get(terrainTexture(terrain)).getSourceImage() as HTMLImageElement) : null;
  const t = Math.max(1, (source?.width ?? 1) * tileScale * zoom);
  const key = `swatch-${terrain}-${w}x${h}-${t.toFixed(1)}`;
  if (textures.exists(key)) return key;
  addPaintedTexture(textures, key, w, h, (ctx) => {
    if (!source) return;
    for (let y = 0; y < h; y += t) for (let x = 0; x < w; x += t) ctx.drawImage(source, x, y, t, t);
  });
  made.push(key);
  // Every new size (a window being resized) makes new ones: the oldest go, long out of use.
  for (const old of made.splice(0, Math.max(0, made.length - KEEP))) if (textures.exists(old)) textures.remove(old);
  return key;
}

/** Centred on (x, y): the terrain's picture at `tileScale` logical units per texture pixel (as a TileSprite's). */
export function addTerrainSwatch(scene: Phaser.Scene, x: number, y: number, width: number, height: number, terrain: Terrain, tileScale: number): Phaser.GameObjects.Image {
  return scene.add.image(x, y, swatchTexture(scene.textures, terrain, width, height, tileScale)).setDisplaySize(width, height);
}
