// Pictures load in three steps, so that the first screens come soon: the loading screen's own
// (Boot scene), then what the menu shows (Preload scene, behind the progress bar), then all the
// others while the menu is up. Leaving the menu waits for that last step (see transition.ts).
import Phaser from 'phaser';
import { SPRITES } from './assets';

/** What the loading screen draws while the rest loads (and the offered game's logo). */
export const LOADING_SCREEN_SPRITES = ['sky', 'cloud-1', 'cloud-2', 'cloud-3'] as const;

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

const missing = (scene: Phaser.Scene, keys: readonly string[]): string[] =>
  keys.filter((key) => SPRITES[key] !== undefined && !scene.textures.exists(key));

export function queueSprites(scene: Phaser.Scene, keys: readonly string[]): void {
  for (const key of missing(scene, keys)) scene.load.image(key, SPRITES[key] as string);
}

/** The pictures asked for outside a scene's loader, each loaded and decoded once. */
const loading = new Map<string, Promise<void>>();
/** The other pictures, once asked for: loaded and decoded. */
let others: Promise<void> | null = null;

async function decodedImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  // Decoded off the main thread now, not on the frame that first draws it.
  await image.decode();
  return image;
}

/** One picture, ahead of the others (say, one the menu shows only once a choice asks for it). */
export function loadSprite(scene: Phaser.Scene, key: string): Promise<void> {
  // Not through a scene's loader: that one stops (and cancels its downloads) when its scene does,
  // and the menu may restart or be left while these load. Textures belong to the whole game.
  const textures = scene.textures;
  const url = SPRITES[key];
  if (url === undefined || textures.exists(key)) return Promise.resolve();
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = decodedImage(url).then(
      (image) => void (textures.exists(key) || textures.addImage(key, image)),
      // A picture that cannot load stays missing, and views draw their stand-in.
      () => undefined,
    );
    loading.set(key, loaded);
  }
  return loaded;
}

export function loadOtherSprites(scene: Phaser.Scene): Promise<void> {
  others ??= Promise.all(missing(scene, Object.keys(SPRITES)).map((key) => loadSprite(scene, key))).then(() => undefined);
  return others;
}

export function whenSpritesLoaded(scene: Phaser.Scene, callback: () => void): void {
  if (missing(scene, Object.keys(SPRITES)).length === 0) callback();
  else void loadOtherSprites(scene).then(callback);
}
