// Boot: the few pictures the loading screen itself shows, then the loading screen.
import Phaser from 'phaser';
import { SPRITES, spriteScale } from '../ui/assets';
import { SceneKeys } from './keys';

/** What the Preload scene draws while everything else loads. */
export const LOADING_SCREEN_SPRITES = ['sky', 'logo', 'cloud-1', 'cloud-2', 'cloud-3'] as const;

export class BootScene extends Phaser.Scene {
  constructor() {
    super(SceneKeys.Boot);
  }

  preload(): void {
    for (const key of LOADING_SCREEN_SPRITES) {
      const url = SPRITES[key];
      if (url) this.load.svg(key, url, { scale: spriteScale(key) });
    }
  }

  create(): void {
    this.scene.start(SceneKeys.Preload);
  }
}
