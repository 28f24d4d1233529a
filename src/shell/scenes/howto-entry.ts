// The way into a game's how-to pages: its book (pages and pictures, see HowToBook in
// contract.ts) loads with the game's screens only when a player opens it, then the screen starts.
import type Phaser from 'phaser';
import type { AnyGame, HowToBook } from '../../games/contract';
import { goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';

/** What the how-to screen shows. */
export interface HowToData {
  readonly book: HowToBook;
}

const books = new Map<string, Promise<HowToBook>>();

export function howToBook(game: Pick<AnyGame, 'id' | 'loadHowTo'>): Promise<HowToBook> {
  let book = books.get(game.id);
  if (!book) books.set(game.id, (book = game.loadHowTo()));
  return book;
}

/** Opens `game`'s how-to pages once they are loaded (a failed load leaves the player where they were). */
export function openHowTo(scene: Phaser.Scene, game: Pick<AnyGame, 'id' | 'loadHowTo'>): void {
  howToBook(game).then(
    (book) => goTo(scene, SceneKeys.HowTo, { book } satisfies HowToData),
    () => books.delete(game.id),
  );
}
