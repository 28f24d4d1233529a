// Trails of Tucana's screens as one lazily loaded chunk (see shell/scenes/tucana-entry.ts): its
// scenes added to the running game, and its saved game for the menu's Continue.
import '../texts';
import type Phaser from 'phaser';
import { SceneKeys } from '../../../platform/scene-keys';
import { TucanaPlayScene } from './TucanaPlayScene';
import { TucanaScoringScene } from './TucanaScoringScene';
import { TucanaSetupScene } from './TucanaSetupScene';

export { discardTucana, loadTucana } from '../play/save';

export function installTucanaScenes(scene: Phaser.Scene): void {
  const scenes: readonly [string, typeof Phaser.Scene][] = [
    [SceneKeys.TucanaSetup, TucanaSetupScene],
    [SceneKeys.TucanaPlay, TucanaPlayScene],
    [SceneKeys.TucanaScoring, TucanaScoringScene],
  ];
  for (const [key, type] of scenes) if (!scene.scene.get(key)) scene.scene.add(key, type, false);
}
