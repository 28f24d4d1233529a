// Boot: the few pictures the loading screen itself shows, then the loading screen.
import Phaser from 'phaser';
import { LOADING_SCREEN_SPRITES, queueSprites } from '../../ui/sprite-loading';
import { SceneKeys } from '../../platform/scene-keys';
import { rememberedGame } from '../game-choice';

export class BootScene extends Phaser.Scene {
  constructor() {
    super(SceneKeys.Boot);
  }

  preload(): void {
    queueSprites(this, [...LOADING_SCREEN_SPRITES, rememberedGame().logo]);
  }

  create(): void {
    this.scene.start(SceneKeys.Preload);
  }
}
