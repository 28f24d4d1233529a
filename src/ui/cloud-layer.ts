// A few thin clouds drifting slowly over the islands, in front of them: with the clouds of the
// sky behind, they give the floating map its depth. Faint, and gone while a player acts on the
// map (see `part`), so they never hide a cell someone wants to read or click.
import Phaser from 'phaser';
import { addAmbientMotion } from '../platform/ambient-motion';
import { DEPTHS } from './depths';
import { currentLayout, type Rect } from './layout';
import { reducedMotion } from './motion';
import { showAtSize } from './raster';

const TEXTURES = ['cloud-2', 'cloud-3'] as const;
const ALPHA = 0.24;
/** Clouds leave at once; they come back slowly, and only after a while of waiting. */
const LEAVE_MS = 350;
const RETURN_DELAY_MS = 1500;
const RETURN_MS = 2000;

export class CloudLayer {
  private readonly clouds: { image: Phaser.GameObjects.Image; texture: string; aspect: number; speed: number; share: number }[] = [];
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private readonly scene: Phaser.Scene;
  private parted = false;

  constructor(scene: Phaser.Scene) {
    this.scene = scene;
    TEXTURES.forEach((texture, i) => {
      if (!scene.textures.exists(texture)) return;
      const image = scene.add.image(0, 0, texture).setAlpha(ALPHA).setDepth(DEPTHS.cloudsAbove);
      this.clouds.push({ image, texture, aspect: image.height / image.width, speed: 7 + i * 4, share: 0.25 + i * 0.45 });
    });
    addAmbientMotion(scene, (ms) => this.drift(ms));
  }

  /** The clouds cross this area (the map) and wrap around. */
  layout(area: Rect): void {
    this.area = area;
    this.clouds.forEach((cloud, i) => {
      const width = area.width * (0.45 + i * 0.1);
      showAtSize(cloud.image, cloud.texture, width, width * cloud.aspect, currentLayout().zoom);
      cloud.image.setPosition(area.x + area.width * (0.2 + i * 0.5), area.y + area.height * cloud.share);
    });
  }

  /**
   * `true` while a player acts on the map: the clouds fade away at once. `false`: they drift
   * back after a short wait, so a quick turn of the others does not make them flicker.
   */
  part(parted: boolean): void {
    if (parted === this.parted) return;
    this.parted = parted;
    const images = this.clouds.map((cloud) => cloud.image);
    this.scene.tweens.killTweensOf(images);
    this.scene.tweens.add(
      parted ? { targets: images, alpha: 0, duration: LEAVE_MS } : { targets: images, alpha: ALPHA, delay: RETURN_DELAY_MS, duration: RETURN_MS },
    );
  }

  /** How opaque the clouds over the map are now (0: the map is clear). */
  get opacity(): number {
    return Math.max(0, ...this.clouds.map((cloud) => (cloud.image.visible ? cloud.image.alpha : 0)));
  }

  private drift(delta: number): void {
    if (reducedMotion()) return;
    const { x, width } = this.area;
    for (const cloud of this.clouds) {
      const half = cloud.image.displayWidth / 2;
      let next = cloud.image.x + (cloud.speed * delta) / 1000;
      if (next - half > x + width) next = x - half;
      cloud.image.setX(next);
    }
  }
}
