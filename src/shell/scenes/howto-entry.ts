// The way into a game's how-to pages: its book (pages and pictures, see HowToBook in
// contract.ts) loads with the game's screens only when a player opens it, then the screen starts.
import type Phaser from 'phaser';
import type { AnyGame, HowToBook } from '../../games/contract';
import { goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';
import { useGameTexts } from '../../platform/i18n';
import { cachedLoader, whenLoaded } from './lazy-load';

/** What the how-to screen shows. */
export interface HowToData {
  readonly book: HowToBook;
}

export const howToBook = cachedLoader((game: AnyGame) => game.loadHowTo());

/** Opens `game`'s how-to pages once they are loaded (a failed load tells the player and offers to try again). */
export function openHowTo(scene: Phaser.Scene, game: AnyGame): void {
  whenLoaded(scene, () => howToBook(game), (book) => {
    useGameTexts(game.localeNamespace);
    goTo(scene, SceneKeys.HowTo, { book } satisfies HowToData);
  });
}
