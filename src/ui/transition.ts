// Moving between scenes with a short fade, the same everywhere; a second request during the fade
// is ignored, so a double click never starts a scene twice.
import Phaser from 'phaser';
import { animationDuration } from '../platform/settings';
import { whenSpritesLoaded } from './sprite-loading';

const FADE_MS = 220;
const SKY = [0xdf, 0xf3, 0xfb] as const;

/** Scenes already on their way out. */
const leaving = new WeakSet<Phaser.Scene>();

export function goTo(scene: Phaser.Scene, key: string, data?: object): void {
  if (leaving.has(scene)) return;
  leaving.add(scene);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => leaving.delete(scene));
  const camera = scene.cameras.main;
  // A click during the fade-in leaves at once: the fade-out takes over from where it is.
  camera.fadeEffect.reset();
  camera.fadeOut(animationDuration(FADE_MS), ...SKY);
  camera.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () => whenSpritesLoaded(scene, () => scene.scene.start(key, data)));
}

export function fadeIn(scene: Phaser.Scene): void {
  scene.cameras.main.fadeIn(animationDuration(FADE_MS), ...SKY);
}
