// The game's logo: assets/sprites/logo.svg (texture 'logo') when loaded, otherwise the title in
// the display font. Either way it fits the width it is given.
import type Phaser from 'phaser';
import { addText } from './localized-text';
import { textStyle } from './theme';

export interface Logo {
  place(x: number, y: number, maxWidth: number): void;
  readonly height: number;
}

const TEXTURE = 'logo';

export function addLogo(scene: Phaser.Scene): Logo {
  const view: Phaser.GameObjects.Image | Phaser.GameObjects.Text = scene.textures.exists(TEXTURE)
    ? scene.add.image(0, 0, TEXTURE)
    : addText(scene, 0, 0, 'app.title', undefined, textStyle('title', { fontSize: '96px', strokeThickness: 12 })).setOrigin(0.5);
  return {
    place(x, y, maxWidth) {
      view.setScale(1);
      view.setScale(Math.min(1, maxWidth / view.width)).setPosition(x, y);
    },
    get height() {
      return view.displayHeight;
    },
  };
}
