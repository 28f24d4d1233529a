// The way into a game's screens: its chunk loads the first time the menu, the lobby or the test
// bridge needs it (see GameScreens in contract.ts), and its scenes join the running game.
import type Phaser from 'phaser';
import type { AnyGame, GameScreens } from '../../games/contract';
import { showDialog } from '../../ui/dialog';
import { goTo } from '../../ui/transition';
import { addSounds } from '../audio';
import { useGameTexts } from '../../platform/i18n';
import { cachedLoader, whenLoaded } from './lazy-load';
import { titlePageWith } from '../page-title';
import { keepFinishedGames } from '../history/keep-finished-games';

// Once per game: its sounds join the shell's when its screens arrive.
const screensOf = cachedLoader(async (game: AnyGame) => {
  const screens = await game.loadScreens();
  addSounds(screens.sounds);
  return screens;
});

/** `game`'s screens, their scenes added to the running game. */
export async function loadScreens(scene: Phaser.Scene, game: AnyGame): Promise<GameScreens> {
  const screens = await screensOf(game);
  screens.install(scene);
  keepFinishedGames(scene, game);
  return screens;
}

/** Runs `then` once `game`'s screens are in; a failed load tells the player and offers to try again. */
export function withScreens(scene: Phaser.Scene, game: AnyGame, then: (screens: GameScreens) => void): void {
  whenLoaded(scene, () => loadScreens(scene, game), then);
}

/** Opens one of `game`'s scenes (`scenes.setup`, `.play`…) once its screens are in; its texts are the ones on screen from then on. */
export function openGameScene(scene: Phaser.Scene, game: AnyGame, which: keyof AnyGame['scenes'], data?: object): void {
  withScreens(scene, game, () => {
    useGameTexts(game.localeNamespace);
    titlePageWith(game);
    goTo(scene, game.scenes[which], data);
  });
}

/** Asks before a new game replaces `game`'s saved one; straight on when nothing is saved. */
export function confirmReplacingSave(scene: Phaser.Scene, saved: boolean, onReplace: () => void): void {
  if (!saved) return onReplace();
  showDialog(scene, {
    title: { key: 'save.replaceTitle' },
    message: { key: 'save.replaceMessage' },
    choices: [
      { label: 'save.replaceConfirm', onChoose: onReplace },
      { label: 'common.cancel', variant: 'plain', onChoose: () => undefined },
    ],
  });
}
