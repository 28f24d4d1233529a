// Adds a lazily loaded game's scenes to the running game, each once.
import type Phaser from 'phaser';

export function installScenes(scene: Phaser.Scene, scenes: readonly (readonly [string, typeof Phaser.Scene])[]): void {
  for (const [key, type] of scenes) if (!scene.scene.get(key)) scene.scene.add(key, type, false);
}
