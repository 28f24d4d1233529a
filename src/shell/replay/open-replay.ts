// The way into a replay, from the history, and what a game's play screen does in one: it shows
// the session's messages through its remote controller (as at an online table where its seat only
// watches), starts again on a new game number, and has the replay's controls over it.
import Phaser from 'phaser';
import { gameById } from '../../games/registry';
import { useGameTexts } from '../../platform/i18n';
import { SceneKeys } from '../../platform/scene-keys';
import type { GameMessage } from '../../protocol/protocol';
import { showDialog } from '../../ui/dialog';
import { goTo } from '../../ui/transition';
import type { HistoryEntry } from '../history/history-entry';
import { titlePageWith } from '../page-title';
import { loadScreens } from '../scenes/game-entry';
import { whenLoaded } from '../scenes/lazy-load';
import type { ReplayData } from '../scenes/ReplayScene';
import { replayGame } from '../../games/replay';
import { ReplaySession, seatsOfEntry } from './replay-session';

/** A play screen's data in a replay. */
export interface ReplayPlay {
  readonly replay: ReplaySession;
}

/** Opens the replay of a finished game kept in the history; a record the rules refuse is said so, and nothing opens. */
export function openReplay(scene: Phaser.Scene, entry: HistoryEntry): void {
  const game = gameById(entry.game);
  if (!game) return;
  const load = async () => {
    await loadScreens(scene, game);
    return replayGame(await game.loadRules(), entry.record);
  };
  whenLoaded(scene, load, (replayed) => {
    if (!replayed.ok) {
      showDialog(scene, { title: { key: 'replay.brokenTitle' }, message: { key: 'replay.broken' }, choices: [{ label: 'history.ok', onChoose: () => undefined }] });
      return;
    }
    useGameTexts(game.localeNamespace);
    titlePageWith(game);
    const session = new ReplaySession(game, replayed.value, seatsOfEntry(entry, game), entry.player);
    goTo(scene, game.scenes.play, { replay: session } satisfies ReplayPlay);
  });
}

/** In a play screen's `create` on a replay: its controller follows the session, and the controls stand over it. */
export function followReplay(scene: Phaser.Scene, session: ReplaySession, controller: { readonly gameNo: number; receive(message: GameMessage): void }): void {
  const stop = session.events.on('game', (message) => {
    if (message.gameNo === controller.gameNo) controller.receive(message);
    else scene.scene.restart({ replay: session } satisfies ReplayPlay);
  });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  if (!scene.scene.isActive(SceneKeys.Replay)) scene.scene.launch(SceneKeys.Replay, { session } satisfies ReplayData);
  scene.scene.bringToTop(SceneKeys.Replay);
}
