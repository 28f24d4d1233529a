// Tinting that works on both renderers. WebGL multiplies an image's colour in its shader, but
// Phaser's Canvas renderer (browsers without WebGL) ignores tints, so white icons and marks would
// stay white there. On Canvas the image gets a tinted copy of its texture instead, made once per
// texture and colour with the same multiply that WebGL applies.
import Phaser from 'phaser';
import { addPaintedTexture } from './raster';

const SEPARATOR = '@tint-';

const baseKey = (key: string): string => key.split(SEPARATOR)[0] as string;

function tintedTexture(textures: Phaser.Textures.TextureManager, key: string, color: number): string {
  const tinted = `${key}${SEPARATOR}${color.toString(16).padStart(6, '0')}`;
  if (textures.exists(tinted)) return tinted;
  const source = textures.get(key).getSourceImage() as CanvasImageSource & { width: number; height: number };
  addPaintedTexture(textures, tinted, source.width, source.height, (context) => {
    context.drawImage(source, 0, 0);
    // Multiply by the colour, then keep only the picture's own pixels (its alpha).
    context.globalCompositeOperation = 'multiply';
    context.fillStyle = `#${color.toString(16).padStart(6, '0')}`;
    context.fillRect(0, 0, source.width, source.height);
    context.globalCompositeOperation = 'destination-in';
    context.drawImage(source, 0, 0);
  });
  return tinted;
}

export function tintImage<T extends Phaser.GameObjects.Image>(image: T, color: number): T {
  if (image.scene.sys.renderer.type === Phaser.WEBGL) return image.setTint(color);
  const base = baseKey(image.texture.key);
  const key = color === 0xffffff ? base : tintedTexture(image.scene.textures, base, color);
  if (image.texture.key !== key) {
    // A new texture resets the frame size: keep the size the image is shown at.
    const { displayWidth, displayHeight } = image;
    image.setTexture(key).setDisplaySize(displayWidth, displayHeight);
  }
  return image;
}
