// The page's title (the browser tab, the task switcher, a screen reader's first words) names the
// game on screen: the one the menu offers, or the one being set up, played or scored; in the
// language of the moment.
import type { AnyGame } from '../games/contract';
import { onLanguageChange, t } from '../platform/i18n';

let nameKey: string | null = null;
let unsubscribe: (() => void) | null = null;

const apply = (): void => {
  if (nameKey) document.title = t(nameKey);
};

/** Names `game` in the page's title from now on. */
export function titlePageWith(game: Pick<AnyGame, 'nameKey'>): void {
  nameKey = game.nameKey;
  unsubscribe ??= onLanguageChange(apply);
  apply();
}
