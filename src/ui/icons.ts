// Icons from assets/sprites/icon-*.svg (texture key `icon-<name>`), with a typographic stand-in
// while a picture is missing, so a button never shows up empty.
import type Phaser from 'phaser';
import { COLORS, css, FONTS } from './theme';
import { textResolution } from './layout';
import { tintImage } from './tint';

export const ICONS = [
  'sound',
  'mute',
  'music',
  'settings',
  'undo',
  'confirm',
  'back',
  'globe',
  'help',
  'home',
  'play',
  'robot',
  'person',
  'crown',
  'trophy',
  'star',
] as const;
export type IconName = (typeof ICONS)[number];

export const iconTexture = (name: IconName): string => `icon-${name}`;

const STAND_INS: Readonly<Record<IconName, string>> = {
  sound: '♪',
  mute: '×',
  music: '♫',
  settings: '⚙',
  undo: '↶',
  confirm: '✓',
  back: '←',
  globe: '◍',
  help: '?',
  home: '⌂',
  play: '▶',
  robot: '◙',
  person: '●',
  crown: '♛',
  trophy: '♛',
  star: '★',
};

export function addIcon(
  scene: Phaser.Scene,
  x: number,
  y: number,
  name: IconName,
  size: number,
  tint: number = COLORS.white,
): Phaser.GameObjects.Image | Phaser.GameObjects.Text {
  const key = iconTexture(name);
  if (scene.textures.exists(key)) return tintImage(scene.add.image(x, y, key).setDisplaySize(size, size), tint);
  return scene.add
    .text(x, y, STAND_INS[name], {
      fontFamily: FONTS.body,
      fontSize: `${Math.round(size * 0.8)}px`,
      fontStyle: 'bold',
      color: css(tint),
      resolution: textResolution(),
    })
    .setOrigin(0.5);
}
