// Boot: the few pictures the loading screen itself shows, and the texts of any game that keeps
// them with it (a test game's `loadTexts`), then the loading screen.
import Phaser from 'phaser';
import { GAMES } from '../../games/registry';
import { addTexts } from '../../platform/i18n';
import { LOADING_SCREEN_SPRITES, queueSprites } from '../../ui/sprite-loading';
import { SceneKeys } from '../../platform/scene-keys';
import { rememberedGame } from '../game-choice';

/** The texts games bring themselves, in before any screen names the game; one that fails to come leaves its words empty. */
const gameTexts = (): Promise<unknown> =>
  Promise.all(GAMES.map((game) => game.loadTexts?.().then((texts) => addTexts(game.localeNamespace, texts)).catch(() => undefined)));

export class BootScene extends Phaser.Scene {
  constructor() {
    super(SceneKeys.Boot);
  }

  preload(): void {
    queueSprites(this, [...LOADING_SCREEN_SPRITES, rememberedGame().logo]);
  }

  create(): void {
    void gameTexts().then(() => this.scene.start(SceneKeys.Preload));
  }
}
