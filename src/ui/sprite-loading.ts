// Pictures load in three steps, so that the first screens come soon: the loading screen's own
// (Boot scene), then what the menu shows (Preload scene, behind the progress bar), then all the
// others while the menu is up. Leaving the menu waits for that last step (see transition.ts).
//
// API
//   LOADING_SCREEN_SPRITES, MENU_SPRITES — texture keys (file names in assets/sprites/)
//   queueSprites(scene, keys) — queues on the scene's loader the pictures not loaded yet
//   loadOtherSprites(scene) — loads every picture not loaded yet, now (the menu calls it)
//   whenSpritesLoaded(scene, callback) — at once if every picture is loaded, else once they are
//       (loading them with the scene's loader if nothing loads them yet)
import Phaser from 'phaser';
import { SPRITES } from './assets';

/** What the loading screen draws while the rest loads. */
export const LOADING_SCREEN_SPRITES = ['sky', 'logo', 'cloud-1', 'cloud-2', 'cloud-3'] as const;

/** What the menu draws: its floating islands and its buttons. */
export const MENU_SPRITES = [
  ...LOADING_SCREEN_SPRITES,
  'terrain-prairie',
  'terrain-water',
  'terrain-desert',
  'terrain-mountain',
  'village',
  'obj-key',
  'obj-temple',
  'obj-fish',
  'obj-horse',
  'island-underside',
  'button',
  'panel',
  'icon-play',
  'icon-undo',
  'icon-help',
  'icon-settings',
  'icon-star',
  'icon-globe',
  'icon-sound',
  'icon-mute',
] as const;

let loadingOthers = false;
const waiting: (() => void)[] = [];

const missing = (scene: Phaser.Scene, keys: readonly string[]): string[] =>
  keys.filter((key) => SPRITES[key] !== undefined && !scene.textures.exists(key));

export function queueSprites(scene: Phaser.Scene, keys: readonly string[]): void {
  for (const key of missing(scene, keys)) scene.load.image(key, SPRITES[key] as string);
}

export function loadOtherSprites(scene: Phaser.Scene): void {
  if (loadingOthers || missing(scene, Object.keys(SPRITES)).length === 0) return;
  loadingOthers = true;
  queueSprites(scene, Object.keys(SPRITES));
  scene.load.once(Phaser.Loader.Events.COMPLETE, () => {
    loadingOthers = false;
    for (const callback of waiting.splice(0)) callback();
  });
  scene.load.start();
}

export function whenSpritesLoaded(scene: Phaser.Scene, callback: () => void): void {
  if (!loadingOthers && missing(scene, Object.keys(SPRITES)).length === 0) {
    callback();
    return;
  }
  waiting.push(callback);
  loadOtherSprites(scene);
}
