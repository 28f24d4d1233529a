// The way into Trails of Tucana: its rules, scenes and views load only when the menu offers it
// (it is picked, or was last time), so Explorers' first load stays as small as it was.
import type Phaser from 'phaser';
import type { AnyGame } from '../../games/contract';

export type TucanaScreens = typeof import('../../games/tucana/scenes/install');

let loading: Promise<TucanaScreens> | null = null;

/** Adds Tucana's scenes to the game the first time they are needed; resolves with its entry. */
export function loadTucanaScreens(scene: Phaser.Scene): Promise<TucanaScreens> {
  loading ??= import('../../games/tucana/scenes/install');
  return loading.then((screens) => {
    screens.installTucanaScenes(scene);
    return screens;
  });
}

/**
 * Tucana's how-to pages for the menu, loaded when opened: the menu reaches them without the
 * game's definition (its rules would otherwise come with the first load).
 */
export const TUCANA_HOWTO: Pick<AnyGame, 'id' | 'loadHowTo'> = {
  id: 'tucana',
  loadHowTo: () => import('../../games/tucana/howto/book').then((m) => m.tucanaHowTo),
};
