// A found object flies from its map cell to its slot on the sheet (an ornament: the sheet shows
// the object anyway, so with reduced motion nothing flies).
import type Phaser from 'phaser';
import { animationDuration } from '../platform/settings';
import { DEPTHS } from './depths';
import { reducedMotion } from './motion';

type Point = { readonly x: number; readonly y: number };

export function flyIcon(scene: Phaser.Scene, texture: string, from: Point, to: Point, size: number): Promise<void> {
  if (reducedMotion()) return Promise.resolve();
  const image = scene.add.image(from.x, from.y, texture).setDisplaySize(size, size).setDepth(DEPTHS.flying);
  const scale = image.scale;
  return new Promise((resolve) => {
    scene.tweens.chain({
      targets: image,
      tweens: [
        { scale: scale * 1.5, duration: animationDuration(140), ease: 'Back.easeOut' },
        { x: to.x, y: to.y, scale: scale * 0.8, duration: animationDuration(480), ease: 'Cubic.easeInOut' },
        { alpha: 0, scale: scale * 1.4, duration: animationDuration(160) },
      ],
      onComplete: () => {
        image.destroy();
        resolve();
      },
    });
  });
}
