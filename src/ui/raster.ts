// Pictures painted once into canvases: compositions drawn once instead of object by object, and,
// on Canvas (Phaser's renderer in browsers without WebGL, which redraws every picture at every
// frame), copies at the size they are drawn at instead of a resampling at every frame.
import Phaser from 'phaser';

/**
 * Adds texture `key`: a canvas of `width`×`height` pixels painted once by `paint`. Added as a
 * plain picture: a Phaser CanvasTexture would read all its pixels back at once, and again on
 * every refresh, which costs more than the painting for large pictures.
 */
export function addPaintedTexture(textures: Phaser.Textures.TextureManager, key: string, width: number, height: number, paint: (context: CanvasRenderingContext2D) => void): void {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) paint(context);
  if (textures.exists(key)) textures.remove(key);
  textures.addImage(key, canvas as unknown as HTMLImageElement);
}

/**
 * Paints over the canvas of texture `key` (made by `addPaintedTexture`), for a picture that
 * changes in small parts: cheaper than a new canvas painted whole. The context starts untransformed.
 * On WebGL the texture is uploaded again; on Canvas the renderer draws from the canvas itself. Its
 * images do not show that anything changed: tell the drawing (`pictureRepainted`). `false` when
 * `key` is no such texture.
 */
export function paintOver(textures: Phaser.Textures.TextureManager, key: string, paint: (context: CanvasRenderingContext2D) => void): boolean {
  const source = textures.exists(key) ? textures.get(key).source[0] : undefined;
  const canvas = source?.image;
  const context = canvas instanceof HTMLCanvasElement ? canvas.getContext('2d') : null;
  if (!source || !context) return false;
  context.setTransform(1, 0, 0, 1, 0, 0);
  paint(context);
  source.update();
  return true;
}

/**
 * On Canvas, a copy of texture `key` painted at exactly `width`×`height` device pixels (made once
 * per size): drawn at that size, it is a plain copy instead of a resampling of a larger picture
 * at every frame. On WebGL, where scaling costs nothing, `key` itself.
 */
export function textureAtSize(scene: Phaser.Scene, key: string, width: number, height: number): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  if (scene.sys.renderer.type !== Phaser.CANVAS || !scene.textures.exists(key)) return key;
  const sized = `${key}@${w}x${h}`;
  if (scene.textures.exists(sized)) return sized;
  const source = scene.textures.get(key).getSourceImage() as CanvasImageSource;
  addPaintedTexture(scene.textures, sized, w, h, (context) => {
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, w, h);
  });
  return sized;
}
/**
 * Shows `image` at `width`×`height` logical units, from a copy of texture `key` made at that size
 * in device pixels (see `textureAtSize`).
 */
export function showAtSize<T extends Phaser.GameObjects.Image>(image: T, key: string, width: number, height: number, zoom: number): T {
  const sized = textureAtSize(image.scene, key, width * zoom, height * zoom);
  if (image.texture.key !== sized) image.setTexture(sized);
  return image.setDisplaySize(width, height);
}
