// A game that cannot open (a saved game or a table this version cannot read): the sky, and a
// dialog that says why and leads back to the menu. Every game's play scene shows it the same way.
import type Phaser from 'phaser';
import type { Message } from '../platform/i18n';
import { SceneKeys } from '../platform/scene-keys';
import { showDialog } from './dialog';
import { watchLayout } from './layout';
import { SkyBackdrop } from './sky-backdrop';
import { fadeIn, goTo } from './transition';

export function showBrokenGame(scene: Phaser.Scene, title: Message, message: Message): void {
  const backdrop = new SkyBackdrop(scene);
  watchLayout(scene, (layout) => backdrop.layout(layout));
  fadeIn(scene);
  showDialog(scene, { title, message, choices: [{ label: 'play.leave.confirm', icon: 'home', onChoose: () => goTo(scene, SceneKeys.Menu) }] });
}
