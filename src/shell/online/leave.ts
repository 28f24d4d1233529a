// Leaving an online table on purpose, from any screen: the server is told (the seat opens in the
// lobby; the AI stands in during a game), the page's address forgets the table, back to the menu.
// And joining it again once the connection is lost for good: through the lobby, which takes the
// seat back with its token (or watches again), and moves on to the game.
import type Phaser from 'phaser';
import { goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';
import { withoutTable } from './table-link';
import type { OnlineSession } from './session';

export function leaveTable(scene: Phaser.Scene, session: OnlineSession): void {
  session.leave();
  history.replaceState(null, '', withoutTable(location.href));
  goTo(scene, SceneKeys.Menu);
}

export function rejoinTable(scene: Phaser.Scene, session: OnlineSession): void {
  session.leave();
  goTo(scene, SceneKeys.Online, { code: session.code, ...(session.watching ? { watch: true } : {}) });
}
