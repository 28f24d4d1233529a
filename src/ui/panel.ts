// A paper panel behind content: 9-slice art (assets/sprites/panel.svg, texture 'panel') when
// loaded, otherwise a drawn rounded sheet with an edge and a soft shadow.
import Phaser from 'phaser';
import type { Rect } from './layout';
import { COLORS, RADIUS, SHADOW } from './theme';

const TEXTURE = 'panel';
const CORNER = 32;

export class Panel extends Phaser.GameObjects.Container {
  private readonly sheet: Phaser.GameObjects.Graphics;
  private readonly art: Phaser.GameObjects.NineSlice | null;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    this.sheet = scene.add.graphics();
    // Phaser draws 9-slices with WebGL only: the Canvas renderer (no WebGL) gets the drawn sheet.
    this.art = scene.textures.exists(TEXTURE) && scene.sys.renderer.type === Phaser.WEBGL
      ? scene.add.nineslice(0, 0, TEXTURE, undefined, 64, 64, CORNER, CORNER, CORNER, CORNER).setOrigin(0)
      : null;
    this.add(this.art ? [this.sheet, this.art] : [this.sheet]);
    scene.add.existing(this);
  }

  place(rect: Rect): this {
    this.setPosition(rect.x, rect.y);
    const g = this.sheet.clear();
    g.fillStyle(COLORS.shadow, SHADOW.alpha).fillRoundedRect(3, SHADOW.offset + 2, rect.width, rect.height, RADIUS.large);
    if (this.art) {
      this.art.setSize(rect.width, rect.height);
      return this;
    }
    g.fillStyle(COLORS.paperEdge, 1).fillRoundedRect(0, 0, rect.width, rect.height, RADIUS.large);
    g.fillStyle(COLORS.paper, 1).fillRoundedRect(4, 4, rect.width - 8, rect.height - 8, RADIUS.large - 4);
    g.lineStyle(1.5, COLORS.paperShade, 1).strokeRoundedRect(12, 12, rect.width - 24, rect.height - 24, RADIUS.medium);
    return this;
  }
}
